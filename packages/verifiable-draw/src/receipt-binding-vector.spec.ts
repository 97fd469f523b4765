import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHex, toHex } from './bytes';
import { runDraw } from './draw';
import type { DrawCrypto } from './draw-crypto';
import { GENESIS_HASH, historyStepHash, type HistoryStep } from './history-chain';
import { nodeDrawCrypto } from './node-crypto';
import type { Receipt } from './receipt';
import { closeSaltCommitment } from './receipt-binding';
import { verifyReceipt } from './verify';
import { createWebDrawCrypto } from './web-crypto';

/**
 * docs/test-vectors/recibo-vinculado.json: a receipt bound to its commitment (§ 7), with the
 * GET …/commitment answer, the public history (§ 12) and one replacement, and what each check
 * gives, for the receipt and for a re-roll after the close. Recomputed here, so the file cannot
 * drift from the code; UPDATE_TEST_VECTORS=1 rewrites it.
 */
const file = join(__dirname, '..', '..', '..', 'docs', 'test-vectors', 'recibo-vinculado.json');
const sequence = (start: number) => toHex(Uint8Array.from({ length: 32 }, (_, i) => start + i));

const input = {
  giveawayId: 'vetor-vinculado',
  entrants: ['a', 'b', 'c', 'd', 'e'].map((x, i) => ({ entryId: `inscricao-${x}`, participantId: `usuario-${i + 1}` })),
  salt: sequence(0x10),
  serverSeed: sequence(0x30),
  reRolledServerSeed: sequence(0x50),
  quantidade: 1,
  suplentes: 2,
  maxSubstituicoes: 1,
  closePosition: 40,
  commitPosition: 41,
  drawPosition: 57,
  replacement: { position: 60, at: '2026-02-02T15:00:00.000Z', motivo: 'Não respondeu no prazo do regulamento.' },
};

async function chain(contents: Omit<HistoryStep, 'seq' | 'prevHash' | 'hash'>[], crypto: DrawCrypto): Promise<HistoryStep[]> {
  const steps: HistoryStep[] = [];
  for (const [i, content] of contents.entries()) {
    const step = { ...content, seq: i + 1 };
    const prevHash = steps.at(-1)?.hash ?? GENESIS_HASH;
    steps.push({ ...step, prevHash, hash: await historyStepHash(prevHash, step, crypto) });
  }
  return steps;
}

/** The receipt, commitment and history the server publishes for `serverSeed`. */
async function published(serverSeed: string, crypto: DrawCrypto) {
  const { receipt } = await runDraw(
    {
      giveawayId: input.giveawayId,
      entrants: input.entrants,
      salt: fromHex(input.salt),
      serverSeed: fromHex(serverSeed),
      publicRandomness: null,
      quantidade: input.quantidade,
      suplentes: input.suplentes,
      closePosition: input.closePosition,
      drawPosition: input.drawPosition,
      maxSubstituicoes: input.maxSubstituicoes,
    },
    crypto,
  );
  const data = {
    giveawayId: input.giveawayId,
    closePosition: input.closePosition,
    entrantCount: receipt.entrantCount,
    merkleRoot: receipt.merkleRoot,
    seedCommitment: receipt.seedCommitment,
    fonteAleatoriedade: null,
    saltCommitment: toHex(await closeSaltCommitment(fromHex(input.salt), crypto)),
  };
  const [winner] = receipt.winners;
  const [alternate] = receipt.alternates;
  const { position, at, motivo } = input.replacement;
  const steps = await chain(
    [
      { type: 'GiveawayClosed', position: input.closePosition, at: '2026-02-01T12:00:00.000Z', data: { giveawayId: input.giveawayId, motivo: 'manual' } },
      { type: 'DrawCommitted', position: input.commitPosition, at: '2026-02-01T12:00:00.250Z', data },
      {
        type: 'WinnersDrawn',
        position: input.drawPosition,
        at: '2026-02-01T18:00:00.000Z',
        data: {
          giveawayId: input.giveawayId,
          drawSeed: receipt.drawSeed,
          serverSeed: receipt.serverSeed,
          publicValue: null,
          winners: receipt.winners.map(({ rank, entryId }) => ({ rank, entryId })),
          alternates: receipt.alternates.map(({ rank, entryId }) => ({ rank, entryId })),
          recibo: `/api/giveaways/${input.giveawayId}/draw`,
        },
      },
      { type: 'WinnerReplaced', position, at, data: { giveawayId: input.giveawayId, replacedEntryId: winner.entryId, byEntryId: alternate.entryId, motivo } },
    ],
    crypto,
  );
  const bound: Receipt = {
    ...receipt,
    commitmentStep: { ...steps[1], type: 'DrawCommitted', signature: null },
    substituicoes: [{ winnerRank: 1, replacedEntryId: winner.entryId, byRank: alternate.rank, byEntryId: alternate.entryId, motivo, position, at }],
  };
  return { receipt: bound, commitment: { ...data, step: steps[1] }, history: { steps, headHash: steps[steps.length - 1].hash } };
}

const outcome = async (receipt: unknown, commitment: unknown, crypto: DrawCrypto) =>
  Object.fromEntries((await verifyReceipt(receipt, crypto, { commitment })).checks.map((c) => [c.id, c.ok]));

async function computeVector(crypto: DrawCrypto) {
  const honest = await published(input.serverSeed, crypto);
  const reRolled = await published(input.reRolledServerSeed, crypto);
  return {
    input,
    expected: {
      saltCommitment: honest.commitment.saltCommitment,
      commitmentStepHash: honest.commitment.step.hash,
      receipt: honest.receipt,
      commitment: honest.commitment,
      history: honest.history,
      checks: {
        againstCommitment: await outcome(honest.receipt, honest.commitment, crypto),
        againstHistory: await outcome(honest.receipt, honest.history, crypto),
      },
      reRolled: {
        receipt: reRolled.receipt,
        checksAgainstCommitment: await outcome(reRolled.receipt, honest.commitment, crypto),
      },
    },
  };
}

describe('the bound-receipt test vector in docs/test-vectors', () => {
  it('is reproduced by the code, with Node and with WebCrypto: the receipt passes against its commitment and history, the re-roll fails', async () => {
    const computed = await computeVector(nodeDrawCrypto);
    if (process.env.UPDATE_TEST_VECTORS === '1') writeFileSync(file, `${JSON.stringify(computed, null, 2)}\n`);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(JSON.parse(JSON.stringify(computed))).toEqual(stored);
    expect(await computeVector(createWebDrawCrypto())).toEqual(computed);
    expect(Object.values(computed.expected.checks.againstHistory).every(Boolean)).toBe(true);
    expect(computed.expected.reRolled.checksAgainstCommitment.commitment).toBe(false);
  });
});
