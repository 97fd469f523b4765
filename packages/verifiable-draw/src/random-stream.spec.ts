import { createHmac } from 'node:crypto';
import { toHex } from './bytes';
import { nodeDrawCrypto as crypto } from './node-crypto';
import { HmacCounterStream, uniform, type Uint32Source } from './random-stream';

const scripted = (values: number[]) => {
  const consumed: number[] = [];
  const source: Uint32Source = {
    nextUint32: async () => {
      if (values.length === 0) throw new Error('fonte esgotada');
      const value = values.shift()!;
      consumed.push(value);
      return value;
    },
  };
  return { source, consumed };
};

describe('HMAC-SHA256 counter stream', () => {
  it('makes block c HMAC(drawSeed, c as 8 big-endian bytes) and gets eight 32-bit integers from each block', async () => {
    const seed = Buffer.alloc(32, 9);
    const stream = new HmacCounterStream(seed, crypto);
    const values: number[] = [];
    for (let k = 0; k < 9; k++) values.push(await stream.nextUint32());
    const block0 = createHmac('sha256', seed).update(Buffer.alloc(8)).digest();
    const block1 = createHmac('sha256', seed).update(Buffer.from([0, 0, 0, 0, 0, 0, 0, 1])).digest();
    expect(values.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, k) => block0.readUInt32BE(4 * k)));
    expect(values[8]).toBe(block1.readUInt32BE(0));
    expect(toHex(await new HmacCounterStream(seed, crypto).nextBlock())).toBe(block0.toString('hex'));
  });
});

describe('uniform(n) without modulo bias', () => {
  it('discards values from the limit up and uses the next one', async () => {
    // n = 3: 2^32 mod 3 = 1, so the limit is 2^32 − 1 and only 0xFFFFFFFF is rejected.
    const { source, consumed } = scripted([0xffffffff, 0xffffffff, 7]);
    expect(await uniform(3, source)).toBe(1);
    expect(consumed).toEqual([0xffffffff, 0xffffffff, 7]);
  });

  it('accepts the last value below the limit', async () => {
    const n = 10; // limit = 2^32 − 6
    const { source } = scripted([2 ** 32 - 7]);
    expect(await uniform(n, source)).toBe((2 ** 32 - 7) % n);
    const rejected = scripted([2 ** 32 - 6, 4]);
    expect(await uniform(n, rejected.source)).toBe(4);
    expect(rejected.consumed).toHaveLength(2);
  });

  it('rejects nothing with n = 2^32 and returns 0 using up one value with n = 1', async () => {
    expect(await uniform(2 ** 32, scripted([0xffffffff]).source)).toBe(0xffffffff);
    const one = scripted([0xffffffff]);
    expect(await uniform(1, one.source)).toBe(0);
    expect(one.consumed).toHaveLength(1);
  });

  it('refuses n outside [1, 2^32]', async () => {
    await expect(uniform(0, scripted([1]).source)).rejects.toThrow(RangeError);
    await expect(uniform(2 ** 32 + 1, scripted([1]).source)).rejects.toThrow(RangeError);
    await expect(uniform(2.5, scripted([1]).source)).rejects.toThrow(RangeError);
  });

  it('spreads values uniformly (chi-square with a fixed seed)', async () => {
    const n = 7;
    const draws = 70_000;
    const stream = new HmacCounterStream(Buffer.alloc(32, 42), crypto);
    const counts = new Array<number>(n).fill(0);
    for (let k = 0; k < draws; k++) counts[await uniform(n, stream)]++;
    const expected = draws / n;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 6 degrees of freedom: the 99.9th percentile is 22.46.
    expect(chiSquare).toBeLessThan(22.46);
  });
});
