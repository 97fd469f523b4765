/** "Kit de Café!" → "kit-de-cafe": a file name part without accents, spaces or symbols. */
export function fileNameSlug(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return slug || 'sorteio';
}
