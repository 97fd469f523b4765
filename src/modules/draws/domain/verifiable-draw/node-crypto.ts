import { createHmac, hash } from 'node:crypto';
import type { DrawCrypto } from './draw-crypto';

/**
 * Synchronous node:crypto primitives. The one-shot `hash` avoids a Hash object per call,
 * which matters when the close hashes a million leaves and as many tree nodes.
 */
export const nodeDrawCrypto: DrawCrypto = {
  sha256: (data) => hash('sha256', data, 'buffer'),
  hmacSha256: (key, data) => createHmac('sha256', key).update(data).digest(),
};
