import { ALGORITHM, ALGORITHM_VERSION } from './algorithm';
import { fromHex, toHex } from './bytes';
import type { DrawCrypto } from './draw-crypto';
import { leafHash, verifyInclusion, type ProofStep } from './merkle';
import { canonicalPublicValue, publicRandomnessProblem, type PublicRandomness } from './public-randomness';
import { HmacCounterStream } from './random-stream';
import { rankCounts, rankPositions } from './ranking';
import { GUARANTEE_TEXT, type Receipt } from './receipt';
import { bindingChecks, check, commitmentStepCheck, saltCheck, type VerificationCheck } from './receipt-binding';
import { receiptShapeProblem } from './receipt-shape';
import { receiptNumberProblem } from './receipt-text';
import { replacementsCheck } from './replacements';
import { drawSeed, seedCommitment } from './seed';

export type { VerificationCheck } from './receipt-binding';

export interface VerificationResult {
  ok: boolean;
  checks: VerificationCheck[];
  /**
   * Whether the receipt was checked against a commitment obtained apart from it (the
   * `commitment` option). Without that, `ok` means only "coherent with itself": a re-roll
   * after the close (new seed, new commitment) passes. Say "válido" only when this is true.
   */
  commitmentChecked?: boolean;
}

export interface VerifyOptions {
  /**
   * The close's commitment as published apart from the receipt: GET /api/giveaways/:id/commitment
   * (ideally kept since the close), or the whole GET /api/giveaways/:id/history answer.
   */
  commitment?: unknown;
}

const done = (checks: VerificationCheck[], commitmentChecked = false): VerificationResult => ({ ok: checks.every((c) => c.ok), checks, commitmentChecked });

async function publicRandomnessCheck(receipt: Receipt, crypto: DrawCrypto): Promise<VerificationCheck> {
  const name = 'Aleatoriedade pública coerente com a garantia declarada';
  const pr = receipt.publicRandomness as PublicRandomness | null;
  if (pr === null) {
    const ok = receipt.guarantee === 'operator-trusted-at-close';
    return check('public-randomness', name, ok, ok ? 'sem fonte pública: a garantia é a do organizador no encerramento' : 'a garantia declarada exige uma fonte pública, mas o recibo não traz nenhuma');
  }
  if (receipt.guarantee !== 'public-randomness-after-close') {
    return check('public-randomness', name, false, 'há fonte pública, mas a garantia declarada não é public-randomness-after-close');
  }
  const problem = publicRandomnessProblem(pr);
  if (problem) return check('public-randomness', name, false, problem);
  const canonical = canonicalPublicValue(pr);
  if (canonical !== pr.value) return check('public-randomness', name, false, `value deveria ser "${canonical}"`);
  if (pr.source === 'drand') {
    const derived = toHex(await crypto.sha256(fromHex(pr.signature)));
    if (derived !== pr.randomness) return check('public-randomness', name, false, 'randomness do drand não é o SHA-256 da assinatura');
  }
  const note = pr.source === 'drand' ? ' (a assinatura BLS do drand não é verificada aqui)' : '';
  return check('public-randomness', name, true, `${pr.value}${note}`);
}

/**
 * Recomputes everything the receipt claims from the receipt alone: no server, no storage.
 * A tampered receipt fails on the check that names what was changed.
 */
export async function verifyReceipt(value: unknown, crypto: DrawCrypto, options: VerifyOptions = {}): Promise<VerificationResult> {
  const shape = receiptShapeProblem(value);
  if (shape) return done([check('format', 'Recibo bem formado', false, shape)]);
  const receipt = value as Receipt;
  const checks: VerificationCheck[] = [check('format', 'Recibo bem formado', true, 'todos os campos presentes')];

  const known = receipt.algorithm === ALGORITHM && receipt.version === ALGORITHM_VERSION;
  checks.push(check('algorithm', `Algoritmo ${ALGORITHM} versão ${ALGORITHM_VERSION}`, known, known ? 'reconhecido' : `desconhecido: ${receipt.algorithm} v${receipt.version}`));
  if (!known) return done(checks);

  const serverSeed = fromHex(receipt.serverSeed);
  const merkleRoot = fromHex(receipt.merkleRoot);
  const commitment = toHex(await seedCommitment(serverSeed, crypto));
  checks.push(
    check('seed-commitment', 'A semente revelada corresponde ao compromisso feito no encerramento', commitment === receipt.seedCommitment,
      commitment === receipt.seedCommitment ? 'SHA-256(serverSeed) = seedCommitment' : `SHA-256(serverSeed) = ${commitment}, diferente de seedCommitment`),
  );

  checks.push(await publicRandomnessCheck(receipt, crypto));

  const seed = await drawSeed({ serverSeed, merkleRoot, entrantCount: receipt.entrantCount, publicValue: receipt.publicRandomness?.value ?? null }, crypto);
  const seedOk = toHex(seed) === receipt.drawSeed;
  checks.push(check('draw-seed', 'Semente do sorteio recalculada', seedOk, seedOk ? toHex(seed) : `recalculada ${toHex(seed)}, diferente de drawSeed`));

  const counts = rankCounts(receipt.entrantCount, receipt.quantidade, receipt.suplentes);
  const listed = [...receipt.winners, ...receipt.alternates];
  const countsOk = receipt.winners.length === counts.winners && receipt.alternates.length === counts.alternates && listed.every((e, i) => e.rank === i + 1);
  checks.push(
    check('counts', 'Número de ganhadores e suplentes coerente', countsOk,
      countsOk ? `${counts.winners} ganhador(es) e ${counts.alternates} suplente(s) entre ${receipt.entrantCount} inscritos` : `esperados ${counts.winners} ganhador(es) e ${counts.alternates} suplente(s), com posições 1..${counts.total} em ordem`),
  );

  for (const entry of listed) {
    const leaf = toHex(await leafHash(entry.entryId, fromHex(entry.participantHash), crypto));
    checks.push(check(`leaf:${entry.rank}`, `Folha do ${entry.rank}º recalculada a partir da inscrição ${entry.entryId}`, leaf === entry.leaf, leaf === entry.leaf ? leaf : `recalculada ${leaf}, diferente da folha listada`));
    const included = await verifyInclusion({ leaf: fromHex(entry.leaf), index: entry.index, count: receipt.entrantCount, proof: entry.proof, root: merkleRoot }, crypto);
    checks.push(check(`proof:${entry.rank}`, `Prova de inclusão do ${entry.rank}º leva à raiz dos inscritos`, included, included ? `posição ${entry.index}` : `a prova da posição ${entry.index} não leva a merkleRoot`));
  }

  const ranked = await rankPositions(receipt.entrantCount, counts.total, new HmacCounterStream(seed, crypto));
  const listedIndices = listed.map((e) => e.index);
  const rankingOk = ranked.length === listedIndices.length && ranked.every((index, i) => index === listedIndices[i]);
  checks.push(
    check('ranking', 'Ordem dos ganhadores e suplentes recalculada', rankingOk,
      rankingOk ? `posições ${ranked.join(', ')}` : `recalculado ${ranked.join(', ')}; o recibo lista ${listedIndices.join(', ')}`),
  );

  const guaranteeOk = receipt.guaranteeText === GUARANTEE_TEXT[receipt.guarantee];
  checks.push(check('guarantee-text', 'A frase da garantia é a definida pelo algoritmo', guaranteeOk, guaranteeOk ? receipt.guarantee : `guaranteeText difere da frase de ${receipt.guarantee}`));

  if (receipt.commitmentStep) {
    checks.push(await commitmentStepCheck(receipt, crypto));
    const salt = receipt.commitmentStep.data.saltCommitment;
    if (typeof salt === 'string' && options.commitment === undefined) checks.push(await saltCheck(receipt, salt, crypto));
  }
  checks.push(replacementsCheck(receipt));

  if (options.commitment === undefined) return done(checks);
  checks.push(...(await bindingChecks(receipt, options.commitment, crypto)));
  return done(checks, true);
}

/**
 * verifyReceipt on a receipt's JSON text: the number rule (integers in plain decimal, which
 * JSON.parse cannot see) is checked on the text first, then everything else.
 */
export async function verifyReceiptText(text: string, crypto: DrawCrypto, options: VerifyOptions = {}): Promise<VerificationResult> {
  const numbers = receiptNumberProblem(text);
  if (numbers) return done([check('format', 'Recibo bem formado', false, numbers)]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return done([check('format', 'Recibo bem formado', false, `o recibo não é JSON: ${(error as Error).message}`)]);
  }
  return verifyReceipt(value, crypto, options);
}

/** A participant's own check: their entry's leaf is at `index` under the published root. */
export async function verifyParticipantInclusion(
  args: { entryId: string; participantHash: string; index: number; entrantCount: number; merkleRoot: string; proof: readonly ProofStep[] },
  crypto: DrawCrypto,
): Promise<boolean> {
  const leaf = await leafHash(args.entryId, fromHex(args.participantHash), crypto);
  return verifyInclusion({ leaf, index: args.index, count: args.entrantCount, proof: args.proof, root: fromHex(args.merkleRoot) }, crypto);
}
