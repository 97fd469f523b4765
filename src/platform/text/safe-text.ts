/**
 * Text people type and others read (titles, names, descriptions, answers) is stored forever in
 * events and shown, exported and mailed: a NUL or an escape sequence breaks CSVs, terminals
 * and e-mail headers, and a lone surrogate is not text at all (it cannot be encoded as UTF-8).
 */
export type TextProblem = 'malformed' | 'line-break' | 'control';

/** UTF-16 that is not well-formed: a high surrogate without its low half, or a low one alone. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Line and paragraph breaks, tab included: single-line fields take none. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
/** C0 and C1 control characters and DEL, except tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  malformed: 'O texto tem caracteres inválidos (Unicode malformado).',
  'line-break': 'Use uma única linha, sem quebras nem tabulações.',
  control: 'O texto tem caracteres de controle não permitidos.',
};

/** Why the text cannot be kept, or null. Accents, emoji and every printable script pass. */
export function textProblem(value: string, multiline: boolean): TextProblem | null {
  if (LONE_SURROGATE.test(value)) return 'malformed';
  if (CONTROL.test(value)) return 'control';
  if (!multiline && LINE_BREAK.test(value)) return 'line-break';
  return null;
}
