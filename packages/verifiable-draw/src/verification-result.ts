/** What a verification answers, and its options: shared by every verifier of both versions. */
import type { Ed25519Verify } from './log-v2';
import type { VerificationCheck } from './receipt-binding';

export type { VerificationCheck } from './receipt-binding';

/** The log's public keys by keyId (GET /api/log-key lists the current one and every earlier one). */
export type LogPublicKeys = Readonly<Record<string, Uint8Array>>;

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
  /**
   * Version 2 only: the log's public keys by keyId (GET /api/log-key), which check the sealed
   * head's signature, and the Ed25519 implementation (WebCrypto's when left out).
   */
  logKeys?: LogPublicKeys;
  ed25519?: Ed25519Verify;
}

