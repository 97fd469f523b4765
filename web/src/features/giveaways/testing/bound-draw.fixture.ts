import { closeSaltCommitment, createWebDrawCrypto, GENESIS_HASH, historyStepHash, type HistoryStep, type Receipt, type Replacement, runDraw, toHex } from '@sorteios/verifiable-draw';
import { GIVEAWAY_ID } from './giveaway.fixtures';

/**
 * A draw as the API publishes it (docs/verifiable-draws.md § 7 and § 12): the receipt bound to
 * its DrawCommitted step, and the public history that step belongs to, replacements included.
 * `swaps` replaces winners in turn: each entry names the winner's place (1-based) and the reason.
 */
export async function aBoundDraw(options: { entrants?: number; quantidade?: number; suplentes?: number; maxSubstituicoes?: number; swaps?: { winnerRank: number; motivo: string }[] } = {}) {
  const crypto = createWebDrawCrypto();
  const entrants = Array.from({ length: options.entrants ?? 6 }, (_, i) => ({ entryId: `entry-${i}`, participantId: `user-${i}` }));
  const salt = new Uint8Array(32).fill(7);
  const { receipt } = await runDraw(
    {
      giveawayId: GIVEAWAY_ID,
      entrants,
      salt,
      serverSeed: new Uint8Array(32).fill(9),
      publicRandomness: null,
      quantidade: options.quantidade ?? 2,
      suplentes: options.suplentes ?? 1,
      closePosition: 10,
      drawPosition: 12,
      maxSubstituicoes: options.maxSubstituicoes,
    },
    crypto,
  );
  const slots = receipt.winners.map((w) => w.entryId);
  const substituicoes: Required<Replacement>[] = (options.swaps ?? []).map((swap, k) => {
    const by = receipt.alternates[k];
    const replaced = slots[swap.winnerRank - 1];
    slots[swap.winnerRank - 1] = by.entryId;
    return { winnerRank: swap.winnerRank, replacedEntryId: replaced, byRank: by.rank, byEntryId: by.entryId, motivo: swap.motivo, position: 13 + k, at: `2026-01-1${2 + k}T12:00:00.000Z` };
  });
  const ranked = (list: Receipt['winners']) => list.map(({ rank, entryId }) => ({ rank, entryId }));
  const contents = [
    { type: 'GiveawayClosed', position: 10, at: '2026-01-10T12:00:00.000Z', data: { giveawayId: GIVEAWAY_ID, motivo: 'manual' } },
    {
      type: 'DrawCommitted',
      position: 11,
      at: '2026-01-10T12:00:01.000Z',
      data: {
        giveawayId: GIVEAWAY_ID, closePosition: 10, entrantCount: receipt.entrantCount, merkleRoot: receipt.merkleRoot, seedCommitment: receipt.seedCommitment,
        fonteAleatoriedade: null, saltCommitment: toHex(await closeSaltCommitment(salt, crypto)),
      },
    },
    {
      type: 'WinnersDrawn',
      position: 12,
      at: '2026-01-11T12:00:00.000Z',
      data: {
        giveawayId: GIVEAWAY_ID, drawSeed: receipt.drawSeed, serverSeed: receipt.serverSeed, publicValue: null,
        winners: ranked(receipt.winners), alternates: ranked(receipt.alternates), recibo: `/api/giveaways/${GIVEAWAY_ID}/draw`,
      },
    },
    ...substituicoes.map((s) => ({ type: 'WinnerReplaced', position: s.position, at: s.at, data: { giveawayId: GIVEAWAY_ID, replacedEntryId: s.replacedEntryId, byEntryId: s.byEntryId, motivo: s.motivo } })),
  ];
  const steps: (HistoryStep & { titulo: string })[] = [];
  for (const [i, content] of contents.entries()) {
    const step = { ...content, seq: i + 1 };
    const prevHash = steps.at(-1)?.hash ?? GENESIS_HASH;
    steps.push({ ...step, titulo: content.type, prevHash, hash: await historyStepHash(prevHash, step, crypto) });
  }
  const { titulo: _titulo, ...commitmentStep } = steps[1];
  const bound: Receipt = { ...receipt, commitmentStep: { ...commitmentStep, type: 'DrawCommitted', signature: null }, substituicoes };
  return { receipt: bound, history: { steps, headHash: steps[steps.length - 1].hash } };
}
