import type { LogPublicKeys } from '@sorteios/verifiable-draw';
import { apiRequest } from '../../../lib/api-client';

interface LogKeyAnswer {
  keys: Array<{ keyId: string; publicKey: string }>;
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** GET /api/log-key: this server's log keys (the current one and every retired one) by keyId. */
export async function fetchLogKeys(): Promise<LogPublicKeys> {
  const answer = await apiRequest<LogKeyAnswer>('/api/log-key');
  return Object.fromEntries(answer.keys.map((k) => [k.keyId, fromBase64(k.publicKey)]));
}

/**
 * What verifyReceipt needs besides the receipt: a draw of version 2 (a giveaway with an entry
 * log, docs/verifiable-draws.md § V2.12) is over a head sealed with the log key, checked with
 * WebCrypto's Ed25519; a version-1 receipt needs nothing.
 */
export async function logKeyOptionsFor(receipt: unknown): Promise<{ logKeys?: LogPublicKeys }> {
  const version = typeof receipt === 'object' && receipt !== null ? (receipt as { version?: unknown }).version : undefined;
  return version === 2 ? { logKeys: await fetchLogKeys() } : {};
}
