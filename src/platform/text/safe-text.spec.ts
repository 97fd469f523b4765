import { textProblem } from './safe-text';

describe('textProblem', () => {
  it.each(['Sorteio de Natal', 'João, Conceição e Ângela', 'Prêmio 🎁 com emoji 👩‍👩‍👧 e bandeira 🇧🇷', '中文 العربية ελληνικά', ''])('accepts printable text: %s', (text) => {
    expect(textProblem(text, false)).toBeNull();
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['an escape sequence', '\u001b[2J'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a vertical tab', 'a\u000bb'],
  ])('refuses %s, even where lines are allowed', (_what, text) => {
    expect(textProblem(text, true)).toBe('control');
  });

  it.each([
    ['a lone high surrogate', 'a\ud83d'],
    ['a lone low surrogate', '\ude00a'],
    ['halves in the wrong order', '\ude00\ud83d'],
  ])('refuses %s as malformed', (_what, text) => {
    expect(textProblem(text, true)).toBe('malformed');
  });

  it.each(['a\nb', 'a\r\nb', 'a\tb', 'a\u2028b'])('takes line breaks and tabs only where lines are allowed: %j', (text) => {
    expect(textProblem(text, true)).toBeNull();
    expect(textProblem(text, false)).toBe('line-break');
  });
});
