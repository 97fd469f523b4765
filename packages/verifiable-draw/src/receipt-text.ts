/**
 * Why a receipt's JSON text breaks the number rule of docs/verifiable-draws.md, or null: every
 * number is an integer written in plain decimal (`1000`, never `1000.0`, `1e3` or `01000`).
 * JSON.parse reads those alike, so the rule is checked on the text, outside strings.
 */
export function receiptNumberProblem(text: string): string | null {
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      inString = true;
      continue;
    }
    if (c !== '-' && (c < '0' || c > '9')) continue;
    let end = i + 1;
    while (end < text.length && /[0-9.eE+-]/.test(text[end])) end++;
    const token = text.slice(i, end);
    if (!/^-?(0|[1-9][0-9]*)$/.test(token)) return `o número ${token} não é um inteiro escrito em decimal simples (sem fração, expoente ou zero à esquerda)`;
    i = end - 1;
  }
  return null;
}
