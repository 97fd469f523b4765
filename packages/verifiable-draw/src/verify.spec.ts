import { createHash } from 'node:crypto';
import { runDraw, type DrawInput } from './draw';
import { nodeDrawCrypto } from './node-crypto';
import type { Receipt } from './receipt';
import { verifyParticipantInclusion, verifyReceipt } from './verify';
import { createWebDrawCrypto } from './web-crypto';

const bytes = (label: string) => createHash('sha256').update(label).digest();
const webCrypto = createWebDrawCrypto();

const input = (overrides: Partial<DrawInput> = {}): DrawInput => ({
  giveawayId: 'sorteio-teste',
  entrants: Array.from({ length: 23 }, (_, i) => ({ entryId: `inscricao-${i}`, participantId: `usuario-${i}` })),
  salt: bytes('sal'),
  serverSeed: bytes('semente'),
  publicRandomness: null,
  quantidade: 3,
  suplentes: 2,
  closePosition: 10,
  drawPosition: 42,
  ...overrides,
});

const drand = {
  source: 'drand' as const,
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  round: 1234567,
  signature: 'aa'.repeat(48),
  randomness: createHash('sha256').update(Buffer.from('aa'.repeat(48), 'hex')).digest('hex'),
};

const honest = async (overrides: Partial<DrawInput> = {}) => (await runDraw(input(overrides), nodeDrawCrypto)).receipt;
const clone = (receipt: Receipt): Receipt => JSON.parse(JSON.stringify(receipt));
const failing = async (receipt: unknown) => (await verifyReceipt(receipt, nodeDrawCrypto)).checks.filter((c) => !c.ok).map((c) => c.id);
const flipHex = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);

describe('receipt verification', () => {
  it('accepts an honest receipt, with Node and with WebCrypto', async () => {
    const receipt = await honest();
    for (const crypto of [nodeDrawCrypto, webCrypto]) {
      const result = await verifyReceipt(receipt, nodeDrawCrypto);
      expect(result.checks.filter((c) => !c.ok)).toEqual([]);
      expect(result.ok).toBe(true);
    }
    expect(receipt.winners.map((w) => w.rank)).toEqual([1, 2, 3]);
    expect(receipt.alternates.map((w) => w.rank)).toEqual([4, 5]);
    expect(receipt.guarantee).toBe('operator-trusted-at-close');
  });

  it('produces exactly the same receipt with Node and with WebCrypto', async () => {
    for (const publicRandomness of [null, drand]) {
      const viaNode = await runDraw(input({ publicRandomness }), nodeDrawCrypto);
      const viaWeb = await runDraw(input({ publicRandomness }), webCrypto);
      expect(viaWeb.receipt).toEqual(viaNode.receipt);
    }
  });

  it('accepts a drand receipt and checks that randomness is the SHA-256 of the signature', async () => {
    const receipt = await honest({ publicRandomness: drand });
    expect(receipt.guarantee).toBe('public-randomness-after-close');
    expect(await failing(receipt)).toEqual([]);
    const tampered = clone(receipt);
    if (tampered.publicRandomness?.source !== 'drand') throw new Error('esperava drand');
    tampered.publicRandomness.signature = 'bb'.repeat(48);
    expect(await failing(tampered)).toEqual(['public-randomness']);
  });

  it('refuses a drand receipt without the round\'s signature: nothing would tie randomness to the chain', async () => {
    const receipt = clone(await honest({ publicRandomness: drand }));
    (receipt.publicRandomness as unknown as { signature: null }).signature = null;
    const result = await verifyReceipt(receipt, nodeDrawCrypto);
    expect(result.checks.find((c) => c.id === 'public-randomness')).toMatchObject({ ok: false, detail: expect.stringContaining('assinatura BLS') });
  });

  it('accepts a Loteria Federal receipt and refuses a tampered prize', async () => {
    const receipt = await honest({ publicRandomness: { source: 'loteria-federal', date: '2025-03-15', premios: ['12345', '67890', '00001', '54321', '99999'] } });
    expect(receipt.publicRandomness?.value).toBe('loteria-federal:2025-03-15:12345-67890-00001-54321-99999');
    expect(await failing(receipt)).toEqual([]);
    const tampered = clone(receipt);
    if (tampered.publicRandomness?.source !== 'loteria-federal') throw new Error('esperava loteria');
    tampered.publicRandomness.premios[0] = '12346';
    expect(await failing(tampered)).toEqual(['public-randomness']);
    tampered.publicRandomness.value = 'loteria-federal:2025-03-15:12346-67890-00001-54321-99999';
    expect(await failing(tampered)).toEqual(expect.arrayContaining(['draw-seed', 'ranking']));
  });

  it('refuses a winner with another entry, pointing at its leaf', async () => {
    const tampered = clone(await honest());
    tampered.winners[0].entryId = 'inscricao-que-nao-ganhou';
    expect(await failing(tampered)).toEqual(['leaf:1']);
  });

  it('refuses a winner swapped for another real entrant with a genuine leaf and proof', async () => {
    const receipt = await honest({ suplentes: 0 });
    const other = (await honest({ suplentes: 20 })).alternates.find((a) => !receipt.winners.some((w) => w.index === a.index))!;
    const tampered = clone(receipt);
    tampered.winners[0] = { ...other, rank: 1 };
    expect(await failing(tampered)).toEqual(['ranking']);
  });

  it('refuses a revealed seed that differs from the committed one', async () => {
    const tampered = clone(await honest());
    tampered.serverSeed = flipHex(tampered.serverSeed);
    expect(await failing(tampered)).toEqual(expect.arrayContaining(['seed-commitment', 'draw-seed', 'ranking']));
  });

  it('refuses a tampered entrant root', async () => {
    const tampered = clone(await honest());
    tampered.merkleRoot = flipHex(tampered.merkleRoot);
    const ids = await failing(tampered);
    expect(ids).toEqual(expect.arrayContaining(['draw-seed', 'proof:1', 'proof:5', 'ranking']));
    expect(ids).not.toContain('seed-commitment');
  });

  it('refuses winners in another order', async () => {
    const tampered = clone(await honest());
    const [first, second] = tampered.winners;
    tampered.winners[0] = { ...second, rank: 1 };
    tampered.winners[1] = { ...first, rank: 2 };
    expect(await failing(tampered)).toEqual(['ranking']);
  });

  it('refuses a tampered inclusion proof', async () => {
    const tampered = clone(await honest());
    tampered.alternates[0].proof[0].hash = flipHex(tampered.alternates[0].proof[0].hash);
    expect(await failing(tampered)).toEqual(['proof:4']);
  });

  it('refuses a tampered entrant count', async () => {
    const tampered = clone(await honest());
    tampered.entrantCount = 24;
    expect(await failing(tampered)).toEqual(expect.arrayContaining(['draw-seed', 'ranking']));
  });

  it('refuses a receipt missing one alternate', async () => {
    const tampered = clone(await honest());
    tampered.alternates.pop();
    expect(await failing(tampered)).toEqual(expect.arrayContaining(['counts', 'ranking']));
  });

  it('refuses a public guarantee without a public source', async () => {
    const tampered = clone(await honest());
    tampered.guarantee = 'public-randomness-after-close';
    // The sentence people read no longer matches the declared guarantee either.
    expect(await failing(tampered)).toEqual(['public-randomness', 'guarantee-text']);
  });

  it('refuses a malformed receipt or one from another algorithm without throwing', async () => {
    expect(await failing(null)).toEqual(['format']);
    expect(await failing({ ...(await honest()), merkleRoot: 'XYZ' })).toEqual(['format']);
    const other = clone(await honest());
    other.version = 3;
    expect(await failing(other)).toEqual(['algorithm']);
    // Version 2 is the sealed log's draw: a version-1 receipt relabelled lacks its sealed head.
    other.version = 2;
    expect((await verifyReceipt(other, nodeDrawCrypto)).checks).toEqual([expect.objectContaining({ id: 'format', detail: expect.stringContaining('inclusionProof') })]);
  });

  it('lets each participant check their own inclusion with their leaf and proof', async () => {
    const { receipt, commitment } = await runDraw(input(), nodeDrawCrypto);
    const index = 17;
    const args = {
      entryId: 'inscricao-17',
      participantHash: Buffer.from(commitment.participantHashes.subarray(index * 32, index * 32 + 32)).toString('hex'),
      index,
      entrantCount: receipt.entrantCount,
      merkleRoot: receipt.merkleRoot,
      proof: commitment.tree.proof(index),
    };
    expect(await verifyParticipantInclusion(args, webCrypto)).toBe(true);
    expect(await verifyParticipantInclusion({ ...args, entryId: 'inscricao-18' }, webCrypto)).toBe(false);
  });
});
