import { createHash } from 'node:crypto';
import { canonicalJson, GENESIS_HASH, historyStepHash, HistoryStep, HistoryStepContent, verifyHistoryChain } from './history-chain';
import { nodeDrawCrypto } from './node-crypto';
import { createWebDrawCrypto } from './web-crypto';

const contents: HistoryStepContent[] = [
  { seq: 1, type: 'GiveawayCreated', position: 3, at: '2026-01-10T12:00:00.000Z', data: { giveawayId: 'g-1', criadorId: 'u-1' } },
  { seq: 2, type: 'GiveawayPublished', position: 7, at: '2026-01-10T12:05:00.000Z', data: { giveawayId: 'g-1' } },
  { seq: 3, type: 'GiveawayClosed', position: 40, at: '2026-01-20T12:00:00.000Z', data: { giveawayId: 'g-1', motivo: 'manual' } },
  {
    seq: 4,
    type: 'DrawCommitted',
    position: 41,
    at: '2026-01-20T12:00:01.000Z',
    data: { giveawayId: 'g-1', closePosition: 40, entrantCount: 3, merkleRoot: 'aa'.repeat(32), seedCommitment: 'bb'.repeat(32), fonteAleatoriedade: null },
  },
];

async function chain(steps: HistoryStepContent[]): Promise<{ steps: HistoryStep[]; headHash: string }> {
  const out: HistoryStep[] = [];
  let prevHash = GENESIS_HASH;
  for (const content of steps) {
    const hash = await historyStepHash(prevHash, content, nodeDrawCrypto);
    out.push({ ...content, prevHash, hash });
    prevHash = hash;
  }
  return { steps: out, headHash: prevHash };
}

describe('canonical JSON', () => {
  it('sorts keys at every depth, drops undefined and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null, 'x'], c: 'é' }, z: undefined })).toBe('{"a":{"c":"é","d":[true,null,"x"]},"b":1}');
  });

  it('escapes strings exactly as JSON does', () => {
    expect(canonicalJson({ motivo: 'linha 1\n"citação"\\' })).toBe('{"motivo":"linha 1\\n\\"citação\\"\\\\"}');
  });

  it('refuses values JSON cannot carry', () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});

describe('history hash chain', () => {
  it('hashes prevHash, a newline and the canonical JSON of seq, type, position, at and data', async () => {
    const [first] = contents;
    const expected = createHash('sha256')
      .update(`${GENESIS_HASH}\n{"at":"2026-01-10T12:00:00.000Z","data":{"criadorId":"u-1","giveawayId":"g-1"},"position":3,"seq":1,"type":"GiveawayCreated"}`)
      .digest('hex');
    expect(await historyStepHash(GENESIS_HASH, first, nodeDrawCrypto)).toBe(expected);
    // The browser's WebCrypto gives the same hash.
    expect(await historyStepHash(GENESIS_HASH, first, createWebDrawCrypto())).toBe(expected);
  });

  it('reproduces the test vector of docs/verifiable-draws.md § 12', async () => {
    const first = await historyStepHash(GENESIS_HASH, contents[0], nodeDrawCrypto);
    expect(first).toBe('e06265920d4414031f2917ebf95c824024d4a1cbbc70bcaf4e7939dda3d189c7');
    expect(await historyStepHash(first, { ...contents[2], seq: 2 }, nodeDrawCrypto)).toBe('6849d57db966fc8d9b05e017e1d459d46d809978ad4a3c4d53f81bd2aedf9b0e');
  });

  it('verifies an untouched chain and its head', async () => {
    const history = await chain(contents);
    const result = await verifyHistoryChain(history, nodeDrawCrypto);
    expect(result.ok).toBe(true);
    expect(result.steps.map((s) => s.ok)).toEqual([true, true, true, true]);
    expect(result.headHash).toBe(history.headHash);
  });

  it('breaks the chain from a tampered step on, even when that step was re-hashed', async () => {
    const history = await chain(contents);
    const tampered = structuredClone(history);
    (tampered.steps[1].data as Record<string, unknown>).giveawayId = 'g-2';
    const result = await verifyHistoryChain(tampered, nodeDrawCrypto);
    expect(result.ok).toBe(false);
    expect(result.steps.map((s) => s.ok)).toEqual([true, false, false, false]);
    expect(result.steps[1].problems).toEqual(['hash']);

    // Re-hashing the changed step alone does not help: the next step still names the old hash.
    tampered.steps[1].hash = await historyStepHash(tampered.steps[1].prevHash, tampered.steps[1], nodeDrawCrypto);
    const rehashed = await verifyHistoryChain(tampered, nodeDrawCrypto);
    expect(rehashed.steps.map((s) => s.ok)).toEqual([true, true, false, false]);
    expect(rehashed.steps[2].problems).toContain('prev-hash');
  });

  it('catches a rewritten history by its head, a removed step and a reordered one', async () => {
    const history = await chain(contents);
    const rewritten = await chain([contents[0], { ...contents[1], at: '2026-01-09T12:05:00.000Z' }, contents[2], contents[3]]);
    expect((await verifyHistoryChain({ steps: rewritten.steps, headHash: history.headHash }, nodeDrawCrypto)).headOk).toBe(false);

    const removed = await verifyHistoryChain({ steps: [history.steps[0], ...history.steps.slice(2)], headHash: history.headHash }, nodeDrawCrypto);
    expect(removed.steps.map((s) => s.ok)).toEqual([true, false, false]);

    const swapped = [history.steps[0], history.steps[2], history.steps[1], history.steps[3]];
    const reordered = await verifyHistoryChain({ steps: swapped, headHash: history.headHash }, nodeDrawCrypto);
    expect(reordered.steps[1].problems).toEqual(expect.arrayContaining(['order', 'prev-hash']));
    expect(reordered.ok).toBe(false);
  });

  it('starts an empty history at the genesis hash', async () => {
    expect(await verifyHistoryChain({ steps: [], headHash: GENESIS_HASH }, nodeDrawCrypto)).toEqual({ ok: true, steps: [], headHash: GENESIS_HASH, headOk: true });
  });
});
