import { hash } from 'node:crypto';
import type { DrawCrypto } from './draw-crypto';

const BLOCK_BYTES = 64;

/**
 * SHA-256 through the one-shot `hash`, read back as a 'binary' (latin1) string, one byte per
 * character, into a small Uint8Array (kept on V8's heap). A Buffer made on the C++ side costs
 * about 1 µs, three times the hash of a leaf, and a close hashes three million times.
 */
function sha256(data: Uint8Array): Uint8Array {
  const digest = hash('sha256', data, 'binary');
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = digest.charCodeAt(i);
  return out;
}

type KeyedHmac = (data: Uint8Array) => Uint8Array;
/** The last key's pads: a close uses one salt for every entrant. Compared by value, as a caller may reuse an array. */
let last: { key: Buffer; hmac: KeyedHmac } | null = null;

/**
 * HMAC-SHA256 exactly as RFC 2104 defines it, H((K ⊕ opad) || H((K ⊕ ipad) || m)), with the
 * key's pads worked out once per key: createHmac builds a key object on every call, which was
 * most of a million-entrant close (the salt is one key for all of them). Checked against
 * node:crypto's createHmac in node-crypto.spec.ts.
 */
function keyedHmac(key: Uint8Array): KeyedHmac {
  const k = key.length > BLOCK_BYTES ? sha256(key) : key;
  const innerPad = Buffer.alloc(BLOCK_BYTES, 0x36);
  const outer = Buffer.alloc(BLOCK_BYTES + 32, 0x5c);
  for (let i = 0; i < k.length; i++) {
    innerPad[i] ^= k[i];
    outer[i] ^= k[i];
  }
  let inner = Buffer.allocUnsafe(BLOCK_BYTES + 64);
  innerPad.copy(inner);
  return (data) => {
    if (inner.length < BLOCK_BYTES + data.length) {
      inner = Buffer.allocUnsafe(BLOCK_BYTES + data.length * 2);
      innerPad.copy(inner);
    }
    inner.set(data, BLOCK_BYTES);
    outer.write(hash('sha256', inner.subarray(0, BLOCK_BYTES + data.length), 'binary'), BLOCK_BYTES, 32, 'binary');
    return sha256(outer);
  };
}

/** Synchronous node:crypto primitives, fast enough for a million leaves and as many tree nodes. */
export const nodeDrawCrypto: DrawCrypto = {
  sha256,
  hmacSha256: (key, data) => {
    if (!last || !last.key.equals(key)) last = { key: Buffer.from(key), hmac: keyedHmac(key) };
    return last.hmac(data);
  },
};
