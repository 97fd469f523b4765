import { ALGORITHM, HASH_BYTES } from './algorithm';
import { fromHex, isHex, toHex } from './bytes';
import type { DrawCrypto } from './draw-crypto';
import { type DrawReceiptV2, excludedProblem, rankSealedLog } from './draw-v2';
import { type Ed25519Verify, LOG_ALGORITHM_VERSION, logLeafV2, webEd25519Verify } from './log-v2';
import { publicRandomnessCheck } from './public-randomness-check';
import { GUARANTEE_TEXT, type Receipt } from './receipt';
import { bindingChecks, check, commitmentStepCheck, saltCheck, type VerificationCheck } from './receipt-binding';
import { drawReceiptV2ShapeProblem } from './receipt-shape';
import { replacementsCheck } from './replacements';
import { seedCommitment } from './seed';
import { verifyLogInclusion } from './transparency-log';
import type { VerificationResult, VerifyOptions } from './verification-result';
import { checkTreeHeadSignature } from './verify-v2';

const done = (checks: VerificationCheck[], commitmentChecked = false): VerificationResult => ({ ok: checks.every((c) => c.ok), checks, commitmentChecked });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sealed head as DrawCommitted's `registro` records it (docs/verifiable-draws.md § V2.7). */
const sameRegistro = (receipt: DrawReceiptV2, recorded: unknown) =>
  isObject(recorded) &&
  recorded.versao === 2 &&
  recorded.treeSize === receipt.registro.treeSize &&
  recorded.root === receipt.registro.root &&
  Array.isArray(recorded.excluidos) &&
  recorded.excluidos.length === receipt.registro.excluidos.length &&
  recorded.excluidos.every((e, i) => e === receipt.registro.excluidos[i]);

/** The DrawCommitted step the published commitment (or history) holds, if any. */
function publishedStepData(published: unknown): Record<string, unknown> | null {
  if (!isObject(published)) return null;
  const step = Array.isArray(published.steps) ? published.steps.find((s) => isObject(s) && s.type === 'DrawCommitted') : published.step;
  return isObject(step) && isObject(step.data) ? step.data : null;
}

function registroCheck(receipt: DrawReceiptV2, data: Record<string, unknown>, where: string): VerificationCheck {
  const ok = sameRegistro(receipt, data.registro);
  const { treeSize, root, excluidos } = receipt.registro;
  return check('commitment-registro', 'A árvore selada é a que o compromisso do encerramento registrou', ok,
    ok ? `${where}: ${treeSize} folhas, raiz ${root}, ${excluidos.length} excluída(s)` : `${where} registrou outra árvore (tamanho, raiz ou excluídas) que a do recibo`);
}

/**
 * A version-2 draw receipt (docs/verifiable-draws.md § V2.12): the sealed head signed by the log
 * key, every ranked leaf recomputed and proved in the sealed tree (RFC 9162), the ranking
 * recomputed over N = treeSize − |excluidos| from the revealed seed, and everything version 1
 * binds (seed and salt commitments, public value, commitment step, replacements). The log's
 * public keys come in `options.logKeys` (GET /api/log-key); without them the signature check
 * fails, as nothing else shows the head came from the platform.
 */
export async function verifyDrawReceiptV2(value: unknown, crypto: DrawCrypto, options: VerifyOptions = {}): Promise<VerificationResult> {
  const shape = drawReceiptV2ShapeProblem(value);
  if (shape) return done([check('format', 'Recibo bem formado', false, shape)]);
  const receipt = value as DrawReceiptV2;
  const checks: VerificationCheck[] = [check('format', 'Recibo bem formado', true, 'todos os campos presentes')];
  const known = receipt.algorithm === ALGORITHM && receipt.version === LOG_ALGORITHM_VERSION;
  checks.push(check('algorithm', `Algoritmo ${ALGORITHM} versão ${LOG_ALGORITHM_VERSION}`, known, known ? 'reconhecido' : `desconhecido: ${receipt.algorithm} v${receipt.version}`));
  if (!known) return done(checks);

  const { registro } = receipt;
  const ed25519: Ed25519Verify = options.ed25519 ?? webEd25519Verify;
  checks.push(
    options.logKeys
      ? { ...(await checkTreeHeadSignature({ giveawayId: receipt.giveawayId, ...registro }, options.logKeys, ed25519, 'head-signature')), name: 'Assinatura da árvore selada no encerramento (chave do registro)' }
      : check('head-signature', 'Assinatura da árvore selada no encerramento (chave do registro)', false, 'nenhuma chave pública do registro informada (GET /api/log-key): sem ela nada mostra que a árvore veio da plataforma'),
  );

  const excluded = excludedProblem(registro.excluidos, registro.treeSize);
  const entrantCount = registro.treeSize - registro.excluidos.length;
  const headProblem =
    excluded ??
    (entrantCount < 1 ? 'nenhuma folha elegível' : null) ??
    (receipt.entrantCount !== entrantCount ? `entrantCount deveria ser ${entrantCount} (${registro.treeSize} folhas menos ${registro.excluidos.length} excluída(s)), o recibo diz ${receipt.entrantCount}` : null) ??
    (receipt.merkleRoot !== registro.root ? 'merkleRoot difere da raiz da árvore selada (registro.root)' : null);
  checks.push(
    check('head', 'Inscritos = folhas da árvore selada menos as excluídas', headProblem === null,
      headProblem ?? `${entrantCount} inscritos: ${registro.treeSize} folhas, ${registro.excluidos.length} excluída(s)`),
  );
  if (headProblem) return done(checks);

  const serverSeed = fromHex(receipt.serverSeed);
  const commitment = toHex(await seedCommitment(serverSeed, crypto));
  checks.push(
    check('seed-commitment', 'A semente revelada corresponde ao compromisso feito no encerramento', commitment === receipt.seedCommitment,
      commitment === receipt.seedCommitment ? 'SHA-256(serverSeed) = seedCommitment' : `SHA-256(serverSeed) = ${commitment}, diferente de seedCommitment`),
  );
  checks.push(await publicRandomnessCheck(receipt, crypto));

  const ranking = await rankSealedLog(
    { serverSeed, root: fromHex(registro.root), treeSize: registro.treeSize, excluidos: registro.excluidos, publicValue: receipt.publicRandomness?.value ?? null, quantidade: receipt.quantidade, suplentes: receipt.suplentes },
    crypto,
  );
  const seed = toHex(ranking.drawSeed);
  checks.push(check('draw-seed', 'Semente do sorteio recalculada', seed === receipt.drawSeed, seed === receipt.drawSeed ? seed : `recalculada ${seed}, diferente de drawSeed`));

  const listed = [...receipt.winners, ...receipt.alternates];
  const countsOk = receipt.winners.length === ranking.winners.length && receipt.alternates.length === ranking.alternates.length && listed.every((e, i) => e.rank === i + 1);
  const total = ranking.winners.length + ranking.alternates.length;
  checks.push(
    check('counts', 'Número de ganhadores e suplentes coerente', countsOk,
      countsOk ? `${ranking.winners.length} ganhador(es) e ${ranking.alternates.length} suplente(s) entre ${entrantCount} inscritos` : `esperados ${ranking.winners.length} ganhador(es) e ${ranking.alternates.length} suplente(s), com posições 1..${total} em ordem`),
  );

  const root = fromHex(registro.root);
  for (const entry of listed) {
    const leaf = toHex(await logLeafV2(entry.entryId, fromHex(entry.participantHash), crypto));
    checks.push(check(`leaf:${entry.rank}`, `Folha do ${entry.rank}º recalculada a partir da inscrição ${entry.entryId}`, leaf === entry.leaf, leaf === entry.leaf ? leaf : `recalculada ${leaf}, diferente da folha listada`));
    const included =
      entry.inclusionProof.every((h) => isHex(h, HASH_BYTES)) &&
      (await verifyLogInclusion({ leafHash: fromHex(entry.leaf), index: entry.index, size: registro.treeSize, proof: entry.inclusionProof.map(fromHex), root }, crypto));
    checks.push(
      check(`proof:${entry.rank}`, `Prova de inclusão do ${entry.rank}º leva à raiz selada`, included,
        included ? `folha ${entry.index} de ${registro.treeSize}` : `a prova da folha ${entry.index} não leva à raiz selada de ${registro.treeSize} folhas`),
    );
  }

  const expected = [...ranking.winners, ...ranking.alternates];
  const listedIndices = listed.map((e) => e.index);
  const rankingOk = expected.length === listedIndices.length && expected.every((index, i) => index === listedIndices[i]);
  checks.push(
    check('ranking', 'Ordem dos ganhadores e suplentes recalculada', rankingOk,
      rankingOk ? `folhas ${expected.join(', ')} do registro` : `recalculado: folhas ${expected.join(', ')}; o recibo lista ${listedIndices.join(', ')}`),
  );

  const guaranteeOk = receipt.guaranteeText === GUARANTEE_TEXT[receipt.guarantee];
  checks.push(check('guarantee-text', 'A frase da garantia é a definida pelo algoritmo', guaranteeOk, guaranteeOk ? receipt.guarantee : `guaranteeText difere da frase de ${receipt.guarantee}`));

  // Version 1's binding checks read the fields both versions share (ids, counts, root, seeds, ranks).
  const asV1 = receipt as unknown as Receipt;
  if (receipt.commitmentStep) {
    checks.push(await commitmentStepCheck(asV1, crypto));
    checks.push(registroCheck(receipt, receipt.commitmentStep.data, 'o passo do compromisso no recibo'));
    const salt = receipt.commitmentStep.data.saltCommitment;
    if (typeof salt === 'string' && options.commitment === undefined) checks.push(await saltCheck(asV1, salt, crypto));
  }
  checks.push(replacementsCheck(asV1));

  if (options.commitment === undefined) return done(checks);
  checks.push(...(await bindingChecks(asV1, options.commitment, crypto)));
  const published = publishedStepData(options.commitment);
  checks.push(
    published
      ? registroCheck(receipt, published, 'o compromisso publicado')
      : check('commitment-registro', 'A árvore selada é a que o compromisso do encerramento registrou', false, 'o compromisso informado não traz o passo DrawCommitted com o registro'),
  );
  return done(checks, true);
}
