import { HASH_BYTES, LEAF_PREFIX, NODE_PREFIX } from './algorithm';
import { concatBytes, equalBytes } from './bytes';
import type { DrawCrypto } from './draw-crypto';

/*
 * An append-only Merkle log as RFC 9162 (Certificate Transparency 2.0) § 2.1 defines it:
 *   MTH({d0})  = SHA-256(0x00 || d0)
 *   MTH(D[n])  = SHA-256(0x01 || MTH(D[0:k]) || MTH(D[k:n])), k the largest power of 2 below n
 * so that any tree is provably an extension of every smaller one (consistency proofs), and
 * any leaf provably in it (inclusion proofs). Unlike the v1 entrant tree (merkle.ts, an odd
 * node promoted), the shape of the first m leaves never changes as the log grows.
 */

type Hash = Uint8Array;
/** A synchronous SHA-256, for the side that keeps the log (the server appends on every entry). */
export type Sha256 = (data: Uint8Array) => Uint8Array;

/** k in the definition above: the largest power of two strictly below n (n ≥ 2). */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

const isPowerOfTwo = (n: number) => n > 0 && 2 ** Math.round(Math.log2(n)) === n;

/** The hash of one leaf: SHA-256(0x00 || leaf input). */
export const logLeafHash = (leafInput: Uint8Array, sha256: Sha256): Hash => sha256(concatBytes(Uint8Array.of(LEAF_PREFIX), leafInput));

const logNodeHash = (left: Hash, right: Hash, sha256: Sha256): Hash => sha256(concatBytes(Uint8Array.of(NODE_PREFIX), left, right));

/** Reads the stored hash of the aligned block of 2^level leaves that starts at leaf index·2^level. */
export type LogNodeSource = (level: number, index: number) => Hash;

/**
 * The RFC 9162 computations over stored complete subtrees: level h holds the roots of the
 * aligned blocks of 2^h leaves that are full. A root or a proof for any size up to `size`
 * reads O(log N) of them, so nothing is ever hashed twice. Where the blocks live (memory,
 * a store) is the caller's: `nodesNeeded` says which ones a computation reads, so a store can
 * fetch them all at once before running it.
 */
export class LogTree {
  constructor(
    readonly size: number,
    private readonly node: LogNodeSource,
    private readonly sha256: Sha256,
  ) {}

  /** The hash of leaf `index` (level 0). */
  leafHash(index: number): Hash {
    if (!Number.isSafeInteger(index) || index < 0 || index >= this.size) throw new RangeError('índice fora do registro');
    return this.node(0, index);
  }

  /** MTH of the first `size` leaves (the whole tree by default). The empty tree's is SHA-256(""). */
  root(size = this.size): Hash {
    this.assertSize(size);
    return size === 0 ? this.sha256(new Uint8Array(0)) : this.rangeHash(0, size);
  }

  /** PATH(index, D[size]) of RFC 9162 § 2.1.3.1: the audit path from leaf `index` to the root of the first `size` leaves. */
  inclusionProof(index: number, size = this.size): Hash[] {
    this.assertSize(size);
    if (!Number.isSafeInteger(index) || index < 0 || index >= size) throw new RangeError('índice fora do registro');
    const proof: Hash[] = [];
    let start = 0;
    let end = size;
    // Walks down from the root; the sibling of each step is added, then the list is reversed (leaf first).
    while (end - start > 1) {
      const k = splitPoint(end - start);
      if (index < start + k) {
        proof.push(this.rangeHash(start + k, end));
        end = start + k;
      } else {
        proof.push(this.rangeHash(start, start + k));
        start += k;
      }
    }
    return proof.reverse();
  }

  /** PROOF(first, D[second]) of RFC 9162 § 2.1.4.1, for 0 < first ≤ second ≤ size; empty when first = second. */
  consistencyProof(first: number, second = this.size): Hash[] {
    this.assertSize(second);
    if (!Number.isSafeInteger(first) || first < 1 || first > second) throw new RangeError('tamanhos fora do registro');
    const proof: Hash[] = [];
    let m = first;
    let start = 0;
    let end = second;
    let whole = true;
    // SUBPROOF(m, D[start:end], whole), unrolled: the hashes are found root-first, so reversed at the end.
    while (m !== end - start) {
      const k = splitPoint(end - start);
      if (m <= k) {
        proof.push(this.rangeHash(start + k, end));
        end = start + k;
      } else {
        proof.push(this.rangeHash(start, start + k));
        m -= k;
        start += k;
        whole = false;
      }
    }
    if (!whole) proof.push(this.rangeHash(start, end));
    return proof.reverse();
  }

  /**
   * MTH(D[start:end]). The RFC's splits only ever ask for ranges whose start is a multiple of
   * the largest power of two that fits in them, so each range is a stored block or splits into one and a smaller range.
   */
  private rangeHash(start: number, end: number): Hash {
    const width = end - start;
    if (isPowerOfTwo(width)) return this.node(Math.log2(width), start / width);
    const k = splitPoint(width);
    return logNodeHash(this.rangeHash(start, start + k), this.rangeHash(start + k, end), this.sha256);
  }

  private assertSize(size: number): void {
    if (!Number.isSafeInteger(size) || size < 0 || size > this.size) throw new RangeError('tamanho maior que o registro');
  }
}

/** The stored blocks (level, index) that `compute` reads from a tree of `size` leaves, found by a dry run. */
export function nodesNeeded(size: number, compute: (tree: LogTree) => unknown): Array<[level: number, index: number]> {
  const seen = new Map<string, [number, number]>();
  const dummy = new Uint8Array(HASH_BYTES);
  compute(
    new LogTree(
      size,
      (level, index) => {
        seen.set(`${level}:${index}`, [level, index]);
        return dummy;
      },
      () => dummy,
    ),
  );
  return [...seen.values()];
}

/**
 * The blocks an append completes: appending leaf `index` fills the block of level h whenever
 * the index's h lowest bits are all ones; each new block is H(0x01 || left || right) of the two
 * below it. `leftOf(level, i)` reads block i of that level (always an earlier, stored one).
 * Returns the new blocks, lowest level first (the leaf itself at level 0).
 */
export function appendedNodes(index: number, leafHash: Hash, leftOf: LogNodeSource, sha256: Sha256): Array<{ level: number; index: number; hash: Hash }> {
  const written = [{ level: 0, index, hash: leafHash }];
  let current = leafHash;
  for (let level = 0, i = index; i % 2 === 1; level++, i = (i - 1) / 2) {
    current = logNodeHash(leftOf(level, i - 1), current, sha256);
    written.push({ level: level + 1, index: (i - 1) / 2, hash: current });
  }
  return written;
}

/** The left siblings appendedNodes will read for leaf `index`. */
export function appendReads(index: number): Array<[level: number, index: number]> {
  const reads: Array<[number, number]> = [];
  for (let level = 0, i = index; i % 2 === 1; level++, i = (i - 1) / 2) reads.push([level, i - 1]);
  return reads;
}

/** An in-memory log (tests, benches, the reference for the stored one): every complete block kept in arrays. */
export class MerkleLog {
  private readonly levels: Hash[][] = [[]];

  constructor(private readonly sha256: Sha256) {}

  get size(): number {
    return this.levels[0].length;
  }

  /** Appends a leaf hash (logLeafHash) and returns its index. */
  append(leafHash: Hash): number {
    if (leafHash.length !== HASH_BYTES) throw new Error('a folha do registro deve ter 32 bytes');
    const index = this.size;
    for (const node of appendedNodes(index, leafHash, (level, i) => this.levels[level][i], this.sha256)) (this.levels[node.level] ??= []).push(node.hash);
    return index;
  }

  leaf(index: number): Hash {
    if (!Number.isSafeInteger(index) || index < 0 || index >= this.size) throw new RangeError('tamanho maior que o registro');
    return this.levels[0][index];
  }

  /** A read-only view of the tree as it is now. */
  tree(): LogTree {
    return new LogTree(this.size, (level, index) => this.levels[level][index], this.sha256);
  }

  root(size = this.size): Hash {
    return this.tree().root(size);
  }

  inclusionProof(index: number, size = this.size): Hash[] {
    return this.tree().inclusionProof(index, size);
  }

  consistencyProof(first: number, second = this.size): Hash[] {
    return this.tree().consistencyProof(first, second);
  }
}

const nodeHashOf = async (left: Hash, right: Hash, crypto: DrawCrypto) => crypto.sha256(concatBytes(Uint8Array.of(NODE_PREFIX), left, right));

/** RFC 9162 § 2.1.3.2: true when `proof` leads from `leafHash` at `index` to `root` of a tree of `size` leaves. */
export async function verifyLogInclusion(
  args: { leafHash: Hash; index: number; size: number; proof: readonly Hash[]; root: Hash },
  crypto: DrawCrypto,
): Promise<boolean> {
  const { index, size, proof } = args;
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = args.leafHash;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = await nodeHashOf(p, r, crypto);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      r = await nodeHashOf(r, p, crypto);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalBytes(r, args.root);
}

/** RFC 9162 § 2.1.4.2: true when the tree of `second` leaves with `secondRoot` extends the one of `first` leaves with `firstRoot`. */
export async function verifyLogConsistency(
  args: { first: number; second: number; firstRoot: Hash; secondRoot: Hash; proof: readonly Hash[] },
  crypto: DrawCrypto,
): Promise<boolean> {
  const { first, second } = args;
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second) || first < 1 || first > second) return false;
  if (first === second) return args.proof.length === 0 && equalBytes(args.firstRoot, args.secondRoot);
  if (args.proof.length === 0) return false;
  const path = isPowerOfTwo(first) ? [args.firstRoot, ...args.proof] : [...args.proof];
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = await nodeHashOf(c, fr, crypto);
      sr = await nodeHashOf(c, sr, crypto);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = await nodeHashOf(sr, c, crypto);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equalBytes(fr, args.firstRoot) && equalBytes(sr, args.secondRoot);
}
