import { isHex } from './bytes';
import { MAX_ENTRANTS } from './algorithm';
import type { Receipt } from './receipt';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
const isPosition = (v: unknown) => v === null || isInt(v, 0);

function rankedEntrantProblem(entry: unknown, where: string): string | null {
  if (!isObject(entry)) return `${where} não é um objeto`;
  if (!isInt(entry.rank, 1)) return `${where}.rank inválido`;
  if (!isInt(entry.index, 0)) return `${where}.index inválido`;
  if (typeof entry.entryId !== 'string') return `${where}.entryId inválido`;
  if (!isHex(entry.participantHash, 32)) return `${where}.participantHash deve ter 32 bytes em hexadecimal`;
  if (!isHex(entry.leaf, 32)) return `${where}.leaf deve ter 32 bytes em hexadecimal`;
  if (!Array.isArray(entry.proof)) return `${where}.proof deve ser uma lista`;
  for (const [k, step] of entry.proof.entries()) {
    if (!isObject(step) || (step.side !== 'left' && step.side !== 'right') || !isHex(step.hash, 32)) return `${where}.proof[${k}] inválido`;
  }
  return null;
}

/**
 * Why a parsed JSON value is not shaped like a receipt, or null. Only the structure is
 * checked here; whether the values agree with each other is verify.ts's job.
 */
export function receiptShapeProblem(value: unknown): string | null {
  if (!isObject(value)) return 'o recibo não é um objeto JSON';
  const r = value;
  if (typeof r.algorithm !== 'string') return 'algorithm ausente';
  if (typeof r.version !== 'number') return 'version ausente';
  if (typeof r.giveawayId !== 'string') return 'giveawayId ausente';
  if (!isInt(r.entrantCount, 1, MAX_ENTRANTS)) return 'entrantCount deve ser um inteiro entre 1 e 2^32';
  for (const field of ['merkleRoot', 'salt', 'seedCommitment', 'serverSeed', 'drawSeed'] as const) {
    if (!isHex(r[field], 32)) return `${field} deve ter 32 bytes em hexadecimal minúsculo`;
  }
  if (r.publicRandomness !== null && !(isObject(r.publicRandomness) && typeof r.publicRandomness.value === 'string')) {
    return 'publicRandomness deve ser null ou um objeto com value';
  }
  if (!isInt(r.quantidade, 1)) return 'quantidade deve ser um inteiro ≥ 1';
  if (!isInt(r.suplentes, 0)) return 'suplentes deve ser um inteiro ≥ 0';
  for (const list of ['winners', 'alternates'] as const) {
    const entries = r[list];
    if (!Array.isArray(entries)) return `${list} deve ser uma lista`;
    for (const [k, entry] of entries.entries()) {
      const problem = rankedEntrantProblem(entry, `${list}[${k}]`);
      if (problem) return problem;
    }
  }
  if (!isPosition(r.closePosition) || !isPosition(r.drawPosition)) return 'closePosition e drawPosition devem ser inteiros ou null';
  if (r.guarantee !== 'operator-trusted-at-close' && r.guarantee !== 'public-randomness-after-close') return 'guarantee desconhecida';
  return null;
}

export const isReceiptShaped = (value: unknown): value is Receipt => receiptShapeProblem(value) === null;
