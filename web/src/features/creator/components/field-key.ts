/** The two fields every form has; their chave is fixed and no other field may take it. */
export const FIXED_KEYS = ['nome', 'email'] as const;
export type FixedKey = (typeof FIXED_KEYS)[number];

const MAX_KEY = 40;

/**
 * 'Cor preferida?' → 'cor_preferida', the same rule as the API's: lowercase, accents removed,
 * every run of other characters → '_', no '_' at the ends, starting with a letter
 * ('campo_' otherwise), at most 40 characters.
 */
export function chaveFrom(nome: string): string {
  const base = nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const start = /^[a-z]/.test(base) ? base : `campo_${base}`.replace(/_+$/, '');
  return start.slice(0, MAX_KEY).replace(/_+$/, '');
}

function uniqueChave(wanted: string, taken: Set<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = wanted.slice(0, MAX_KEY - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The chave of every field, in order: nome and email keep theirs, the others are derived
 * from their nome, the later of two equal ones getting _2, _3…
 */
export function assignChaves(fields: ReadonlyArray<{ nome: string; fixa?: FixedKey | null }>): string[] {
  const taken = new Set<string>(FIXED_KEYS);
  return fields.map((field) => {
    if (field.fixa) return field.fixa;
    const chave = uniqueChave(chaveFrom(field.nome), taken);
    taken.add(chave);
    return chave;
  });
}
