/**
 * The username offered to an account made by an outside identity (the person changes it later
 * on their profile page): from the names the provider gave, else the e-mail's local part,
 * reduced to what a username may hold (letters, digits, `.` and `_`, 3 to 30 characters).
 */
export const USERNAME_MAX = 30;
const FALLBACK = 'pessoa';

export function usernameBase(names: { nome: string; sobrenome: string; email: string | null }): string {
  const fromNames = slug([names.nome, names.sobrenome].filter(Boolean).join('.'));
  if (fromNames.length >= 3) return fromNames.slice(0, USERNAME_MAX);
  const fromEmail = slug(names.email?.split('@')[0] ?? '');
  return (fromEmail.length >= 3 ? fromEmail : FALLBACK).slice(0, USERNAME_MAX);
}

/** The first try is the base itself; later ones end in four random digits, the base shortened to fit. */
export function usernameCandidate(base: string, attempt: number, random: Uint8Array): string {
  if (attempt === 0) return base;
  const digits = String(new DataView(random.buffer, random.byteOffset, 4).getUint32(0) % 10_000).padStart(4, '0');
  return `${base.slice(0, USERNAME_MAX - digits.length).replace(/[._]+$/, '')}${digits}`;
}

/** "João da Silva" → "joao.da.silva": accents dropped, anything else that a username cannot hold becomes a dot. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.]+/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._]+|[._]+$/g, '');
}
