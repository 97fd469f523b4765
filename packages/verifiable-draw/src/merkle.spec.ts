import { createHash, createHmac } from 'node:crypto';
import { toHex } from './bytes';
import { commitEntrants } from './entrant-commitment';
import { expectedSides, leafHash, MerkleTree, rootFromProof, verifyInclusion } from './merkle';
import { nodeDrawCrypto as crypto } from './node-crypto';

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const node = (l: Buffer, r: Buffer) => sha(Buffer.from([1]), l, r);
const leafFor = (i: number) => sha(Buffer.from(`folha ${i}`));

/** The definition written out by hand, level by level, to check the flat-buffer tree against. */
function naiveRoot(leaves: Buffer[]): Buffer {
  let level = leaves;
  while (level.length > 1) {
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(i + 1 < level.length ? node(level[i], level[i + 1]) : level[i]);
    level = next;
  }
  return level[0];
}

const build = (count: number) => {
  const leaves = Array.from({ length: count }, (_, i) => leafFor(i));
  return { leaves, tree: MerkleTree.build(new Uint8Array(Buffer.concat(leaves)), crypto) };
};

describe('entrant Merkle tree', () => {
  it('with one leaf, the root is the leaf itself', async () => {
    const { leaves, tree } = build(1);
    expect(toHex((await tree).root)).toBe(leaves[0].toString('hex'));
    expect((await tree).proof(0)).toEqual([]);
  });

  it('with three leaves, the last one moves up without being combined', async () => {
    const { leaves, tree } = build(3);
    expect(toHex((await tree).root)).toBe(node(node(leaves[0], leaves[1]), leaves[2]).toString('hex'));
    expect((await tree).proof(2)).toEqual([{ side: 'left', hash: node(leaves[0], leaves[1]).toString('hex') }]);
  });

  it.each([1, 2, 3, 5, 8, 13])('with %i leaves, the root matches the definition and every proof leads to it', async (count) => {
    const { leaves, tree: pending } = build(count);
    const tree = await pending;
    expect(toHex(tree.root)).toBe(naiveRoot(leaves).toString('hex'));
    for (let i = 0; i < count; i++) {
      const proof = tree.proof(i);
      expect(proof.map((s) => s.side)).toEqual(expectedSides(i, count));
      expect(await verifyInclusion({ leaf: leaves[i], index: i, count, proof, root: tree.root }, crypto)).toBe(true);
    }
  });

  it('rejects a proof with a swapped sibling', async () => {
    const { leaves, tree: pending } = build(5);
    const tree = await pending;
    const proof = tree.proof(1);
    proof[1] = { ...proof[1], hash: leafFor(99).toString('hex') };
    expect(await verifyInclusion({ leaf: leaves[1], index: 1, count: 5, proof, root: tree.root }, crypto)).toBe(false);
  });

  it('rejects a proof with a flipped side, even when the hashes are the right ones', async () => {
    const { leaves, tree: pending } = build(8);
    const tree = await pending;
    const proof = tree.proof(2).map((s, k) => (k === 0 ? { ...s, side: s.side === 'left' ? ('right' as const) : ('left' as const) } : s));
    expect(await verifyInclusion({ leaf: leaves[2], index: 2, count: 8, proof, root: tree.root }, crypto)).toBe(false);
  });

  it('does not accept a valid proof for another position or another entrant count', async () => {
    const { leaves, tree: pending } = build(8);
    const tree = await pending;
    const proof = tree.proof(4);
    expect(await rootFromProof(leaves[4], proof, crypto)).toEqual(tree.root);
    expect(await verifyInclusion({ leaf: leaves[4], index: 5, count: 8, proof, root: tree.root }, crypto)).toBe(false);
    expect(await verifyInclusion({ leaf: leaves[4], index: 4, count: 9, proof, root: tree.root }, crypto)).toBe(false);
  });

  it('builds no tree without entrants', async () => {
    await expect(MerkleTree.build(new Uint8Array(0), crypto)).rejects.toThrow('ao menos 1 folha');
    await expect(commitEntrants([], new Uint8Array(32), crypto)).rejects.toThrow('ao menos 1 inscrito');
  });
});

describe('entrant leaves', () => {
  it('follow the layout 0x00 || "sorteios-leaf-v1" || 0x00 || entryId || 0x00 || participantHash', async () => {
    const salt = Buffer.alloc(32, 7);
    const ph = createHmac('sha256', salt).update('usuário-ç').digest();
    const expected = sha(Buffer.from([0]), Buffer.from('sorteios-leaf-v1'), Buffer.from([0]), Buffer.from('inscrição-1', 'utf8'), Buffer.from([0]), ph);
    const commitment = await commitEntrants([{ entryId: 'inscrição-1', participantId: 'usuário-ç' }], salt, crypto);
    expect(toHex(commitment.participantHashes)).toBe(ph.toString('hex'));
    expect(toHex(commitment.merkleRoot)).toBe(expected.toString('hex'));
    expect(toHex(await leafHash('inscrição-1', ph, crypto))).toBe(expected.toString('hex'));
  });

  it('does not mix up short, long and accented ids when reusing buffers between entrants', async () => {
    const salt = Buffer.alloc(32, 3);
    const ids = ['a', 'é'.repeat(300), 'b', 'x'.repeat(500), 'ção', 'c'];
    const entrants = ids.map((id, i) => ({ entryId: `${id}-${i}`, participantId: id }));
    const commitment = await commitEntrants(entrants, salt, crypto);
    const leaves = entrants.map(({ entryId, participantId }) => {
      const ph = createHmac('sha256', salt).update(participantId).digest();
      return sha(Buffer.from([0]), Buffer.from('sorteios-leaf-v1'), Buffer.from([0]), Buffer.from(entryId, 'utf8'), Buffer.from([0]), ph);
    });
    expect(toHex(commitment.merkleRoot)).toBe(naiveRoot(leaves).toString('hex'));
  });

  it('changes the root when the entrant order changes', async () => {
    const salt = Buffer.alloc(32, 1);
    const entrants = [1, 2, 3].map((i) => ({ entryId: `e${i}`, participantId: `p${i}` }));
    const a = await commitEntrants(entrants, salt, crypto);
    const b = await commitEntrants([entrants[1], entrants[0], entrants[2]], salt, crypto);
    expect(toHex(a.merkleRoot)).not.toBe(toHex(b.merkleRoot));
  });
});
