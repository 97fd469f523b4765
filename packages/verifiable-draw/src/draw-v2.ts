import { ALGORITHM } from './algorithm';
import { fromHex, toHex } from './bytes';
import type { DrawCrypto } from './draw-crypto';
import { LOG_ALGORITHM_VERSION, type SignedTreeHead } from './log-v2';
import { describePublicRandomness } from './public-randomness';
import { HmacCounterStream } from './random-stream';
import { rankCounts, rankPositions } from './ranking';
import { GUARANTEE_TEXT, type Guarantee, type Receipt } from './receipt';
import type { DrawInput } from './draw';
import { drawSeed, seedCommitment } from './seed';

/*
 * The draw of a version-2 giveaway (docs/verifiable-draws.md § V2.12): version 1's seed
 * commitment, public value, HMAC stream and partial Fisher–Yates, over the log the close sealed.
 * The entrants are the sealed tree's leaves but the excluded ones, in index order, so nothing is
 * hashed again: the ranking needs only N, and only the ranked leaves are looked up.
 */

/** The head the close sealed (EntryLogSealed): signed (giveawayId, treeSize, root, time), plus the withdrawn leaves. */
export interface SealedHead extends SignedTreeHead {
  /** Leaf indexes withdrawn while entries were open, sorted ascending, each < treeSize. */
  excluidos: number[];
}

/** A winner or alternate of a version-2 draw: its leaf in the sealed log and the RFC 9162 proof. */
export interface RankedLeaf {
  rank: number;
  /** The leaf's index in the giveaway's log (not its place among the eligible leaves). */
  index: number;
  entryId: string;
  participantHash: string;
  leaf: string;
  /** PATH(index, D[treeSize]) against the sealed root, leaf side first, hex. */
  inclusionProof: string[];
}

/** The sealed head as a draw receipt carries it (giveawayId is the receipt's own). */
export type ReceiptRegistro = Omit<SealedHead, 'giveawayId'>;

/**
 * The receipt of a version-2 draw (version 2 of algorithm sorteios-fy-hmac-sha256): version 1's
 * fields, with the sealed head added and the winners and alternates as log leaves.
 */
export interface DrawReceiptV2 extends Omit<Receipt, 'version' | 'winners' | 'alternates'> {
  version: 2;
  /** The sealed head: the draw's entrants are its tree's leaves but `excluidos`. */
  registro: ReceiptRegistro;
  /** N = registro.treeSize − |registro.excluidos|, the count ranked. (merkleRoot is registro.root, under version 1's name for the root the draw seed binds.) */
  entrantCount: number;
  winners: RankedLeaf[];
  alternates: RankedLeaf[];
}

/** A draw receipt of either version: version 1 (§ 7) or version 2 (§ V2.12), told apart by `version`. */
export type AnyDrawReceipt = Receipt | DrawReceiptV2;

export const isDrawReceiptV2 = (receipt: AnyDrawReceipt): receipt is DrawReceiptV2 => receipt.version === LOG_ALGORITHM_VERSION;

/** Why `excluidos` cannot be the withdrawn leaves of a tree of `treeSize` leaves, or null. */
export function excludedProblem(excluidos: readonly number[], treeSize: number): string | null {
  for (const [k, e] of excluidos.entries()) {
    if (!Number.isSafeInteger(e) || e < 0 || e >= treeSize) return `excluidos[${k}] deve ser um índice entre 0 e ${treeSize - 1}`;
    if (k > 0 && !(e > excluidos[k - 1])) return 'excluidos deve estar em ordem crescente, sem repetições';
  }
  return null;
}

/**
 * The log index of the k-th eligible leaf (k from 0): k moved past every excluded index at or
 * before it. `excluidos` sorted ascending; O(|excluidos|).
 */
export function eligibleLeafIndex(k: number, excluidos: readonly number[]): number {
  let index = k;
  for (const e of excluidos) {
    if (e > index) break;
    index++;
  }
  return index;
}

/**
 * The version-2 ranking: drawSeed as § 4 with merkleRoot = the sealed root and entrantCount =
 * N; the partial Fisher–Yates of § 6 over 0..N−1; each drawn k mapped to its log index.
 */
export async function rankSealedLog(
  args: { serverSeed: Uint8Array; root: Uint8Array; treeSize: number; excluidos: readonly number[]; publicValue: string | null; quantidade: number; suplentes: number },
  crypto: DrawCrypto,
): Promise<{ drawSeed: Uint8Array; entrantCount: number; winners: number[]; alternates: number[] }> {
  const problem = excludedProblem(args.excluidos, args.treeSize);
  if (problem) throw new RangeError(problem);
  const entrantCount = args.treeSize - args.excluidos.length;
  if (entrantCount < 1) throw new RangeError('o registro não tem inscrições elegíveis');
  const seed = await drawSeed({ serverSeed: args.serverSeed, merkleRoot: args.root, entrantCount, publicValue: args.publicValue }, crypto);
  const counts = rankCounts(entrantCount, args.quantidade, args.suplentes);
  const ranked = (await rankPositions(entrantCount, counts.total, new HmacCounterStream(seed, crypto))).map((k) => eligibleLeafIndex(k, args.excluidos));
  return { drawSeed: seed, entrantCount, winners: ranked.slice(0, counts.winners), alternates: ranked.slice(counts.winners) };
}

/** The ranked leaves, read from wherever the log lives (the server's store; an in-memory MerkleLog in tests). */
export type SealedLeafLookup = (indexes: number[]) => Promise<Array<Omit<RankedLeaf, 'rank'>>>;

/** Version 1's draw input with the sealed head in place of the entrant list. */
export interface DrawInputV2 extends Omit<DrawInput, 'entrants'> {
  head: SealedHead;
}

/** Runs a version-2 draw: ranks N, then looks up only the ranked leaves (O(winners) reads). */
export async function runDrawV2(input: DrawInputV2, lookup: SealedLeafLookup, crypto: DrawCrypto): Promise<DrawReceiptV2> {
  if (!Number.isSafeInteger(input.quantidade) || input.quantidade < 1) throw new RangeError('quantidade deve ser ao menos 1');
  if (!Number.isSafeInteger(input.suplentes) || input.suplentes < 0) throw new RangeError('suplentes não pode ser negativo');
  if (input.head.giveawayId !== input.giveawayId) throw new Error('a cabeça selada é de outro sorteio');
  const publicRandomness = input.publicRandomness ? describePublicRandomness(input.publicRandomness) : null;
  const { head } = input;
  const ranking = await rankSealedLog(
    { serverSeed: input.serverSeed, root: fromHex(head.root), treeSize: head.treeSize, excluidos: head.excluidos, publicValue: publicRandomness?.value ?? null, quantidade: input.quantidade, suplentes: input.suplentes },
    crypto,
  );
  const indexes = [...ranking.winners, ...ranking.alternates];
  const found = new Map((await lookup(indexes)).map((leaf) => [leaf.index, leaf]));
  const ranked: RankedLeaf[] = indexes.map((index, i) => {
    const leaf = found.get(index);
    if (!leaf) throw new Error(`a folha ${index} do registro não foi encontrada`);
    return { rank: i + 1, index, entryId: leaf.entryId, participantHash: leaf.participantHash, leaf: leaf.leaf, inclusionProof: leaf.inclusionProof };
  });
  const guarantee: Guarantee = publicRandomness ? 'public-randomness-after-close' : 'operator-trusted-at-close';
  return {
    algorithm: ALGORITHM,
    version: LOG_ALGORITHM_VERSION,
    giveawayId: input.giveawayId,
    registro: { treeSize: head.treeSize, root: head.root, time: head.time, signature: head.signature, keyId: head.keyId, excluidos: [...head.excluidos] },
    entrantCount: ranking.entrantCount,
    merkleRoot: head.root,
    salt: toHex(input.salt),
    seedCommitment: toHex(await seedCommitment(input.serverSeed, crypto)),
    serverSeed: toHex(input.serverSeed),
    publicRandomness,
    drawSeed: toHex(ranking.drawSeed),
    quantidade: input.quantidade,
    suplentes: input.suplentes,
    winners: ranked.slice(0, ranking.winners.length),
    alternates: ranked.slice(ranking.winners.length),
    closePosition: input.closePosition,
    drawPosition: input.drawPosition,
    guarantee,
    guaranteeText: GUARANTEE_TEXT[guarantee],
    ...(input.maxSubstituicoes === undefined ? {} : { maxSubstituicoes: input.maxSubstituicoes }),
  };
}
