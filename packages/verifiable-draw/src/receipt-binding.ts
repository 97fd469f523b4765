import { fromHex, isHex, toHex } from './bytes';
import type { DrawCrypto } from './draw-crypto';
import { historyStepHash, type HistoryStep, verifyHistoryChain } from './history-chain';
import type { PublicRandomness } from './public-randomness';
import type { Receipt } from './receipt';

/** One line of the verification report; `id` is stable for programs, `name` is for people. */
export interface VerificationCheck {
  id: string;
  name: string;
  ok: boolean;
  detail: string;
}

export const check = (id: string, name: string, ok: boolean, detail: string): VerificationCheck => ({ id, name, ok, detail });

/**
 * saltCommitment = SHA-256(salt), recorded at the close (DrawCommitted and its history step) so
 * the salt the receipt reveals is the one committed; the same formula as version 2's.
 */
export async function closeSaltCommitment(salt: Uint8Array, crypto: DrawCrypto): Promise<Uint8Array> {
  return crypto.sha256(salt);
}

/** The public randomness fixed at the close, as DrawCommitted (and GET …/commitment) records it. */
export type CommittedSource = { source: 'drand'; chainHash: string; round: number; publicaEm?: string } | { source: 'loteria-federal'; date: string };

/**
 * The close's commitment as anyone can get it before the draw: GET /api/giveaways/:id/commitment.
 * `step` is the DrawCommitted step of the public history; `saltCommitment` is absent in
 * commitments recorded before it existed.
 */
export interface PublishedCommitment {
  giveawayId: string;
  entrantCount: number;
  merkleRoot: string;
  seedCommitment: string;
  closePosition: number;
  fonteAleatoriedade: CommittedSource | null;
  saltCommitment?: string;
  step?: HistoryStep | null;
}

/** A public history as GET /api/giveaways/:id/history answers it (titulo is ignored). */
export interface PublishedHistory {
  steps: HistoryStep[];
  headHash: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The Brasília calendar day (UTC−3, no daylight saving since 2019) of an ISO instant. */
const brasiliaDay = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);

/** Why the receipt's public value is not the one committed at the close, or null. */
function sourceMismatch(committed: unknown, value: PublicRandomness | null): string | null {
  const source = committed === undefined ? null : (committed as CommittedSource | null);
  if (!source || !value) {
    return source === value ? null : source ? `o compromisso escolheu ${source.source}, mas o recibo não traz valor público` : `o recibo usa ${value!.source}, mas o compromisso não escolheu fonte pública`;
  }
  if (source.source === 'drand') {
    if (value.source !== 'drand' || value.chainHash !== source.chainHash || value.round !== source.round) return `o compromisso fixou a rodada ${source.round} do drand, o recibo usa outra fonte ou rodada`;
    return null;
  }
  if (value.source !== 'loteria-federal' || value.date !== source.date) return `o compromisso fixou a Loteria Federal de ${source.date}, o recibo usa outra fonte ou data`;
  return null;
}

/** Field by field, what the receipt says of the commitment against what was committed. */
function commitmentFieldProblems(receipt: Receipt, committed: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const field of ['giveawayId', 'entrantCount', 'merkleRoot', 'seedCommitment', 'closePosition'] as const) {
    if (committed[field] !== receipt[field]) problems.push(`${field}: compromisso ${String(committed[field])}, recibo ${String(receipt[field])}`);
  }
  const source = sourceMismatch(committed.fonteAleatoriedade, receipt.publicRandomness);
  if (source) problems.push(source);
  return problems;
}

/**
 * The receipt's own commitmentStep: its hash recomputed (§ 12), its data equal to the receipt's
 * fields, a Loteria date not before the day of the commitment, and positions in order (the close,
 * then the commitment, then the draw). On its own this proves the receipt is coherent with a
 * commitment step; that the step is THE one the history published is `commitment`'s job.
 */
export async function commitmentStepCheck(receipt: Receipt, crypto: DrawCrypto): Promise<VerificationCheck> {
  const name = 'O recibo aponta um compromisso coerente com ele (passo do histórico)';
  const step = receipt.commitmentStep!;
  const problems: string[] = [];
  const hash = await historyStepHash(step.prevHash, step, crypto);
  if (hash !== step.hash) problems.push(`hash do passo recalculado ${hash}, diferente do informado`);
  problems.push(...commitmentFieldProblems(receipt, step.data));
  const pr = receipt.publicRandomness;
  // The result of a draw held before the commitment's day may already have been known.
  if (pr?.source === 'loteria-federal' && pr.date < brasiliaDay(step.at)) problems.push(`a Loteria Federal de ${pr.date} é anterior ao dia do compromisso (${brasiliaDay(step.at)})`);
  if (receipt.closePosition !== null && !(step.position > receipt.closePosition)) problems.push('o compromisso deve vir depois do encerramento no log');
  if (receipt.drawPosition !== null && !(receipt.drawPosition > step.position)) problems.push('o sorteio deve vir depois do compromisso no log');
  return problems.length === 0
    ? check('commitment-step', name, true, `passo ${step.seq}, posição ${step.position} do log, hash ${step.hash}`)
    : check('commitment-step', name, false, problems.join('; '));
}

/** The revealed salt is the one committed at the close (commitments that record saltCommitment). */
export async function saltCheck(receipt: Receipt, committed: string, crypto: DrawCrypto): Promise<VerificationCheck> {
  const derived = toHex(await closeSaltCommitment(fromHex(receipt.salt), crypto));
  return check('salt', 'O sal revelado é o registrado no encerramento', derived === committed,
    derived === committed ? 'SHA-256(salt) = saltCommitment' : `recalculado ${derived}, diferente de saltCommitment ${committed}`);
}

function publishedCommitmentProblem(value: unknown): string | null {
  if (!isObject(value)) return 'o compromisso não é um objeto JSON';
  if (typeof value.giveawayId !== 'string' || !Number.isSafeInteger(value.entrantCount) || !isHex(value.merkleRoot, 32) || !isHex(value.seedCommitment, 32) || !Number.isSafeInteger(value.closePosition)) {
    return 'o compromisso deve ter giveawayId, entrantCount, merkleRoot, seedCommitment e closePosition';
  }
  if (value.saltCommitment !== undefined && !isHex(value.saltCommitment, 32)) return 'saltCommitment deve ter 32 bytes em hexadecimal';
  // null: the server answered before its history projection had the step (docs/api-giveaways.md).
  if (value.step !== undefined && value.step !== null && !(isObject(value.step) && value.step.type === 'DrawCommitted' && isHex(value.step.hash, 32) && isHex(value.step.prevHash, 32))) return 'step deve ser o passo DrawCommitted do histórico';
  return null;
}

/**
 * The receipt against the commitment obtained apart from it (GET …/commitment, kept since the
 * close or fetched now): same giveaway, entrants, root, seed commitment, close position, public
 * source, salt and, when both carry it, the same history step (hash and log position).
 */
export async function publishedCommitmentChecks(receipt: Receipt, value: unknown, crypto: DrawCrypto): Promise<VerificationCheck[]> {
  const name = 'O recibo corresponde ao compromisso publicado no encerramento';
  const shape = publishedCommitmentProblem(value);
  if (shape) return [check('commitment', name, false, shape)];
  const published = value as unknown as PublishedCommitment;
  const problems = commitmentFieldProblems(receipt, published as unknown as Record<string, unknown>);
  const step = published.step;
  if (step) {
    const hash = await historyStepHash(step.prevHash, step, crypto);
    if (hash !== step.hash) problems.push('o passo do histórico no compromisso não confere com o próprio hash');
    const mine = receipt.commitmentStep;
    if (mine && (mine.hash !== step.hash || mine.position !== step.position)) problems.push(`o recibo aponta o passo ${mine.hash} na posição ${mine.position}; o publicado é ${step.hash} na posição ${step.position}`);
  }
  const checks = [
    problems.length === 0
      ? check('commitment', name, true, step ? `mesmos inscritos, semente e fonte; passo ${step.hash} na posição ${step.position}` : 'mesmos inscritos, semente e fonte')
      : check('commitment', name, false, problems.join('; ')),
  ];
  const committedSalt = published.saltCommitment ?? (receipt.commitmentStep?.data.saltCommitment as string | undefined);
  if (typeof committedSalt === 'string') checks.push(await saltCheck(receipt, committedSalt, crypto));
  return checks;
}

const isHistory = (value: unknown): value is PublishedHistory => isObject(value) && Array.isArray(value.steps) && typeof value.headHash === 'string';

const sameRanked = (listed: { rank: number; entryId: string }[], stepped: unknown) =>
  Array.isArray(stepped) && stepped.length === listed.length && listed.every((e, i) => isObject(stepped[i]) && stepped[i].rank === e.rank && stepped[i].entryId === e.entryId);

/**
 * The receipt against the giveaway's whole public history: the chain verifies, its
 * DrawCommitted step is the commitment (checked as above), the close and the draw sit at the
 * receipt's positions with the receipt's seeds and ranking, and its replacements are exactly
 * the receipt's, in order.
 */
async function historyChecks(receipt: Receipt, history: PublishedHistory, crypto: DrawCrypto): Promise<VerificationCheck[]> {
  const name = 'O recibo corresponde ao histórico público do sorteio';
  const chain = await verifyHistoryChain(history, crypto);
  if (!chain.ok) return [check('history', name, false, 'a cadeia de hashes do histórico não confere')];
  const committed = history.steps.filter((s) => s.type === 'DrawCommitted');
  if (committed.length !== 1) return [check('history', name, false, 'o histórico deve ter exatamente um compromisso (DrawCommitted)')];
  const step = committed[0];
  const checks = await publishedCommitmentChecks(receipt, { ...step.data, fonteAleatoriedade: step.data.fonteAleatoriedade ?? null, step }, crypto);

  const problems: string[] = [];
  const closed = history.steps.find((s) => s.type === 'GiveawayClosed');
  if (!closed || closed.position !== receipt.closePosition) problems.push(`o encerramento está na posição ${closed?.position ?? '—'} do histórico, o recibo diz ${receipt.closePosition}`);
  const drawn = history.steps.filter((s) => s.type === 'WinnersDrawn');
  const d = drawn[0]?.data;
  if (drawn.length !== 1 || drawn[0].position !== receipt.drawPosition) problems.push(`o sorteio está na posição ${drawn[0]?.position ?? '—'} do histórico, o recibo diz ${receipt.drawPosition}`);
  else if (d.drawSeed !== receipt.drawSeed || d.serverSeed !== receipt.serverSeed || d.publicValue !== (receipt.publicRandomness?.value ?? null)) problems.push('as sementes ou o valor público do histórico diferem dos do recibo');
  else if (!sameRanked(receipt.winners, d.winners) || !sameRanked(receipt.alternates, d.alternates)) problems.push('os ganhadores ou suplentes do histórico diferem dos do recibo');
  const replaced = history.steps.filter((s) => s.type === 'WinnerReplaced');
  const listed = receipt.substituicoes ?? [];
  const sameReplacements =
    replaced.length === listed.length &&
    replaced.every((s, i) => s.position === listed[i].position && s.data.replacedEntryId === listed[i].replacedEntryId && s.data.byEntryId === listed[i].byEntryId && s.data.motivo === listed[i].motivo);
  if (!sameReplacements) problems.push(`o histórico tem ${replaced.length} substituição(ões), o recibo lista ${listed.length} ou as lista diferentes`);
  checks.push(
    problems.length === 0
      ? check('history', name, true, `encerramento na posição ${receipt.closePosition}, sorteio na ${receipt.drawPosition}, ${replaced.length} substituição(ões); cabeça ${chain.headHash}`)
      : check('history', name, false, problems.join('; ')),
  );
  return checks;
}

/** Checks against what the close published: a commitment answer or the whole history. */
export async function bindingChecks(receipt: Receipt, published: unknown, crypto: DrawCrypto): Promise<VerificationCheck[]> {
  return isHistory(published) ? historyChecks(receipt, published, crypto) : publishedCommitmentChecks(receipt, published, crypto);
}
