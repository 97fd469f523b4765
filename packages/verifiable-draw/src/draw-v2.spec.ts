import { generateKeyPairSync, sign } from 'node:crypto';
import { concatBytes, toHex } from './bytes';
import { type DrawReceiptV2, eligibleLeafIndex, rankSealedLog, runDrawV2, type SealedHead } from './draw-v2';
import { logKeyId, logLeafV2, logParticipantHash, treeHeadMessage } from './log-v2';
import { MerkleTree } from './merkle';
import { nodeDrawCrypto } from './node-crypto';
import { nodeEd25519Verify } from './node-ed25519';
import { HmacCounterStream } from './random-stream';
import { rankPositions } from './ranking';
import { drawSeed } from './seed';
import { MerkleLog } from './transparency-log';
import { verifyReceipt } from './verify';
import { verifyDrawReceiptV2 } from './verify-draw-v2';
import { createWebDrawCrypto } from './web-crypto';

const sha256 = (data: Uint8Array) => nodeDrawCrypto.sha256(data) as Uint8Array;
const bytes = (start: number) => Uint8Array.from({ length: 32 }, (_, i) => (start + i) % 256);
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const rawKey = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));

/** A sealed log of `size` entrants, its signed head and a lookup of its leaves, as the server keeps them. */
async function sealedLog(size: number, excluidos: number[]) {
  const salt = bytes(0x40);
  const log = new MerkleLog(sha256);
  const entries: Array<{ entryId: string; participantHash: string }> = [];
  for (let i = 0; i < size; i++) {
    const participantHash = await logParticipantHash(salt, `usuario-${i}`, nodeDrawCrypto);
    log.append(await logLeafV2(`inscricao-${i}`, participantHash, nodeDrawCrypto));
    entries.push({ entryId: `inscricao-${i}`, participantHash: toHex(participantHash) });
  }
  const keyId = await logKeyId(rawKey, nodeDrawCrypto);
  const unsigned = { giveawayId: 'sorteio-v2', treeSize: size, root: toHex(log.root()), time: '2026-01-20T12:00:00.000Z' };
  const head: SealedHead = { ...unsigned, signature: toHex(sign(null, treeHeadMessage(unsigned), privateKey)), keyId, excluidos };
  const looked: number[][] = [];
  const lookup = async (indexes: number[]) => {
    looked.push(indexes);
    return indexes.map((index) => ({ index, ...entries[index], leaf: toHex(log.leaf(index)), inclusionProof: log.inclusionProof(index).map(toHex) }));
  };
  return { salt, head, lookup, looked, keys: { [keyId]: rawKey } };
}

async function drawn(size = 12, excluidos = [1, 4, 5], quantidade = 3, suplentes = 2) {
  const log = await sealedLog(size, excluidos);
  const receipt = await runDrawV2(
    { giveawayId: 'sorteio-v2', head: log.head, salt: log.salt, serverSeed: bytes(0x10), publicRandomness: null, quantidade, suplentes, closePosition: 40, drawPosition: 50 },
    log.lookup,
    nodeDrawCrypto,
  );
  return { ...log, receipt };
}

const failing = async (receipt: unknown, keys: Record<string, Uint8Array>) =>
  (await verifyDrawReceiptV2(receipt, nodeDrawCrypto, { logKeys: keys, ed25519: nodeEd25519Verify })).checks.filter((c) => !c.ok);
const copy = (r: DrawReceiptV2): DrawReceiptV2 => JSON.parse(JSON.stringify(r));

describe('the version-2 draw over the sealed log', () => {
  it('maps the k-th eligible leaf past every excluded index at or before it', () => {
    const excluidos = [0, 2, 3, 7];
    const eligible = Array.from({ length: 10 }, (_, i) => i).filter((i) => !excluidos.includes(i));
    expect(eligible.map((_, k) => eligibleLeafIndex(k, excluidos))).toEqual(eligible);
  });

  it('ranks with version 1 seed, stream and Fisher–Yates over N = treeSize − excluded, never drawing an excluded leaf', async () => {
    const root = bytes(0x20);
    const serverSeed = bytes(0x10);
    const excluidos = [1, 4, 5];
    const ranked = await rankSealedLog({ serverSeed, root, treeSize: 12, excluidos, publicValue: null, quantidade: 5, suplentes: 4 }, nodeDrawCrypto);
    const seed = await drawSeed({ serverSeed, merkleRoot: root, entrantCount: 9, publicValue: null }, nodeDrawCrypto);
    const positions = await rankPositions(9, 9, new HmacCounterStream(seed, nodeDrawCrypto));
    expect(ranked.entrantCount).toBe(9);
    expect(toHex(ranked.drawSeed)).toBe(toHex(seed));
    expect([...ranked.winners, ...ranked.alternates]).toEqual(positions.map((k) => [0, 2, 3, 6, 7, 8, 9, 10, 11][k]));
    expect([...ranked.winners, ...ranked.alternates].some((i) => excluidos.includes(i))).toBe(false);
  });

  it("gives the RFC 9162 root that § 1's pairing (odd node promoted) gives over the same leaves, so the public list's root check serves both versions", async () => {
    for (let n = 1; n <= 70; n++) {
      const leaves = Array.from({ length: n }, (_, i) => sha256(Uint8Array.of(i, n)));
      const log = new MerkleLog(sha256);
      for (const leaf of leaves) log.append(leaf);
      expect(toHex((await MerkleTree.build(concatBytes(...leaves), nodeDrawCrypto)).root)).toBe(toHex(log.root()));
    }
  });

  it('looks up only the ranked leaves, once', async () => {
    const { receipt, looked } = await drawn(12, [1, 4, 5], 3, 2);
    expect(looked).toEqual([[...receipt.winners, ...receipt.alternates].map((e) => e.index)]);
    expect(receipt).toMatchObject({ version: 2, entrantCount: 9, merkleRoot: receipt.registro.root, registro: { treeSize: 12, excluidos: [1, 4, 5] } });
  });

  it('verifies its own receipt with node:crypto and with WebCrypto, through verifyReceipt too', async () => {
    const { receipt, keys } = await drawn();
    expect(await failing(receipt, keys)).toEqual([]);
    const web = await verifyReceipt(receipt, createWebDrawCrypto(), { logKeys: keys });
    expect(web.checks.filter((c) => !c.ok)).toEqual([]);
    expect(web.checks.map((c) => c.id)).toEqual(expect.arrayContaining(['head-signature', 'head', 'draw-seed', 'leaf:1', 'proof:1', 'ranking', 'replacements']));
  });

  it('fails a receipt checked without the log key: nothing else shows the head is the platform’s', async () => {
    const { receipt } = await drawn();
    expect(await failing(receipt, {})).toEqual([expect.objectContaining({ id: 'head-signature', detail: expect.stringContaining('não está entre as chaves') })]);
    const noKeys = await verifyDrawReceiptV2(receipt, nodeDrawCrypto);
    expect(noKeys.checks.find((c) => c.id === 'head-signature')).toMatchObject({ ok: false, detail: expect.stringContaining('nenhuma chave pública do registro') });
  });

  it('fails an altered leaf', async () => {
    const { receipt, keys } = await drawn();
    const forged = copy(receipt);
    forged.winners[0].participantHash = 'ab'.repeat(32);
    expect(await failing(forged, keys)).toEqual([expect.objectContaining({ id: 'leaf:1', detail: expect.stringContaining('diferente da folha listada') })]);
  });

  it('fails a leaf swapped for another real one of the log (its own proof verifies): the ranking says so', async () => {
    const { receipt, keys, lookup } = await drawn();
    const forged = copy(receipt);
    const unranked = [0, 2, 3, 6, 7, 8, 9, 10, 11].find((i) => ![...receipt.winners, ...receipt.alternates].some((e) => e.index === i))!;
    forged.winners[0] = { rank: 1, ...(await lookup([unranked]))[0] };
    expect((await failing(forged, keys)).map((c) => c.id)).toEqual(['ranking']);
  });

  it('fails a wrong inclusion proof', async () => {
    const { receipt, keys } = await drawn();
    const forged = copy(receipt);
    forged.alternates[0].inclusionProof[0] = 'cd'.repeat(32);
    expect(await failing(forged, keys)).toEqual([expect.objectContaining({ id: 'proof:4', detail: expect.stringContaining('não leva à raiz selada') })]);
    const shortened = copy(receipt);
    shortened.winners[1].inclusionProof.pop();
    expect((await failing(shortened, keys)).map((c) => c.id)).toEqual(['proof:2']);
  });

  it('fails a wrong N, whether the count or the excluded list was changed', async () => {
    const { receipt, keys } = await drawn();
    const count = copy(receipt);
    count.entrantCount = 10;
    expect(await failing(count, keys)).toEqual([expect.objectContaining({ id: 'head', detail: expect.stringContaining('entrantCount deveria ser 9') })]);
    // One exclusion fewer: N and the head agree again, but the signature, the seed and the ranking do not.
    const excluded = copy(receipt);
    excluded.registro.excluidos = [1, 4];
    excluded.entrantCount = 10;
    expect((await failing(excluded, keys)).map((c) => c.id)).toEqual(expect.arrayContaining(['draw-seed', 'ranking']));
    const unsorted = copy(receipt);
    unsorted.registro.excluidos = [4, 1, 5];
    expect(await failing(unsorted, keys)).toEqual([expect.objectContaining({ id: 'head', detail: 'excluidos deve estar em ordem crescente, sem repetições' })]);
  });

  it('fails an altered head signature, or a head moved to another size or time', async () => {
    const { receipt, keys } = await drawn();
    const forged = copy(receipt);
    forged.registro.signature = (forged.registro.signature.startsWith('00') ? '11' : '00') + forged.registro.signature.slice(2);
    expect(await failing(forged, keys)).toEqual([expect.objectContaining({ id: 'head-signature', detail: expect.stringContaining('a assinatura não confere') })]);
    const later = copy(receipt);
    later.registro.time = '2026-01-21T12:00:00.000Z';
    expect((await failing(later, keys)).map((c) => c.id)).toEqual(['head-signature']);
  });

  it('fails a winner reordered, and a seed other than the committed one', async () => {
    const { receipt, keys } = await drawn();
    const swapped = copy(receipt);
    [swapped.winners[0], swapped.winners[1]] = [{ ...swapped.winners[1], rank: 1 }, { ...swapped.winners[0], rank: 2 }];
    expect((await failing(swapped, keys)).map((c) => c.id)).toEqual(['ranking']);
    const seed = copy(receipt);
    seed.serverSeed = toHex(bytes(0x99));
    expect((await failing(seed, keys)).map((c) => c.id)).toEqual(expect.arrayContaining(['seed-commitment', 'draw-seed']));
  });

  it('refuses a version-2 receipt whose winners carry version 1 proofs, in Portuguese', async () => {
    const { receipt, keys } = await drawn();
    const forged = copy(receipt) as unknown as { winners: Array<Record<string, unknown>> };
    forged.winners[0] = { ...forged.winners[0], proof: [], inclusionProof: undefined };
    expect(await failing(forged, keys)).toEqual([expect.objectContaining({ id: 'format', detail: 'winners[0].inclusionProof deve ser uma lista de hashes de 32 bytes em hexadecimal' })]);
  });
});
