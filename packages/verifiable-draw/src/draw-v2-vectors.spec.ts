import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHex, toHex } from './bytes';
import { type DrawReceiptV2, runDrawV2, type SealedHead } from './draw-v2';
import { webEd25519Verify } from './log-v2';
import { nodeDrawCrypto } from './node-crypto';
import { nodeEd25519Verify } from './node-ed25519';
import { HmacCounterStream } from './random-stream';
import { rankPositions } from './ranking';
import { MerkleLog } from './transparency-log';
import { verifyReceipt } from './verify';
import { createWebDrawCrypto } from './web-crypto';

/*
 * The published vector of a version-2 draw (docs/verifiable-draws.md § V2.12): the 7-leaf log of
 * v2-registro-de-inscricoes.json sealed with its final head, one leaf withdrawn, ranked here.
 * UPDATE_TEST_VECTORS=1 rewrites the file (only after a deliberate change of version).
 */
const vectors = join(__dirname, '..', '..', '..', 'docs', 'test-vectors');
const file = join(vectors, 'v2-sorteio.json');
const log = JSON.parse(readFileSync(join(vectors, 'v2-registro-de-inscricoes.json'), 'utf8'));
const sha256 = (data: Uint8Array) => nodeDrawCrypto.sha256(data) as Uint8Array;

const input = {
  /** The log: docs/test-vectors/v2-registro-de-inscricoes.json (its leaves and its final head, signed over 7 leaves). */
  registro: 'v2-registro-de-inscricoes.json',
  /** Withdrawn before the close: leaf 3 stays in the tree, the draw skips it (N = 6). */
  excluidos: [3],
  serverSeed: toHex(Uint8Array.from({ length: 32 }, (_, i) => 0x20 + i)),
  quantidade: 2,
  suplentes: 2,
  closePosition: 40,
  drawPosition: 41,
};

async function compute() {
  const tree = new MerkleLog(sha256);
  for (const leaf of log.expected.leaves as Array<{ leaf: string }>) tree.append(fromHex(leaf.leaf));
  const head: SealedHead = { ...log.expected.finalHead, excluidos: input.excluidos };
  const lookup = async (indexes: number[]) =>
    indexes.map((index) => {
      const { entryId, participantHash, leaf } = log.expected.leaves[index];
      return { index, entryId, participantHash, leaf, inclusionProof: tree.inclusionProof(index).map(toHex) };
    });
  const receipt = await runDrawV2(
    {
      giveawayId: log.input.giveawayId,
      head,
      salt: fromHex(log.input.salt),
      serverSeed: fromHex(input.serverSeed),
      publicRandomness: null,
      quantidade: input.quantidade,
      suplentes: input.suplentes,
      closePosition: input.closePosition,
      drawPosition: input.drawPosition,
    },
    lookup,
    nodeDrawCrypto,
  );
  const rankedPositions = await rankPositions(6, 4, new HmacCounterStream(fromHex(receipt.drawSeed), nodeDrawCrypto));
  return {
    input,
    expected: {
      entrantCount: receipt.entrantCount,
      eligibleLeaves: [0, 1, 2, 4, 5, 6],
      drawSeed: receipt.drawSeed,
      rankedPositions,
      rankedIndices: [...receipt.winners, ...receipt.alternates].map((e) => e.index),
      receipt,
    },
  };
}

const keys = { [log.expected.keyId]: Buffer.from(log.expected.publicKey, 'base64') };
const failing = async (receipt: unknown) => (await verifyReceipt(receipt, nodeDrawCrypto, { logKeys: keys, ed25519: nodeEd25519Verify })).checks.filter((c) => !c.ok).map((c) => c.id);

describe('the published version-2 draw vector', () => {
  it('is what the code computes, byte for byte', async () => {
    const computed = await compute();
    if (process.env.UPDATE_TEST_VECTORS === '1') writeFileSync(file, `${JSON.stringify(computed, null, 2)}\n`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(computed);
  });

  it('maps each ranked position to the eligible leaf at that place, and verifies with node:crypto and with WebCrypto', async () => {
    const { expected } = JSON.parse(readFileSync(file, 'utf8'));
    expect(expected.rankedIndices).toEqual(expected.rankedPositions.map((k: number) => expected.eligibleLeaves[k]));
    for (const [crypto, ed25519] of [
      [nodeDrawCrypto, nodeEd25519Verify],
      [createWebDrawCrypto(), webEd25519Verify],
    ] as const) {
      const result = await verifyReceipt(expected.receipt, crypto, { logKeys: keys, ed25519 });
      expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    }
  });

  it('fails the vector once a leaf, a proof, N or the head signature is changed', async () => {
    const receipt: DrawReceiptV2 = JSON.parse(readFileSync(file, 'utf8')).expected.receipt;
    const changed = (change: (r: DrawReceiptV2) => void) => {
      const copy: DrawReceiptV2 = structuredClone(receipt);
      change(copy);
      return copy;
    };
    expect(await failing(changed((r) => (r.winners[0].leaf = log.expected.leaves[3].leaf)))).toEqual(expect.arrayContaining(['leaf:1', 'proof:1']));
    expect(await failing(changed((r) => r.alternates[1].inclusionProof.reverse()))).toEqual(['proof:4']);
    expect(await failing(changed((r) => (r.entrantCount = 7)))).toEqual(['head']);
    expect(await failing(changed((r) => (r.registro.signature = r.registro.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')))))).toEqual(['head-signature']);
  });
});
