/** Shown when a name has nothing that can be shown safely. */
export const ANONYMOUS_NAME = 'Participante';

const MAX_FIRST_NAME = 30;

const capitalised = (word: string) => {
  const [head = '', ...rest] = Array.from(word);
  return head.toLocaleUpperCase('pt-BR') + rest.join('');
};

/** An Instagram handle as entries from comments are named ("@username"): letters, digits, dots, underscores. */
const INSTAGRAM_HANDLE = /^@([A-Za-z0-9._]{1,30})$/u;
const HANDLE_SHOWN = 2;

/**
 * How a public list shows an entrant: first name and the initial of the last word
 * ("João da Silva" → "João S."). Words that could be an e-mail or a phone number (an @ or
 * a digit) are dropped, since people sometimes type those into the name field. An Instagram
 * handle alone ("@mariana.s", the name of an entry imported from a comment) keeps its first two
 * characters.
 */
export function maskedName(nome: string): string {
  // An entry from an Instagram comment: its first letters, enough for the commenter to find
  // themselves, not enough for a stranger to look the profile up ("@mariana.s" → "@ma***").
  const handle = INSTAGRAM_HANDLE.exec(nome.trim());
  if (handle) return `@${handle[1].slice(0, HANDLE_SHOWN)}***`;
  const words = nome
    .normalize('NFC')
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '' && !/[@\d]/u.test(word) && /\p{L}/u.test(word));
  if (words.length === 0) return ANONYMOUS_NAME;
  const first = capitalised(Array.from(words[0]).slice(0, MAX_FIRST_NAME).join(''));
  if (words.length === 1) return first;
  const initial = Array.from(words[words.length - 1]).find((c) => /\p{L}/u.test(c));
  return initial ? `${first} ${initial.toLocaleUpperCase('pt-BR')}.` : first;
}
