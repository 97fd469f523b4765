import { uniform, type Uint32Source } from './random-stream';

/**
 * The first `r` positions of a Fisher–Yates shuffle of 0..count−1: for i = 0..r−1,
 * j = i + uniform(count − i), swap(a[i], a[j]). Only swapped slots are stored, so memory is
 * O(r) whatever the entrant count.
 */
export async function rankPositions(count: number, r: number, source: Uint32Source): Promise<number[]> {
  if (!Number.isSafeInteger(r) || r < 0 || r > count) throw new RangeError('r deve estar entre 0 e o número de inscritos');
  const moved = new Map<number, number>();
  const at = (k: number) => moved.get(k) ?? k;
  const ranked: number[] = [];
  for (let i = 0; i < r; i++) {
    const j = i + (await uniform(count - i, source));
    const picked = at(j);
    moved.set(j, at(i));
    ranked.push(picked);
  }
  return ranked;
}

/** How many winners and alternates a draw over `count` entrants actually yields. */
export function rankCounts(count: number, quantidade: number, suplentes: number) {
  const winners = Math.min(quantidade, count);
  const alternates = Math.min(suplentes, count - winners);
  return { winners, alternates, total: winners + alternates };
}
