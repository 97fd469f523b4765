/**
 * The two primitives the verifiable draw needs. The algorithm is written once against this
 * interface: node-crypto.ts answers synchronously (fast enough for a million leaves at the
 * close), web-crypto.ts answers with promises (the browser verifier).
 */
export type MaybePromise<T> = T | Promise<T>;

export interface DrawCrypto {
  sha256(data: Uint8Array): MaybePromise<Uint8Array>;
  hmacSha256(key: Uint8Array, data: Uint8Array): MaybePromise<Uint8Array>;
}

/** Whether the primitive answered synchronously (node-crypto) rather than with a promise (WebCrypto). */
export const isSync = <T>(value: MaybePromise<T>): value is T => !(value instanceof Promise);
