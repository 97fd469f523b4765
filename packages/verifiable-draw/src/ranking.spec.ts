import { nodeDrawCrypto as crypto } from './node-crypto';
import { HmacCounterStream, type Uint32Source } from './random-stream';
import { rankCounts, rankPositions } from './ranking';

const streamFor = (byte: number) => new HmacCounterStream(new Uint8Array(32).fill(byte), crypto);

describe('draw order (partial Fisher–Yates)', () => {
  it('gives distinct positions within the range', async () => {
    const ranked = await rankPositions(1000, 50, streamFor(1));
    expect(new Set(ranked).size).toBe(50);
    expect(ranked.every((i) => Number.isInteger(i) && i >= 0 && i < 1000)).toBe(true);
  });

  it('returns a full permutation with r = N', async () => {
    const ranked = await rankPositions(20, 20, streamFor(2));
    expect([...ranked].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('is deterministic for the same seed and changes with another seed', async () => {
    const a = await rankPositions(1_000_000, 15, streamFor(3));
    expect(await rankPositions(1_000_000, 15, streamFor(3))).toEqual(a);
    expect(await rankPositions(1_000_000, 15, streamFor(4))).not.toEqual(a);
  });

  it('swaps a[i] with a[j] exactly as Fisher–Yates does', async () => {
    // uniform(4) = 2 → a = [2,1,0,3]; uniform(3) = 2 → j = 3, a = [2,3,0,1]; uniform(2) = 1 → j = 3.
    const values = [2, 2, 1];
    const source: Uint32Source = { nextUint32: async () => values.shift()! };
    expect(await rankPositions(4, 3, source)).toEqual([2, 3, 1]);
  });

  it('makes a shorter prefix the start of the longer order', async () => {
    const long = await rankPositions(500, 30, streamFor(5));
    expect(await rankPositions(500, 10, streamFor(5))).toEqual(long.slice(0, 10));
  });

  it('draws no more positions than there are entrants', async () => {
    await expect(rankPositions(3, 4, streamFor(6))).rejects.toThrow(RangeError);
  });

  it('caps winners and alternates at the number of entrants', () => {
    expect(rankCounts(100, 3, 2)).toEqual({ winners: 3, alternates: 2, total: 5 });
    expect(rankCounts(4, 3, 2)).toEqual({ winners: 3, alternates: 1, total: 4 });
    expect(rankCounts(2, 3, 2)).toEqual({ winners: 2, alternates: 0, total: 2 });
  });
});
