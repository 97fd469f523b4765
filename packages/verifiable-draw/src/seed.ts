import { HASH_BYTES, SEED_TAG, SERVER_SEED_BYTES } from './algorithm';
import { concatBytes, uint64BE, utf8 } from './bytes';
import type { DrawCrypto } from './draw-crypto';

/** seedCommitment = SHA-256(serverSeed), published at the close while the seed stays secret. */
export async function seedCommitment(serverSeed: Uint8Array, crypto: DrawCrypto): Promise<Uint8Array> {
  if (serverSeed.length !== SERVER_SEED_BYTES) throw new Error('a semente do servidor deve ter 32 bytes');
  return crypto.sha256(serverSeed);
}

/**
 * drawSeed = SHA-256(utf8("sorteios-seed-v1") || 0x00 || serverSeed || merkleRoot
 *                    || uint64BE(entrantCount) || utf8(publicValue))
 * publicValue is the canonical string of the public randomness, or nothing at all without it.
 */
export async function drawSeed(
  args: { serverSeed: Uint8Array; merkleRoot: Uint8Array; entrantCount: number; publicValue: string | null },
  crypto: DrawCrypto,
): Promise<Uint8Array> {
  if (args.serverSeed.length !== SERVER_SEED_BYTES) throw new Error('a semente do servidor deve ter 32 bytes');
  if (args.merkleRoot.length !== HASH_BYTES) throw new Error('a raiz deve ter 32 bytes');
  return crypto.sha256(
    concatBytes(
      SEED_TAG,
      Uint8Array.of(0),
      args.serverSeed,
      args.merkleRoot,
      uint64BE(args.entrantCount),
      args.publicValue === null ? new Uint8Array(0) : utf8(args.publicValue),
    ),
  );
}
