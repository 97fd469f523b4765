import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { challengeErrors } from './challenge.errors';
import type { UsedSolutionStore } from './used-solution-store.port';

export interface ProofOfWorkOptions {
  hmacKey: string;
  maxNumber: number;
  expirySeconds: number;
}

/** What ALTCHA's widget (and web/src/lib/challenge-solver.ts) sends: base64 of `{ challenge, solution }`. */
interface Payload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

/**
 * ALTCHA v2 challenges in deterministic mode: the server hides a random counter up to
 * maxNumber, signs the parameters (HMAC) and the key the counter derives (key signature),
 * so a solution is checked with two HMACs and no hashing work, and the challenge itself
 * carries its expiry: nothing is stored until a solution is spent.
 */
export class ProofOfWork {
  private readonly keySecret: string;

  constructor(
    private readonly options: ProofOfWorkOptions,
    private readonly used: UsedSolutionStore,
    private readonly now: () => number = Date.now,
  ) {
    this.keySecret = createHmac('sha256', options.hmacKey).update('altcha-key-signature').digest('hex');
  }

  issue(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(this.options.maxNumber),
      deriveKey,
      expiresAt: Math.floor(this.now() / 1000) + this.options.expirySeconds,
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** Accepts a solved challenge once; throws CHALLENGE_INVALID for anything else. */
  async redeem(header: string): Promise<void> {
    const payload = parsePayload(header);
    if (!payload) throw challengeErrors.invalid();
    const { challenge, solution } = payload;
    const expiresAt = challenge.parameters.expiresAt;
    // A challenge without an expiry would be reusable forever once its id is forgotten.
    if (typeof expiresAt !== 'number' || expiresAt * 1000 <= this.now()) throw challengeErrors.invalid();
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: this.keySecret,
    }).catch(() => null);
    if (!result?.verified) throw challengeErrors.invalid();
    // The nonce is covered by the signature, so it names this challenge and no other.
    if (!(await this.used.markUsed(challenge.parameters.nonce, expiresAt * 1000))) throw challengeErrors.invalid();
  }
}

function parsePayload(header: string): Payload | null {
  if (header.length > 4096) return null;
  try {
    const value = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Partial<Payload> | null;
    const parameters = value?.challenge?.parameters;
    if (!parameters || typeof parameters !== 'object' || typeof parameters.nonce !== 'string') return null;
    if (!value.solution || typeof value.solution !== 'object') return null;
    return value as Payload;
  } catch {
    return null;
  }
}
