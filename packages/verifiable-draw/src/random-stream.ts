import { uint64BE } from './bytes';
import type { DrawCrypto } from './draw-crypto';

/** Anything that yields 32-bit unsigned integers; tests swap in a scripted source. */
export interface Uint32Source {
  nextUint32(): Promise<number>;
}

/**
 * block(c) = HMAC-SHA256(key = drawSeed, message = c as 8-byte big-endian), c = 0, 1, 2, ...
 * Each block gives eight 32-bit big-endian integers, read in order.
 */
export class HmacCounterStream implements Uint32Source {
  private counter = 0;
  private block: DataView | null = null;
  private offset = 0;

  constructor(
    private readonly drawSeed: Uint8Array,
    private readonly crypto: DrawCrypto,
  ) {}

  async nextBlock(): Promise<Uint8Array> {
    return this.crypto.hmacSha256(this.drawSeed, uint64BE(this.counter++));
  }

  async nextUint32(): Promise<number> {
    if (!this.block || this.offset === this.block.byteLength) {
      const bytes = await this.nextBlock();
      this.block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.offset = 0;
    }
    const value = this.block.getUint32(this.offset);
    this.offset += 4;
    return value;
  }
}

/**
 * A uniform integer in [0, n) without modulo bias: draws at or above the largest multiple of
 * n that fits in 2^32 are rejected and redrawn. Always consumes at least one draw, even for n = 1.
 */
export async function uniform(n: number, source: Uint32Source): Promise<number> {
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`n fora do intervalo [1, 2^32]: ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const u = await source.nextUint32();
    if (u < limit) return u % n;
  }
}
