/**
 * Text as the search indexes keep it: lowercase, accents removed ('João' → 'joao'), spaces
 * collapsed. Both the stored field and the query go through it, so 'sao paulo' finds
 * 'São Paulo' in the embedded store and in MongoDB alike.
 */
export function searchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A query as a regex source that matches it literally inside the stored search text. */
export function searchPattern(query: string): string {
  return searchText(query).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
