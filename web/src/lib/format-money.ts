import { formatNumber } from './format-number';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** An amount in BRL cents as people read it: 2990 → "R$ 29,90". */
export function formatBrlCents(cents: number): string {
  return brl.format(cents / 100);
}

/** A whole number with pt-BR grouping: 1000000 → "1.000.000". */
export function formatCount(value: number): string {
  return formatNumber(value);
}
