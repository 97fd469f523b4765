import { HASH_BYTES } from './algorithm';
import { equalBytes, fromHex, isHex } from './bytes';
import type { DrawCrypto } from './draw-crypto';
import { type Ed25519Verify, type EntryReceipt, LOG_ALGORITHM_VERSION, logLeafV2, type SignedTreeHead, treeHeadMessage } from './log-v2';
import { verifyLogConsistency, verifyLogInclusion } from './transparency-log';
import type { LogPublicKeys, VerificationCheck, VerificationResult } from './verification-result';

export type { LogPublicKeys } from './verification-result';

const check = (id: string, name: string, ok: boolean, detail: string): VerificationCheck => ({ id, name, ok, detail });
const done = (checks: VerificationCheck[]): VerificationResult => ({ ok: checks.every((c) => c.ok), checks });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Why a value is not a signed tree head, in pt-BR; null when it is one. */
export function signedTreeHeadProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'a cabeça assinada deve ser um objeto JSON';
  if (typeof value.giveawayId !== 'string' || value.giveawayId === '') return 'giveawayId ausente';
  if (!isCount(value.treeSize)) return 'treeSize deve ser um inteiro não negativo';
  if (!isHex(value.root, HASH_BYTES)) return 'root deve ter 64 dígitos hexadecimais minúsculos';
  if (typeof value.time !== 'string' || Number.isNaN(Date.parse(value.time)) || new Date(Date.parse(value.time)).toISOString() !== value.time) {
    return 'time deve ser uma data ISO 8601 em UTC com milissegundos (2026-01-10T12:00:00.000Z)';
  }
  if (!isHex(value.signature, 64)) return 'signature deve ser a assinatura Ed25519 (128 dígitos hexadecimais)';
  if (typeof value.keyId !== 'string' || !/^[0-9a-f]{16}$/.test(value.keyId)) return 'keyId deve ter 16 dígitos hexadecimais';
  return null;
}

/** Why a value is not an entry receipt of version 2, in pt-BR; null when it is one. */
export function entryReceiptProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'o recibo deve ser um objeto JSON';
  if (value.version !== LOG_ALGORITHM_VERSION) return `version deve ser ${LOG_ALGORITHM_VERSION} (recibo de inscrição)`;
  const head = signedTreeHeadProblem(value);
  if (head) return head;
  if (typeof value.entryId !== 'string' || value.entryId === '') return 'entryId ausente';
  if (!isCount(value.index)) return 'index deve ser um inteiro não negativo';
  if (!isHex(value.participantHash, HASH_BYTES)) return 'participantHash deve ter 64 dígitos hexadecimais minúsculos';
  if (!isHex(value.leaf, HASH_BYTES)) return 'leaf deve ter 64 dígitos hexadecimais minúsculos';
  if (!Array.isArray(value.inclusionProof) || !value.inclusionProof.every((h) => isHex(h, HASH_BYTES))) {
    return 'inclusionProof deve ser uma lista de hashes de 64 dígitos hexadecimais';
  }
  return null;
}

/** Checks a signed tree head's signature with the key its keyId names. */
export async function checkTreeHeadSignature(head: SignedTreeHead, keys: LogPublicKeys, ed25519: Ed25519Verify, id = 'signature'): Promise<VerificationCheck> {
  const name = 'Assinatura da chave do registro';
  const key = Object.prototype.hasOwnProperty.call(keys, head.keyId) ? keys[head.keyId] : undefined;
  if (!key) return check(id, name, false, `a chave ${head.keyId} não está entre as chaves públicas do registro informadas`);
  let ok = false;
  try {
    ok = await ed25519(key, treeHeadMessage(head), fromHex(head.signature));
  } catch {
    ok = false;
  }
  return check(id, name, ok, ok ? `assinado pela chave ${head.keyId}` : 'a assinatura não confere com (sorteio, tamanho, raiz, horário): o recibo foi alterado ou não veio desta plataforma');
}

/**
 * An entry receipt on its own: well formed, signed by the log key (giveaway, tree size, root,
 * time), its leaf recomputed from entryId and participantHash, and the inclusion proof leading
 * from that leaf at `index` to `root` of a tree of `treeSize` leaves (RFC 9162 § 2.1.3.2).
 */
export async function verifyEntryReceipt(value: unknown, keys: LogPublicKeys, crypto: DrawCrypto, ed25519: Ed25519Verify): Promise<VerificationResult> {
  const shape = entryReceiptProblem(value);
  if (shape) return done([check('format', 'Recibo de inscrição bem formado', false, shape)]);
  const receipt = value as EntryReceipt;
  const checks: VerificationCheck[] = [check('format', 'Recibo de inscrição bem formado', true, `inscrição ${receipt.entryId}, posição ${receipt.index}`)];
  checks.push(await checkTreeHeadSignature(receipt, keys, ed25519));
  const leaf = await logLeafV2(receipt.entryId, fromHex(receipt.participantHash), crypto);
  const leafOk = equalBytes(leaf, fromHex(receipt.leaf));
  checks.push(check('leaf', 'Folha recalculada', leafOk, leafOk ? 'a folha é a da inscrição e do participante' : 'a folha não é SHA-256 de (sorteios-leaf-v2, entryId, participantHash)'));
  const included = await verifyLogInclusion(
    { leafHash: leaf, index: receipt.index, size: receipt.treeSize, proof: receipt.inclusionProof.map(fromHex), root: fromHex(receipt.root) },
    crypto,
  );
  checks.push(
    check(
      'inclusion',
      'Prova de inclusão',
      included,
      included ? `a folha está na posição ${receipt.index} da árvore de ${receipt.treeSize} folhas` : `a prova não leva da folha na posição ${receipt.index} à raiz de ${receipt.treeSize} folhas`,
    ),
  );
  return done(checks);
}

/**
 * "My entry receipt is consistent with the final tree": the receipt verifies, the final head is
 * signed, both are of the same giveaway, and `proof` (GET …/log/consistency?de=<receipt's
 * size>&para=<final size>) shows the final tree extends the one the receipt was signed over, so
 * the entry is still at its index in it.
 */
export async function verifyReceiptConsistency(
  args: { receipt: unknown; head: unknown; proof: readonly string[] },
  keys: LogPublicKeys,
  crypto: DrawCrypto,
  ed25519: Ed25519Verify,
): Promise<VerificationResult> {
  const own = await verifyEntryReceipt(args.receipt, keys, crypto, ed25519);
  const checks = [...own.checks];
  const headShape = signedTreeHeadProblem(args.head);
  if (headShape) return done([...checks, check('head-format', 'Cabeça final bem formada', false, headShape)]);
  if (entryReceiptProblem(args.receipt)) return done(checks);
  const receipt = args.receipt as EntryReceipt;
  const head = args.head as SignedTreeHead;
  checks.push(await checkTreeHeadSignature(head, keys, ed25519, 'head-signature'));
  const sameGiveaway = receipt.giveawayId === head.giveawayId;
  checks.push(check('giveaway', 'Mesmo sorteio', sameGiveaway, sameGiveaway ? head.giveawayId : `o recibo é do sorteio ${receipt.giveawayId}, a cabeça do sorteio ${head.giveawayId}`));
  const grows = receipt.treeSize <= head.treeSize;
  if (!grows) {
    checks.push(check('consistency', 'Árvore final estende a do recibo', false, `a árvore final (${head.treeSize} folhas) é menor que a do recibo (${receipt.treeSize}): uma inscrição foi retirada do registro`));
    return done(checks);
  }
  const proofOk = Array.isArray(args.proof) && args.proof.every((h) => isHex(h, HASH_BYTES));
  const consistent =
    proofOk &&
    (await verifyLogConsistency(
      { first: receipt.treeSize, second: head.treeSize, firstRoot: fromHex(receipt.root), secondRoot: fromHex(head.root), proof: args.proof.map(fromHex) },
      crypto,
    ));
  checks.push(
    check(
      'consistency',
      'Árvore final estende a do recibo',
      consistent,
      consistent
        ? `as ${receipt.treeSize} primeiras folhas da árvore final são as da árvore do recibo, a inscrição inclusive`
        : `a prova de consistência não liga a raiz do recibo (${receipt.treeSize} folhas) à raiz final (${head.treeSize} folhas): o registro foi reescrito`,
    ),
  );
  return done(checks);
}
