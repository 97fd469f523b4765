import { createHash } from 'node:crypto';
import { nodeDrawCrypto as nodeCrypto } from './node-crypto';
import { logLeafHash, MerkleLog, splitPoint, verifyLogConsistency, verifyLogInclusion } from './transparency-log';

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const hex = (h: Uint8Array) => Buffer.from(h).toString('hex');

// RFC 9162 § 2.1, written as the RFC writes it (recursion over lists), to hold the log to.
const node = (l: Uint8Array, r: Uint8Array) => sha256(Buffer.concat([Buffer.of(1), l, r]));
const mth = (d: Uint8Array[]): Uint8Array => {
  if (d.length === 0) return sha256(new Uint8Array(0));
  if (d.length === 1) return d[0];
  const k = splitPoint(d.length);
  return node(mth(d.slice(0, k)), mth(d.slice(k)));
};
const path = (m: number, d: Uint8Array[]): Uint8Array[] => {
  if (d.length === 1) return [];
  const k = splitPoint(d.length);
  return m < k ? [...path(m, d.slice(0, k)), mth(d.slice(k))] : [...path(m - k, d.slice(k)), mth(d.slice(0, k))];
};
const subproof = (m: number, d: Uint8Array[], b: boolean): Uint8Array[] => {
  if (m === d.length) return b ? [] : [mth(d)];
  const k = splitPoint(d.length);
  return m <= k ? [...subproof(m, d.slice(0, k), b), mth(d.slice(k))] : [...subproof(m - k, d.slice(k), false), mth(d.slice(0, k))];
};

const leaves = Array.from({ length: 64 }, (_, i) => logLeafHash(new TextEncoder().encode(`entrada-${i}`), sha256));
const log = new MerkleLog(sha256);
leaves.forEach((leaf) => log.append(leaf));

describe('the RFC 9162 entry log', () => {
  it('hashes a leaf as SHA-256(0x00 || input), and the empty tree as SHA-256 of nothing', () => {
    expect(hex(logLeafHash(Uint8Array.of(0xab), sha256))).toBe(createHash('sha256').update(Buffer.of(0, 0xab)).digest('hex'));
    expect(hex(new MerkleLog(sha256).root())).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('gives the Merkle Tree Hash of the RFC for every size from 1 to 64', () => {
    for (let n = 1; n <= 64; n++) expect(hex(log.root(n))).toBe(hex(mth(leaves.slice(0, n))));
  });

  it('gives the RFC audit path for every leaf of every size up to 64, and each one verifies', async () => {
    for (let n = 1; n <= 64; n++) {
      const root = log.root(n);
      for (let m = 0; m < n; m++) {
        const proof = log.inclusionProof(m, n);
        expect(proof.map(hex)).toEqual(path(m, leaves.slice(0, n)).map(hex));
        expect(await verifyLogInclusion({ leafHash: leaves[m], index: m, size: n, proof, root }, nodeCrypto)).toBe(true);
      }
    }
  });

  it('gives the RFC consistency proof between every pair of sizes up to 64, and each one verifies', async () => {
    for (let n = 1; n <= 64; n++) {
      for (let m = 1; m <= n; m++) {
        const proof = log.consistencyProof(m, n);
        expect(proof.map(hex)).toEqual(subproof(m, leaves.slice(0, n), true).map(hex));
        expect(await verifyLogConsistency({ first: m, second: n, firstRoot: log.root(m), secondRoot: log.root(n), proof }, nodeCrypto)).toBe(true);
      }
    }
  });

  it('refuses an inclusion proof for another leaf, index or size, or with a changed or missing step', async () => {
    const n = 45;
    const root = log.root(n);
    const proof = log.inclusionProof(13, n);
    const ok = (args: Partial<Parameters<typeof verifyLogInclusion>[0]>) =>
      verifyLogInclusion({ leafHash: leaves[13], index: 13, size: n, proof, root, ...args }, nodeCrypto);
    expect(await ok({})).toBe(true);
    expect(await ok({ leafHash: leaves[14] })).toBe(false);
    expect(await ok({ index: 12 })).toBe(false);
    // The size is bound by the signed tree head, which names the size with its root: here a
    // size whose tree puts leaf 13 elsewhere in the path's shape.
    expect(await ok({ size: 14 })).toBe(false);
    expect(await ok({ index: 45 })).toBe(false);
    expect(await ok({ proof: proof.slice(1) })).toBe(false);
    expect(await ok({ proof: [...proof, leaves[0]] })).toBe(false);
    const changed = proof.map((h) => h.slice());
    changed[2][0] ^= 1;
    expect(await ok({ proof: changed })).toBe(false);
  });

  it('refuses a consistency proof whose older tree was rewritten, or that is empty between two sizes', async () => {
    const proof = log.consistencyProof(20, 50);
    const ok = (args: Partial<Parameters<typeof verifyLogConsistency>[0]>) =>
      verifyLogConsistency({ first: 20, second: 50, firstRoot: log.root(20), secondRoot: log.root(50), proof, ...args }, nodeCrypto);
    expect(await ok({})).toBe(true);
    // An operator who dropped entry 7 and rebuilt: the new tree is not an extension of the old.
    const rewritten = new MerkleLog(sha256);
    leaves.slice(0, 50).forEach((leaf, i) => rewritten.append(i === 7 ? leaves[63] : leaf));
    expect(await ok({ secondRoot: rewritten.root(50), proof: rewritten.consistencyProof(20, 50) })).toBe(false);
    expect(await ok({ first: 21 })).toBe(false);
    expect(await ok({ proof: [] })).toBe(false);
    expect(await ok({ first: 0 })).toBe(false);
    expect(await verifyLogConsistency({ first: 8, second: 8, firstRoot: log.root(8), secondRoot: log.root(8), proof: [] }, nodeCrypto)).toBe(true);
  });

  it('refuses sizes beyond the log and leaves that are not 32 bytes', () => {
    expect(() => log.root(65)).toThrow(RangeError);
    expect(() => log.inclusionProof(64, 64)).toThrow(RangeError);
    expect(() => log.consistencyProof(0, 10)).toThrow(RangeError);
    expect(() => new MerkleLog(sha256).append(new Uint8Array(31))).toThrow('32 bytes');
  });
});
