import { ALGORITHM, ALGORITHM_VERSION } from './algorithm';
import { toHex } from './bytes';
import type { DrawCrypto } from './draw-crypto';
import { commitEntrants, type Entrant, type EntrantCommitment } from './entrant-commitment';
import { describePublicRandomness, type DrandInput, type LoteriaFederalInput } from './public-randomness';
import { HmacCounterStream } from './random-stream';
import { rankCounts, rankPositions } from './ranking';
import { GUARANTEE_TEXT, type RankedEntrant, type Receipt } from './receipt';
import { drawSeed, seedCommitment } from './seed';

export interface DrawInput {
  giveawayId: string;
  /** In the order committed at the close (the leaf order). */
  entrants: readonly Entrant[];
  salt: Uint8Array;
  serverSeed: Uint8Array;
  publicRandomness: DrandInput | LoteriaFederalInput | null;
  quantidade: number;
  suplentes: number;
  closePosition: number | null;
  drawPosition: number | null;
  /** How many replacements the draw allows (receipt field maxSubstituicoes); left out when undefined. */
  maxSubstituicoes?: number;
}

export interface DrawResult {
  receipt: Receipt;
  commitment: EntrantCommitment;
}

/**
 * Runs the whole draw as one decision. Pass `commitment` when the close already built the
 * tree over the same entrants and salt, so a million leaves are not hashed twice.
 */
export async function runDraw(input: DrawInput, crypto: DrawCrypto, commitment?: EntrantCommitment): Promise<DrawResult> {
  if (!Number.isSafeInteger(input.quantidade) || input.quantidade < 1) throw new RangeError('quantidade deve ser ao menos 1');
  if (!Number.isSafeInteger(input.suplentes) || input.suplentes < 0) throw new RangeError('suplentes não pode ser negativo');
  const committed = commitment ?? (await commitEntrants(input.entrants, input.salt, crypto));
  if (committed.entrantCount !== input.entrants.length) throw new Error('o compromisso não corresponde aos inscritos');
  const publicRandomness = input.publicRandomness ? describePublicRandomness(input.publicRandomness) : null;
  const seed = await drawSeed(
    {
      serverSeed: input.serverSeed,
      merkleRoot: committed.merkleRoot,
      entrantCount: committed.entrantCount,
      publicValue: publicRandomness?.value ?? null,
    },
    crypto,
  );
  const counts = rankCounts(committed.entrantCount, input.quantidade, input.suplentes);
  const ranked = await rankPositions(committed.entrantCount, counts.total, new HmacCounterStream(seed, crypto));
  const entries: RankedEntrant[] = ranked.map((index, i) => ({
    rank: i + 1,
    index,
    entryId: input.entrants[index].entryId,
    participantHash: toHex(committed.participantHashes.subarray(index * 32, index * 32 + 32)),
    leaf: toHex(committed.tree.leaf(index)),
    proof: committed.tree.proof(index),
  }));
  const guarantee = publicRandomness ? 'public-randomness-after-close' : 'operator-trusted-at-close';
  const receipt: Receipt = {
    algorithm: ALGORITHM,
    version: ALGORITHM_VERSION,
    giveawayId: input.giveawayId,
    entrantCount: committed.entrantCount,
    merkleRoot: toHex(committed.merkleRoot),
    salt: toHex(input.salt),
    seedCommitment: toHex(await seedCommitment(input.serverSeed, crypto)),
    serverSeed: toHex(input.serverSeed),
    publicRandomness,
    drawSeed: toHex(seed),
    quantidade: input.quantidade,
    suplentes: input.suplentes,
    winners: entries.slice(0, counts.winners),
    alternates: entries.slice(counts.winners),
    closePosition: input.closePosition,
    drawPosition: input.drawPosition,
    guarantee,
    guaranteeText: GUARANTEE_TEXT[guarantee],
    ...(input.maxSubstituicoes === undefined ? {} : { maxSubstituicoes: input.maxSubstituicoes }),
  };
  return { receipt, commitment: committed };
}
