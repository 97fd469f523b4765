import { HASH_BYTES, LEAF_PREFIX, LEAF_TAG, NODE_PREFIX } from './algorithm';
import { concatBytes, equalBytes, fromHex, toHex, utf8 } from './bytes';
import { type DrawCrypto, isSync } from './draw-crypto';

/** One step from a node towards the root: the sibling and which side of the pair it sits on. */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
}

/** participantHash = HMAC-SHA256(key = salt, message = utf8(participantId)). */
export const participantHash = async (salt: Uint8Array, participantId: string, crypto: DrawCrypto) =>
  crypto.hmacSha256(salt, utf8(participantId));

/**
 * leaf = SHA-256(0x00 || "sorteios-leaf-v1" || 0x00 || utf8(entryId) || 0x00 || participantHash).
 * The leading 0x00 (0x01 for inner nodes) keeps a leaf from ever passing for a node.
 */
export async function leafHash(entryId: string, participantHashBytes: Uint8Array, crypto: DrawCrypto): Promise<Uint8Array> {
  if (participantHashBytes.length !== HASH_BYTES) throw new Error('participantHash deve ter 32 bytes');
  const zero = Uint8Array.of(LEAF_PREFIX);
  return crypto.sha256(concatBytes(zero, LEAF_TAG, zero, utf8(entryId), zero, participantHashBytes));
}

export const nodeHash = async (left: Uint8Array, right: Uint8Array, crypto: DrawCrypto) =>
  crypto.sha256(concatBytes(Uint8Array.of(NODE_PREFIX), left, right));

/** Number of nodes on each level, leaves first; an odd last node is promoted unchanged. */
export function levelSizes(count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('a árvore precisa de ao menos 1 folha');
  const sizes = [count];
  while (sizes[sizes.length - 1] > 1) sizes.push(Math.ceil(sizes[sizes.length - 1] / 2));
  return sizes;
}

/** The sides a valid proof must have for this position: it ties a proof to one index. */
export function expectedSides(index: number, count: number): Array<'left' | 'right'> {
  if (!Number.isSafeInteger(index) || index < 0 || index >= count) throw new RangeError('índice fora da árvore');
  const sides: Array<'left' | 'right'> = [];
  let i = index;
  for (const size of levelSizes(count).slice(0, -1)) {
    if (i % 2 === 1) sides.push('left');
    else if (i + 1 < size) sides.push('right');
    i = Math.floor(i / 2);
  }
  return sides;
}

/** Folds a leaf up through its proof; the caller compares the result with the root. */
export async function rootFromProof(leaf: Uint8Array, proof: readonly ProofStep[], crypto: DrawCrypto): Promise<Uint8Array> {
  let node = leaf;
  for (const step of proof) {
    const sibling = fromHex(step.hash);
    node = step.side === 'left' ? await nodeHash(sibling, node, crypto) : await nodeHash(node, sibling, crypto);
  }
  return node;
}

/** True when the proof has the shape of position `index` among `count` leaves and leads to `root`. */
export async function verifyInclusion(
  args: { leaf: Uint8Array; index: number; count: number; proof: readonly ProofStep[]; root: Uint8Array },
  crypto: DrawCrypto,
): Promise<boolean> {
  let sides: Array<'left' | 'right'>;
  try {
    sides = expectedSides(args.index, args.count);
  } catch {
    return false;
  }
  if (sides.length !== args.proof.length || sides.some((side, k) => args.proof[k].side !== side)) return false;
  return equalBytes(await rootFromProof(args.leaf, args.proof, crypto), args.root);
}

/**
 * The whole tree, each level one flat Uint8Array of 32-byte hashes: a million leaves cost
 * about 64 MB in total instead of two million small objects.
 */
export class MerkleTree {
  private constructor(private readonly levels: Uint8Array[]) {}

  /** `leaves` holds count × 32 bytes, leaf i at offset 32·i. */
  static async build(leaves: Uint8Array, crypto: DrawCrypto): Promise<MerkleTree> {
    if (leaves.length % HASH_BYTES !== 0) throw new Error('folhas devem ter 32 bytes cada');
    const sizes = levelSizes(leaves.length / HASH_BYTES);
    const levels = [leaves];
    // One scratch buffer for every inner node: each hash is awaited before it is reused.
    const scratch = new Uint8Array(1 + 2 * HASH_BYTES);
    scratch[0] = NODE_PREFIX;
    for (let k = 1; k < sizes.length; k++) {
      const below = levels[k - 1];
      const size = sizes[k];
      const level = new Uint8Array(size * HASH_BYTES);
      for (let i = 0; i < size; i++) {
        const left = 2 * i * HASH_BYTES;
        if (2 * i + 1 < sizes[k - 1]) {
          scratch.set(below.subarray(left, left + 2 * HASH_BYTES), 1);
          const node = crypto.sha256(scratch);
          level.set(isSync(node) ? node : await node, i * HASH_BYTES);
        } else {
          level.set(below.subarray(left, left + HASH_BYTES), i * HASH_BYTES);
        }
      }
      levels.push(level);
    }
    return new MerkleTree(levels);
  }

  get count(): number {
    return this.levels[0].length / HASH_BYTES;
  }

  get root(): Uint8Array {
    return this.levels[this.levels.length - 1].slice(0, HASH_BYTES);
  }

  leaf(index: number): Uint8Array {
    return this.node(0, index);
  }

  proof(index: number): ProofStep[] {
    const sides = expectedSides(index, this.count);
    const proof: ProofStep[] = [];
    let i = index;
    let s = 0;
    for (let k = 0; k < this.levels.length - 1; k++) {
      const size = this.levels[k].length / HASH_BYTES;
      if (i % 2 === 1) proof.push({ side: sides[s++], hash: toHex(this.node(k, i - 1)) });
      else if (i + 1 < size) proof.push({ side: sides[s++], hash: toHex(this.node(k, i + 1)) });
      i = Math.floor(i / 2);
    }
    return proof;
  }

  private node(level: number, index: number): Uint8Array {
    return this.levels[level].slice(index * HASH_BYTES, (index + 1) * HASH_BYTES);
  }
}
