const MAX_SLUG_LENGTH = 60;

/** "Sorteio de Natal: Kit Café!" → "inscritos-sorteio-de-natal-kit-cafe.csv", safe on every OS. */
export function entrantsFileName(titulo: string): string {
  const slug = titulo
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return `inscritos-${slug || 'sorteio'}.csv`;
}
