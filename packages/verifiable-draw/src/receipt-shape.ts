import { isHex } from './bytes';
import { MAX_ENTRANTS } from './algorithm';
import type { Receipt } from './receipt';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
const isPosition = (v: unknown) => v === null || isInt(v, 0);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
/** ISO 8601 UTC as the log writes it: 2026-01-10T12:00:00.000Z. */
const isInstant = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(v) && !Number.isNaN(Date.parse(v));

function commitmentStepProblem(step: unknown): string | null {
  if (!isObject(step)) return 'commitmentStep deve ser um objeto';
  if (!isInt(step.seq, 1)) return 'commitmentStep.seq deve ser um inteiro ≥ 1';
  if (step.type !== 'DrawCommitted') return 'commitmentStep.type deve ser DrawCommitted';
  if (!isInt(step.position, 0)) return 'commitmentStep.position deve ser um inteiro ≥ 0';
  if (!isInstant(step.at)) return 'commitmentStep.at deve ser uma data ISO 8601 em UTC';
  if (!isObject(step.data)) return 'commitmentStep.data deve ser um objeto';
  if (!isHex(step.prevHash, 32) || !isHex(step.hash, 32)) return 'commitmentStep.prevHash e hash devem ter 32 bytes em hexadecimal minúsculo';
  if (step.signature !== undefined && step.signature !== null) return 'commitmentStep.signature é reservada para a versão 2 e deve ser null nesta versão';
  return null;
}

function replacementProblem(entry: unknown, where: string): string | null {
  if (!isObject(entry)) return `${where} não é um objeto`;
  if (entry.winnerRank !== undefined && !isInt(entry.winnerRank, 1)) return `${where}.winnerRank inválido`;
  if (entry.byRank !== undefined && !isInt(entry.byRank, 1)) return `${where}.byRank inválido`;
  if (!isText(entry.replacedEntryId) || !isText(entry.byEntryId)) return `${where}.replacedEntryId e byEntryId devem ser textos`;
  if (typeof entry.motivo !== 'string') return `${where}.motivo deve ser um texto`;
  if (!isInt(entry.position, 0)) return `${where}.position deve ser um inteiro ≥ 0`;
  if (!isInstant(entry.at)) return `${where}.at deve ser uma data ISO 8601 em UTC`;
  return null;
}

/** The fields added to version 1 receipts later: absent in older receipts, typed when present. */
function bindingProblem(r: Record<string, unknown>): string | null {
  if (r.commitmentStep !== undefined) {
    const problem = commitmentStepProblem(r.commitmentStep);
    if (problem) return problem;
  }
  if (r.maxSubstituicoes !== undefined && !isInt(r.maxSubstituicoes, 0)) return 'maxSubstituicoes deve ser um inteiro ≥ 0';
  if (r.substituicoes !== undefined) {
    if (!Array.isArray(r.substituicoes)) return 'substituicoes deve ser uma lista';
    for (const [k, entry] of r.substituicoes.entries()) {
      const problem = replacementProblem(entry, `substituicoes[${k}]`);
      if (problem) return problem;
    }
  }
  return null;
}

/** What a ranked winner or alternate holds in both versions: rank, leaf index, entry id, participant hash and leaf. */
function rankedCommonProblem(entry: unknown, where: string): string | null {
  if (!isObject(entry)) return `${where} não é um objeto`;
  if (!isInt(entry.rank, 1)) return `${where}.rank inválido`;
  if (!isInt(entry.index, 0)) return `${where}.index inválido`;
  if (!isText(entry.entryId)) return `${where}.entryId inválido`;
  if (!isHex(entry.participantHash, 32)) return `${where}.participantHash deve ter 32 bytes em hexadecimal`;
  if (!isHex(entry.leaf, 32)) return `${where}.leaf deve ter 32 bytes em hexadecimal`;
  return null;
}

function rankedEntrantProblem(entry: unknown, where: string): string | null {
  const common = rankedCommonProblem(entry, where);
  if (common || !isObject(entry)) return common;
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
  return commonShapeProblem(value, rankedEntrantProblem);
}

/** A version-2 draw's winner or alternate: a log leaf with its RFC 9162 proof (hex hashes, no sides). */
function rankedLeafProblem(entry: unknown, where: string): string | null {
  const common = rankedCommonProblem(entry, where);
  if (common || !isObject(entry)) return common;
  if (!Array.isArray(entry.inclusionProof) || !entry.inclusionProof.every((h) => isHex(h, 32))) return `${where}.inclusionProof deve ser uma lista de hashes de 32 bytes em hexadecimal`;
  return null;
}

/** The sealed head a version-2 draw receipt carries (docs/verifiable-draws.md § V2.12). */
function registroProblem(registro: unknown): string | null {
  if (!isObject(registro)) return 'registro deve ser a cabeça selada do registro de inscrições';
  if (!isInt(registro.treeSize, 1, MAX_ENTRANTS)) return 'registro.treeSize deve ser um inteiro entre 1 e 2^32';
  if (!isHex(registro.root, 32)) return 'registro.root deve ter 32 bytes em hexadecimal minúsculo';
  if (typeof registro.time !== 'string' || Number.isNaN(Date.parse(registro.time)) || new Date(Date.parse(registro.time)).toISOString() !== registro.time) {
    return 'registro.time deve ser uma data ISO 8601 em UTC com milissegundos (2026-01-10T12:00:00.000Z)';
  }
  if (!isHex(registro.signature, 64)) return 'registro.signature deve ser a assinatura Ed25519 (128 dígitos hexadecimais)';
  if (typeof registro.keyId !== 'string' || !/^[0-9a-f]{16}$/.test(registro.keyId)) return 'registro.keyId deve ter 16 dígitos hexadecimais';
  if (!Array.isArray(registro.excluidos) || !registro.excluidos.every((e) => isInt(e, 0))) return 'registro.excluidos deve ser uma lista de índices';
  return null;
}

/** Why a parsed JSON value is not shaped like a version-2 draw receipt, or null. */
export function drawReceiptV2ShapeProblem(value: unknown): string | null {
  const common = commonShapeProblem(value, rankedLeafProblem);
  if (common) return common;
  return registroProblem((value as Record<string, unknown>).registro);
}

function commonShapeProblem(value: unknown, entryProblem: (entry: unknown, where: string) => string | null): string | null {
  if (!isObject(value)) return 'o recibo não é um objeto JSON';
  const r = value;
  if (typeof r.algorithm !== 'string') return 'algorithm ausente';
  if (!isInt(r.version, 1)) return 'version deve ser um inteiro';
  if (!isText(r.giveawayId)) return 'giveawayId ausente';
  if (!isInt(r.entrantCount, 1, MAX_ENTRANTS)) return 'entrantCount deve ser um inteiro entre 1 e 2^32';
  for (const field of ['merkleRoot', 'salt', 'seedCommitment', 'serverSeed', 'drawSeed'] as const) {
    if (!isHex(r[field], 32)) return `${field} deve ter 32 bytes em hexadecimal minúsculo`;
  }
  if (r.publicRandomness !== null && !(isObject(r.publicRandomness) && typeof r.publicRandomness.value === 'string' && typeof r.publicRandomness.check === 'string')) {
    return 'publicRandomness deve ser null ou um objeto com value e check';
  }
  if (!isInt(r.quantidade, 1)) return 'quantidade deve ser um inteiro ≥ 1';
  if (!isInt(r.suplentes, 0)) return 'suplentes deve ser um inteiro ≥ 0';
  for (const list of ['winners', 'alternates'] as const) {
    const entries = r[list];
    if (!Array.isArray(entries)) return `${list} deve ser uma lista`;
    for (const [k, entry] of entries.entries()) {
      const problem = entryProblem(entry, `${list}[${k}]`);
      if (problem) return problem;
    }
  }
  if (!isPosition(r.closePosition) || !isPosition(r.drawPosition)) return 'closePosition e drawPosition devem ser inteiros ou null';
  if (r.guarantee !== 'operator-trusted-at-close' && r.guarantee !== 'public-randomness-after-close') return 'guarantee desconhecida';
  if (typeof r.guaranteeText !== 'string') return 'guaranteeText ausente';
  return bindingProblem(r);
}

export const isReceiptShaped = (value: unknown): value is Receipt => receiptShapeProblem(value) === null;
