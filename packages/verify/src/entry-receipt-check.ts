import { type LogPublicKeys, type VerificationCheck, verifyEntryReceipt, verifyReceiptConsistency } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto, nodeEd25519Verify } from '@sorteios/verifiable-draw/node';

/*
 * sorteios-verify for an entry receipt of algorithm version 2 (docs/verifiable-draws.md
 * "Versão 2"): the receipt against the log key, and "my entry receipt is consistent with the
 * final tree" against the giveaway's final head and the consistency proof between the two.
 */

/** Where the key, the final head and the proof come from: files the participant kept, or the server. */
export interface EntryReceiptSources {
  /** GET /api/log-key's answer, or a raw 32-byte public key in base64. */
  key?: unknown;
  /** GET …/log/head's answer (final after the close). */
  head?: unknown;
  /** GET …/log/consistency's answer, or the list of hashes alone. */
  proof?: unknown;
}

/** A version-2 entry receipt (not a draw receipt, which has `algorithm`). */
export const isEntryReceipt = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { version?: unknown }).version === 2 && 'inclusionProof' in value && !('algorithm' in value);

/** The keys of GET /api/log-key (the current one and every retired one), or of one raw base64 key. */
export function logKeysOf(value: unknown): LogPublicKeys | string {
  if (typeof value === 'string') return { ...rawKey(value) };
  const answer = value as { keyId?: unknown; publicKey?: unknown; keys?: Array<{ keyId?: unknown; publicKey?: unknown }> } | null;
  const listed = answer?.keys ?? (answer ? [answer] : []);
  const keys: Record<string, Uint8Array> = {};
  for (const k of listed) {
    if (typeof k.keyId !== 'string' || typeof k.publicKey !== 'string') continue;
    const raw = Buffer.from(k.publicKey, 'base64');
    if (raw.length === 32) keys[k.keyId] = raw;
  }
  return Object.keys(keys).length > 0 ? keys : 'a chave do registro não foi reconhecida: use a resposta de GET /api/log-key (ou a chave pública crua em base64)';
}

function rawKey(base64: string): Record<string, Uint8Array> {
  const raw = Buffer.from(base64.trim(), 'base64');
  if (raw.length !== 32) return {};
  // keyId = the first 16 hex digits of SHA-256(raw key), as the server names it.
  const keyId = (nodeDrawCrypto.sha256(raw) as Uint8Array).reduce((hex, b) => hex + b.toString(16).padStart(2, '0'), '').slice(0, 16);
  return { [keyId]: raw };
}

const proofOf = (value: unknown): string[] => (Array.isArray(value) ? value : ((value as { proof?: unknown } | null)?.proof as string[]) ?? []);

/** The checks, and whether the receipt was compared with a final tree. */
export async function checkEntryReceipt(receipt: unknown, sources: EntryReceiptSources): Promise<{ checks: VerificationCheck[]; againstHead: boolean; final: boolean }> {
  const keys = logKeysOf(sources.key);
  if (typeof keys === 'string') return { checks: [{ id: 'key', name: 'Chave do registro', ok: false, detail: keys }], againstHead: false, final: false };
  if (sources.head === undefined) {
    const result = await verifyEntryReceipt(receipt, keys, nodeDrawCrypto, nodeEd25519Verify);
    return { checks: result.checks, againstHead: false, final: false };
  }
  const result = await verifyReceiptConsistency({ receipt, head: sources.head, proof: proofOf(sources.proof) }, keys, nodeDrawCrypto, nodeEd25519Verify);
  return { checks: result.checks, againstHead: true, final: (sources.head as { final?: unknown }).final === true };
}
