import { formatBrlCents, formatCount } from './format-money';

// Intl separates "R$" from the amount with a no-break space.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money and counts in pt-BR', () => {
  it('shows cents as reais with a comma before the cents', () => {
    expect(spaced(formatBrlCents(2990))).toBe('R$ 29,90');
    expect(spaced(formatBrlCents(29900))).toBe('R$ 299,00');
    expect(spaced(formatBrlCents(0))).toBe('R$ 0,00');
  });

  it('groups thousands with dots', () => {
    expect(formatCount(1_000_000)).toBe('1.000.000');
    expect(formatCount(5)).toBe('5');
  });
});
