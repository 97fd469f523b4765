import { ALGORITHM, ALGORITHM_VERSION } from './algorithm';
import { fromHex, isHex, toHex } from './bytes';
import type { DrawCrypto } from './draw-crypto';
import { leafHash, verifyInclusion, type ProofStep } from './merkle';
import { publicRandomnessCheck } from './public-randomness-check';
import { HmacCounterStream } from './random-stream';
import { rankCounts, rankPositions } from './ranking';
import { GUARANTEE_TEXT, type Receipt } from './receipt';
import { bindingChecks, check, commitmentStepCheck, saltCheck, type VerificationCheck } from './receipt-binding';
import { receiptShapeProblem } from './receipt-shape';
import { receiptNumberProblem } from './receipt-text';
import { replacementsCheck } from './replacements';
import { drawSeed, seedCommitment } from './seed';
import { LOG_ALGORITHM_VERSION, logLeafV2 } from './log-v2';
import { verifyLogInclusion } from './transparency-log';
import type { VerificationResult, VerifyOptions } from './verification-result';
import { verifyDrawReceiptV2 } from './verify-draw-v2';

export type { VerificationCheck } from './receipt-binding';

export type { VerificationResult, VerifyOptions } from './verification-result';

const done = (checks: VerificationCheck[], commitmentChecked = false): VerificationResult => ({ ok: checks.every((c) => c.ok), checks, commitmentChecked });

/**
 * Recomputes everything the receipt claims from the receipt alone: no server, no storage.
 * A tampered receipt fails on the check that names what was changed.
 */
export async function verifyReceipt(value: unknown, crypto: DrawCrypto, options: VerifyOptions = {}): Promise<VerificationResult> {
  // A draw of algorithm version 2 (the sealed entry log) has its own checks; version 1 is unchanged.
  if (typeof value === 'object' && value !== null && (value as { version?: unknown }).version === LOG_ALGORITHM_VERSION) return verifyDrawReceiptV2(value, crypto, options);
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
  args:
    | { entryId: string; participantHash: string; index: number; entrantCount: number; merkleRoot: string; proof: readonly ProofStep[] }
    | { versao: 2; entryId: string; participantHash: string; index: number; treeSize: number; merkleRoot: string; inclusionProof: readonly string[] },
  crypto: DrawCrypto,
): Promise<boolean> {
  // Version 2 (§ V2.12): the leaf of the log, proved with RFC 9162 against the sealed root of treeSize leaves.
  if ('versao' in args && args.versao === 2) {
    if (!args.inclusionProof.every((h) => isHex(h, 32))) return false;
    const leaf = await logLeafV2(args.entryId, fromHex(args.participantHash), crypto);
    return verifyLogInclusion({ leafHash: leaf, index: args.index, size: args.treeSize, proof: args.inclusionProof.map(fromHex), root: fromHex(args.merkleRoot) }, crypto);
  }
  const v1 = args as Extract<typeof args, { proof: readonly ProofStep[] }>;
  const leaf = await leafHash(v1.entryId, fromHex(v1.participantHash), crypto);
  return verifyInclusion({ leaf, index: v1.index, count: v1.entrantCount, proof: v1.proof, root: fromHex(v1.merkleRoot) }, crypto);
}
