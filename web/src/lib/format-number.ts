// One formatter per style for the whole SPA: Intl instances are costly to build, and every
// screen then writes numbers alike (pt-BR: "1.234", "12,5%").
const integer = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** A count with pt-BR grouping: 1234 → "1.234". */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** A ratio from 0 to 1 as a percentage: 0.125 → "12,5%". */
export function formatPercent(ratio: number): string {
  return percent.format(ratio);
}
