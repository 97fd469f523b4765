import { formatNumber, formatPercent } from './format-number';

describe('numbers in pt-BR', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(0)).toBe('0');
  });

  it('writes ratios as percentages with a decimal comma, one decimal at most', () => {
    expect(formatPercent(0.125)).toBe('12,5%');
    expect(formatPercent(1 / 3)).toBe('33,3%');
    expect(formatPercent(0)).toBe('0%');
  });
});
