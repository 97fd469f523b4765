import type Redis from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../platform/ddd/domain-error';
import { createRateLimiter } from '../../../../platform/rate-limits/rate-limiter.factory';
import { loginDelaySeconds } from './login-delay';

// The failure counter only counts; refusals come from the delay and the challenge rule.
const UNCAPPED = 1_000_000_000;

/**
 * The per-account defence against password guessing, without handing anyone a way to lock
 * the owner out (issue 11): each failure makes the account wait longer before its next try
 * (429 LOGIN_DELAYED, Retry-After), and past LOGIN_MAX_FAILURES_PER_ACCOUNT failures every
 * try needs a solved challenge (428 CHALLENGE_REQUIRED). A try that carries a solved
 * challenge skips the wait: the correct password then always gets in, and each wrong guess
 * costs the guesser a proof of work on top of the per-IP limit. Counts are shared through
 * Redis like the other limits.
 */
export class LoginLockout {
  private readonly failures: RateLimiterAbstract;
  private readonly waits: RateLimiterAbstract;
  private readonly deviceFailures: RateLimiterAbstract;

  constructor(
    redis: Redis | null,
    private readonly config: Pick<AppConfig, 'loginLimits' | 'loginDelay'>,
  ) {
    const { windowSeconds, perAccount } = config.loginLimits;
    this.failures = createRateLimiter(redis, { keyPrefix: 'login-failures', points: UNCAPPED, duration: windowSeconds });
    this.waits = createRateLimiter(redis, { keyPrefix: 'login-wait', points: 1, duration: windowSeconds });
    // A known device that keeps failing stops being trusted (OWASP: lock out the device cookie).
    this.deviceFailures = createRateLimiter(redis, { keyPrefix: 'login-device', points: perAccount, duration: windowSeconds });
  }

  /** Throws unless this account may be tried now by a browser it does not know. */
  async ensureMayTry(email: string, challengePassed: boolean): Promise<void> {
    if (challengePassed) return;
    const failures = (await this.failures.get(email))?.consumedPoints ?? 0;
    if (failures >= this.config.loginLimits.perAccount) {
      throw new DomainError('CHALLENGE_REQUIRED', 'Muitas tentativas erradas nesta conta. Confirme que você não é um robô e tente de novo.');
    }
    const wait = await this.waits.get(email);
    if (wait && wait.consumedPoints > 1 && wait.msBeforeNext > 0) throw delayed(wait.msBeforeNext);
  }

  async failed(email: string): Promise<void> {
    const { consumedPoints } = await this.failures.consume(email);
    const { baseSeconds, maxSeconds } = this.config.loginDelay;
    await this.waits.block(email, loginDelaySeconds(consumedPoints, baseSeconds, maxSeconds));
  }

  async succeeded(email: string): Promise<void> {
    await Promise.all([this.failures.delete(email), this.waits.delete(email)]);
  }

  async deviceTrusted(deviceId: string): Promise<boolean> {
    const res = await this.deviceFailures.get(deviceId);
    return !res || res.remainingPoints > 0;
  }

  async deviceFailed(deviceId: string): Promise<void> {
    await this.deviceFailures.penalty(deviceId, 1);
  }
}

function delayed(msBeforeNext: number): DomainError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainError('LOGIN_DELAYED', `Muitas tentativas erradas nesta conta. Tente de novo em ${seconds} segundo(s).`, {
    retryAfterSeconds: seconds,
  });
}
