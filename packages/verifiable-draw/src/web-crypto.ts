import type { DrawCrypto } from './draw-crypto';

/** The part of SubtleCrypto we use, typed here so this file needs neither DOM nor Node types. */
export interface SubtleLike {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
  importKey(format: 'raw', key: Uint8Array, algorithm: { name: 'HMAC'; hash: string }, extractable: boolean, usages: string[]): Promise<unknown>;
  sign(algorithm: string, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}

const globalSubtle = (): SubtleLike => {
  const subtle = (globalThis as { crypto?: { subtle?: unknown } }).crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto (crypto.subtle) indisponível neste ambiente');
  return subtle as SubtleLike;
};

/**
 * WebCrypto primitives (browser, and Node 20's globalThis.crypto.subtle). The random stream
 * signs many counters with one key, so the imported key is kept for as long as the key
 * bytes stay the same.
 */
export function createWebDrawCrypto(subtle: SubtleLike = globalSubtle()): DrawCrypto {
  let lastKey: { hex: string; key: Promise<unknown> } | null = null;
  const importKey = (raw: Uint8Array) => {
    const hex = Array.from(raw, (b) => b.toString(16).padStart(2, '0')).join('');
    if (lastKey?.hex !== hex) {
      lastKey = { hex, key: subtle.importKey('raw', raw.slice(), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']) };
    }
    return lastKey.key;
  };
  return {
    sha256: async (data) => new Uint8Array(await subtle.digest('SHA-256', data.slice())),
    hmacSha256: async (key, data) => new Uint8Array(await subtle.sign('HMAC', await importKey(key), data.slice())),
  };
}
