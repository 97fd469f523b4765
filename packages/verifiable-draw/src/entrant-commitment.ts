import { HASH_BYTES, LEAF_PREFIX, LEAF_TAG, MAX_ENTRANTS, SALT_BYTES } from './algorithm';
import { maxUtf8Length, utf8Into } from './bytes';
import { type DrawCrypto, isSync } from './draw-crypto';
import { MerkleTree } from './merkle';

/** One entry as the close sees it; participantId never leaves this module unhashed. */
export interface Entrant {
  entryId: string;
  participantId: string;
}

export interface EntrantCommitment {
  entrantCount: number;
  merkleRoot: Uint8Array;
  tree: MerkleTree;
  /** count × 32 bytes; entry i's participantHash at offset 32·i. */
  participantHashes: Uint8Array;
}

const LEAF_HEAD = Uint8Array.of(LEAF_PREFIX, ...LEAF_TAG, 0x00);

/**
 * Hashes every participant and entry into leaves (in the given order) and builds the tree.
 * Works in flat buffers so a million entrants stay within a few tens of megabytes.
 */
export async function commitEntrants(entrants: readonly Entrant[], salt: Uint8Array, crypto: DrawCrypto): Promise<EntrantCommitment> {
  const count = entrants.length;
  if (count < 1) throw new RangeError('o sorteio precisa de ao menos 1 inscrito');
  if (count > MAX_ENTRANTS) throw new RangeError('inscritos demais para o algoritmo (máximo 2^32)');
  if (salt.length !== SALT_BYTES) throw new Error('o sal deve ter 32 bytes');
  const participantHashes = new Uint8Array(count * HASH_BYTES);
  const leaves = new Uint8Array(count * HASH_BYTES);
  // Two scratch buffers reused for every entrant: the HMAC's message and the leaf's.
  let participant = new Uint8Array(128);
  let leafInput = new Uint8Array(256);
  leafInput.set(LEAF_HEAD);
  for (let i = 0; i < count; i++) {
    const { entryId, participantId } = entrants[i];
    if (participant.length < maxUtf8Length(participantId)) participant = new Uint8Array(maxUtf8Length(participantId));
    const participantLength = utf8Into(participantId, participant, 0);
    // Awaiting a plain value still costs a microtask: a million entrants notice.
    const hmac = crypto.hmacSha256(salt, participant.subarray(0, participantLength));
    const ph = isSync(hmac) ? hmac : await hmac;
    participantHashes.set(ph, i * HASH_BYTES);
    const room = LEAF_HEAD.length + maxUtf8Length(entryId) + 1 + HASH_BYTES;
    if (leafInput.length < room) {
      leafInput = new Uint8Array(room);
      leafInput.set(LEAF_HEAD);
    }
    const idEnd = LEAF_HEAD.length + utf8Into(entryId, leafInput, LEAF_HEAD.length);
    leafInput[idEnd] = 0x00;
    leafInput.set(ph, idEnd + 1);
    const leaf = crypto.sha256(leafInput.subarray(0, idEnd + 1 + HASH_BYTES));
    leaves.set(isSync(leaf) ? leaf : await leaf, i * HASH_BYTES);
  }
  const tree = await MerkleTree.build(leaves, crypto);
  return { entrantCount: count, merkleRoot: tree.root, tree, participantHashes };
}
