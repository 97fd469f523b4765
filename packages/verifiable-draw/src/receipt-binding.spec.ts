import { createHash } from 'node:crypto';
import { toHex } from './bytes';
import { runDraw, type DrawInput } from './draw';
import { commitEntrants } from './entrant-commitment';
import { GENESIS_HASH, historyStepHash, type HistoryStep, type HistoryStepContent } from './history-chain';
import { nodeDrawCrypto } from './node-crypto';
import { HmacCounterStream } from './random-stream';
import { rankPositions } from './ranking';
import type { CommitmentStep, Receipt, Replacement } from './receipt';
import { closeSaltCommitment, type PublishedCommitment } from './receipt-binding';
import { drawSeed } from './seed';
import { verifyReceipt, verifyReceiptText } from './verify';

const bytes = (label: string) => createHash('sha256').update(label).digest();
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const CLOSE = 10;
const COMMIT = 11;
const DRAW = 42;
const COMMIT_AT = '2026-03-10T15:00:00.000Z';

/** A history of steps chained from genesis, as the API's projection writes it. */
async function chain(contents: Omit<HistoryStepContent, 'seq'>[]): Promise<HistoryStep[]> {
  const steps: HistoryStep[] = [];
  let prevHash = GENESIS_HASH;
  for (const [i, content] of contents.entries()) {
    const step = { ...content, seq: i + 1 };
    const hash = await historyStepHash(prevHash, step, nodeDrawCrypto);
    steps.push({ ...step, prevHash, hash });
    prevHash = hash;
  }
  return steps;
}

const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ entryId: `inscricao-${i}`, participantId: `usuario-${i}` }));

type Source = PublishedCommitment['fonteAleatoriedade'];

/**
 * A draw as the server makes it: the close, the commitment step (with the salt's commitment),
 * the receipt pointing at that step, and the history and commitment anyone could fetch.
 */
async function drawn(overrides: Partial<DrawInput> = {}, fonte: Source = null, replacements: Omit<Replacement, 'position' | 'at'>[] = []) {
  const input: DrawInput = {
    giveawayId: 'sorteio-teste',
    entrants: entrants(23),
    salt: bytes('sal'),
    serverSeed: bytes('semente'),
    publicRandomness: null,
    quantidade: 2,
    suplentes: 2,
    closePosition: CLOSE,
    drawPosition: DRAW,
    ...overrides,
  };
  const { receipt } = await runDraw(input, nodeDrawCrypto);
  const data = {
    giveawayId: receipt.giveawayId,
    closePosition: CLOSE,
    entrantCount: receipt.entrantCount,
    merkleRoot: receipt.merkleRoot,
    seedCommitment: receipt.seedCommitment,
    fonteAleatoriedade: fonte,
    saltCommitment: toHex(await closeSaltCommitment(input.salt, nodeDrawCrypto)),
  };
  const substituicoes = replacements.map((r, i) => ({ ...r, position: DRAW + 1 + i, at: '2026-03-20T12:00:00.000Z' }));
  const steps = await chain([
    { type: 'GiveawayClosed', position: CLOSE, at: '2026-03-10T14:59:59.000Z', data: { giveawayId: receipt.giveawayId, motivo: 'manual' } },
    { type: 'DrawCommitted', position: COMMIT, at: COMMIT_AT, data },
    {
      type: 'WinnersDrawn',
      position: DRAW,
      at: '2026-03-15T12:00:00.000Z',
      data: {
        giveawayId: receipt.giveawayId,
        drawSeed: receipt.drawSeed,
        serverSeed: receipt.serverSeed,
        publicValue: receipt.publicRandomness?.value ?? null,
        winners: receipt.winners.map(({ rank, entryId }) => ({ rank, entryId })),
        alternates: receipt.alternates.map(({ rank, entryId }) => ({ rank, entryId })),
        recibo: `/api/giveaways/${receipt.giveawayId}/draw`,
      },
    },
    ...substituicoes.map((s) => ({
      type: 'WinnerReplaced',
      position: s.position,
      at: s.at,
      data: { giveawayId: receipt.giveawayId, replacedEntryId: s.replacedEntryId, byEntryId: s.byEntryId, motivo: s.motivo },
    })),
  ]);
  const step = steps[1];
  const bound: Receipt = { ...receipt, commitmentStep: step as CommitmentStep, substituicoes };
  const history = { steps, headHash: steps[steps.length - 1].hash };
  const commitment: PublishedCommitment = { ...data, step };
  return { receipt: bound, commitment, history, input };
}

const failing = async (receipt: unknown, commitment?: unknown) =>
  (await verifyReceipt(receipt, nodeDrawCrypto, commitment === undefined ? {} : { commitment })).checks.filter((c) => !c.ok).map((c) => c.id);

describe('a receipt bound to the close’s commitment', () => {
  it('passes against its commitment and against the whole history, and says it was checked against them', async () => {
    const { receipt, commitment, history } = await drawn();
    for (const published of [commitment, history]) {
      const result = await verifyReceipt(receipt, nodeDrawCrypto, { commitment: published });
      expect(result.checks.filter((c) => !c.ok)).toEqual([]);
      expect(result.commitmentChecked).toBe(true);
    }
    const ids = (await verifyReceipt(receipt, nodeDrawCrypto, { commitment: history })).checks.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['commitment-step', 'commitment', 'salt', 'history', 'replacements', 'guarantee-text']));
  });

  it('on its own is coherent but not checked against the commitment', async () => {
    const { receipt } = await drawn();
    const result = await verifyReceipt(receipt, nodeDrawCrypto);
    expect(result.ok).toBe(true);
    expect(result.commitmentChecked).toBe(false);
  });

  it('fails a re-roll after the close (a new seed ground until entry #999 of 1,000 wins, with its own new commitment) against the published commitment', async () => {
    const n = 1000;
    const original = await drawn({ entrants: entrants(n), quantidade: 1, suplentes: 0 });
    const tree = await commitEntrants(original.input.entrants, original.input.salt, nodeDrawCrypto);
    // The operator grinds server seeds after the close until the last entrant comes first.
    let seed: Uint8Array | null = null;
    for (let attempt = 0; attempt < 20_000 && !seed; attempt++) {
      const candidate = bytes(`nova-semente-${attempt}`);
      const ds = await drawSeed({ serverSeed: candidate, merkleRoot: tree.merkleRoot, entrantCount: n, publicValue: null }, nodeDrawCrypto);
      const [first] = await rankPositions(n, 1, new HmacCounterStream(ds, nodeDrawCrypto));
      if (first === n - 1) seed = candidate;
    }
    expect(seed).not.toBeNull();
    const reRolled = await drawn({ entrants: entrants(n), quantidade: 1, suplentes: 0, serverSeed: seed! });
    expect(reRolled.receipt.winners[0].entryId).toBe('inscricao-999');
    // The forged receipt (new seed, new commitment step) is coherent with itself ...
    expect(await failing(reRolled.receipt)).toEqual([]);
    // ... and fails against what the close published, and against the history.
    expect(await failing(reRolled.receipt, original.commitment)).toEqual(['commitment']);
    expect(await failing(reRolled.receipt, original.history)).toEqual(expect.arrayContaining(['commitment', 'history']));
    const detail = (await verifyReceipt(reRolled.receipt, nodeDrawCrypto, { commitment: original.commitment })).checks.find((c) => c.id === 'commitment')!.detail;
    expect(detail).toContain('seedCommitment');
  });

  it('fails a Loteria date moved before the close with invented prizes', async () => {
    const committed = { source: 'loteria-federal' as const, date: '2026-03-14' };
    const original = await drawn({ publicRandomness: { ...committed, premios: ['12345', '67890', '00001', '54321', '99999'] } }, committed);
    expect(await failing(original.receipt, original.commitment)).toEqual([]);
    // Invented prizes of a date before the close, with a commitment step forged to match.
    const moved = { source: 'loteria-federal' as const, date: '2026-03-07' };
    const forged = await drawn({ publicRandomness: { ...moved, premios: ['11111', '22222', '33333', '44444', '55555'] } }, moved);
    expect(await failing(forged.receipt)).toEqual(['commitment-step']);
    expect((await verifyReceipt(forged.receipt, nodeDrawCrypto)).checks.find((c) => c.id === 'commitment-step')!.detail).toContain('anterior ao dia do compromisso');
    expect(await failing(forged.receipt, original.commitment)).toEqual(expect.arrayContaining(['commitment-step', 'commitment']));
    // The same receipt with the committed step kept: the step's own data gives it away.
    const keptStep = { ...forged.receipt, commitmentStep: original.receipt.commitmentStep };
    expect(await failing(keptStep)).toEqual(['commitment-step']);
  });

  it('fails a drand round other than the committed one', async () => {
    const sig = 'aa'.repeat(48);
    const randomness = createHash('sha256').update(Buffer.from(sig, 'hex')).digest('hex');
    const chainHash = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
    const original = await drawn({ publicRandomness: { source: 'drand', chainHash, round: 100, signature: sig, randomness } }, { source: 'drand', chainHash, round: 100 });
    expect(await failing(original.receipt, original.commitment)).toEqual([]);
    const other = await drawn({ publicRandomness: { source: 'drand', chainHash, round: 101, signature: sig, randomness } }, { source: 'drand', chainHash, round: 101 });
    expect(await failing(other.receipt, original.commitment)).toEqual(['commitment']);
  });

  it('binds giveawayId, closePosition, drawPosition, the salt and the guarantee text', async () => {
    const { receipt, history } = await drawn();
    const other = { ...clone(receipt), giveawayId: 'outro-sorteio' };
    expect(await failing(other)).toEqual(['commitment-step']);
    expect(await failing({ ...clone(receipt), closePosition: 9 })).toEqual(['commitment-step']);
    expect(await failing({ ...clone(receipt), closePosition: 9 }, history)).toEqual(expect.arrayContaining(['commitment-step', 'commitment', 'history']));
    expect(await failing({ ...clone(receipt), drawPosition: 43 }, history)).toEqual(['history']);
    expect(await failing({ ...clone(receipt), drawPosition: 5 })).toEqual(['commitment-step']);
    expect(await failing({ ...clone(receipt), salt: toHex(bytes('outro sal')) })).toEqual(['salt']);
    expect(await failing({ ...clone(receipt), salt: toHex(bytes('outro sal')) }, history)).toEqual(['salt']);
    expect(await failing({ ...clone(receipt), guaranteeText: 'Garantia total.' })).toEqual(['guarantee-text']);
  });

  it('fails a commitment step that does not hash to itself, and a published commitment that is not one', async () => {
    const { receipt, commitment } = await drawn();
    const tampered = clone(receipt);
    tampered.commitmentStep!.position = 12;
    expect(await failing(tampered)).toEqual(['commitment-step']);
    expect(await failing(receipt, { ...commitment, step: { ...commitment.step!, hash: '00'.repeat(32) } })).toEqual(['commitment']);
    expect(await failing(receipt, { oi: 1 })).toEqual(['commitment']);
  });

  it('still verifies a receipt made before the binding existed (no commitmentStep) against the commitment’s fields', async () => {
    const { receipt, commitment } = await drawn();
    const older = clone(receipt);
    delete older.commitmentStep;
    delete older.substituicoes;
    expect(await failing(older)).toEqual([]);
    expect(await failing(older, { ...commitment, step: undefined })).toEqual([]);
    expect(await failing(receipt, { ...commitment, step: null })).toEqual([]);
    expect(await failing({ ...older, seedCommitment: toHex(bytes('x')) }, commitment)).toEqual(expect.arrayContaining(['seed-commitment', 'commitment']));
  });
});

describe('replacements in the receipt', () => {
  // The auditor's attack: 1 winner and 4 alternates among 5; four replacements make the last-ranked win.
  async function lastRankedWins(maxSubstituicoes?: number) {
    const first = await drawn({ entrants: entrants(5), quantidade: 1, suplentes: 4, maxSubstituicoes });
    const { winners, alternates } = first.receipt;
    let holder = winners[0].entryId;
    const chainOfSwaps = alternates.map((a) => {
      const swap = { winnerRank: 1, replacedEntryId: holder, byRank: a.rank, byEntryId: a.entryId, motivo: 'Não respondeu' };
      holder = a.entryId;
      return swap;
    });
    return drawn({ entrants: entrants(5), quantidade: 1, suplentes: 4, maxSubstituicoes }, null, chainOfSwaps);
  }

  it('refuses four replacements of a single winner when the draw allows the default (one per winner)', async () => {
    const { receipt, history } = await lastRankedWins();
    expect(receipt.substituicoes).toHaveLength(4);
    expect(await failing(receipt, history)).toEqual(['replacements']);
    const detail = (await verifyReceipt(receipt, nodeDrawCrypto)).checks.find((c) => c.id === 'replacements')!.detail;
    expect(detail).toMatch(/^4 substituições, acima do máximo de 1 deste sorteio/);
  });

  it('shows every replacement with its reason when the draw allowed them all', async () => {
    const { receipt, history } = await lastRankedWins(4);
    const result = await verifyReceipt(receipt, nodeDrawCrypto, { commitment: history });
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
    const detail = result.checks.find((c) => c.id === 'replacements')!.detail;
    expect(detail).toMatch(/^4 de no máximo 4: 1º lugar: inscricao-\d → 2º inscricao-\d \(“Não respondeu”\)/);
  });

  it('refuses a replacement that skips an alternate, replaces a non-winner, or goes back in the log', async () => {
    const { receipt } = await drawn({ quantidade: 2, suplentes: 2 }, null, []);
    const [w1, w2] = receipt.winners;
    const [a1, a2] = receipt.alternates;
    const base = { motivo: 'Desistiu', at: '2026-03-20T12:00:00.000Z' };
    const ok = { ...clone(receipt), substituicoes: [{ ...base, winnerRank: 2, replacedEntryId: w2.entryId, byRank: a1.rank, byEntryId: a1.entryId, position: 50 }] };
    expect(await failing(ok)).toEqual([]);
    const skipped = { ...clone(receipt), substituicoes: [{ ...base, replacedEntryId: w1.entryId, byEntryId: a2.entryId, position: 50 }] };
    expect(await failing(skipped)).toEqual(['replacements']);
    const notWinner = { ...clone(receipt), substituicoes: [{ ...base, replacedEntryId: a2.entryId, byEntryId: a1.entryId, position: 50 }] };
    expect(await failing(notWinner)).toEqual(['replacements']);
    const wrongSlot = { ...clone(receipt), substituicoes: [{ ...base, winnerRank: 1, replacedEntryId: w2.entryId, byEntryId: a1.entryId, position: 50 }] };
    expect(await failing(wrongSlot)).toEqual(['replacements']);
    const beforeDraw = { ...clone(receipt), substituicoes: [{ ...base, replacedEntryId: w1.entryId, byEntryId: a1.entryId, position: DRAW - 1 }] };
    expect(await failing(beforeDraw)).toEqual(['replacements']);
    const backwards = {
      ...clone(receipt),
      substituicoes: [
        { ...base, replacedEntryId: w1.entryId, byEntryId: a1.entryId, position: 60 },
        { ...base, replacedEntryId: a1.entryId, byEntryId: a2.entryId, position: 55 },
      ],
    };
    expect(await failing(backwards)).toEqual(['replacements']);
  });

  it('fails a receipt whose replacements differ from the history’s', async () => {
    const { receipt, history } = await drawn({ quantidade: 2, suplentes: 2 }, null, []);
    const [w1] = receipt.winners;
    const [a1] = receipt.alternates;
    const hidden = { ...clone(receipt), substituicoes: [{ replacedEntryId: w1.entryId, byEntryId: a1.entryId, motivo: 'x', position: 50, at: '2026-03-20T12:00:00.000Z' }] };
    expect(await failing(hidden, history)).toEqual(['history']);
  });
});

describe('[format] types', () => {
  it('refuses numbers written as non-integers in the receipt text, in the package', async () => {
    const { receipt } = await drawn();
    const text = JSON.stringify(receipt).replace('"entrantCount":23', '"entrantCount":23.0');
    const result = await verifyReceiptText(text, nodeDrawCrypto);
    expect(result.checks).toEqual([expect.objectContaining({ id: 'format', ok: false })]);
    expect((await verifyReceiptText(JSON.stringify(receipt), nodeDrawCrypto)).ok).toBe(true);
    expect((await verifyReceiptText('{', nodeDrawCrypto)).checks[0]).toMatchObject({ id: 'format', ok: false });
  });

  it('refuses wrong types and hex lengths in the new fields', async () => {
    const { receipt } = await drawn();
    const cases: [string, (r: Record<string, unknown>) => void][] = [
      ['version', (r) => (r.version = '1')],
      ['giveawayId', (r) => (r.giveawayId = '')],
      ['commitmentStep.prevHash', (r) => ((r.commitmentStep as Record<string, unknown>).prevHash = 'abc')],
      ['commitmentStep.signature', (r) => ((r.commitmentStep as Record<string, unknown>).signature = 'abc')],
      ['maxSubstituicoes', (r) => (r.maxSubstituicoes = -1)],
      ['substituicoes', (r) => (r.substituicoes = [{ replacedEntryId: 'a', byEntryId: 'b', motivo: 'm', position: 1.5, at: COMMIT_AT }])],
      ['guaranteeText', (r) => delete r.guaranteeText],
    ];
    for (const [field, change] of cases) {
      const changed = clone(receipt) as unknown as Record<string, unknown>;
      change(changed);
      const result = await verifyReceipt(changed, nodeDrawCrypto);
      expect({ field, ids: result.checks.filter((c) => !c.ok).map((c) => c.id) }).toEqual({ field, ids: ['format'] });
    }
  });
});
