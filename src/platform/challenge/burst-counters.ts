import type Redis from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createRateLimiter } from '../rate-limits/rate-limiter.factory';

export type ChallengeRoute = 'sign-up' | 'entry';

export interface BurstThresholds {
  signupsPerIp: number;
  entriesPerIp: number;
  entriesPerGiveawayPerMinute: number;
  windowSeconds: number;
}

// Counters only: nothing is refused here, so the ceiling just has to stay out of reach.
const UNCAPPED = 1_000_000_000;

/**
 * Counts requests per IP (and per giveaway for entries) with the rate limits' counters, so
 * they are shared through Redis like those; past a threshold the route asks for a challenge.
 * A threshold of 0 asks on every request.
 */
export class BurstCounters {
  private readonly signupsPerIp: RateLimiterAbstract;
  private readonly entriesPerIp: RateLimiterAbstract;
  private readonly entriesPerGiveaway: RateLimiterAbstract;

  constructor(
    redis: Redis | null,
    private readonly thresholds: BurstThresholds,
  ) {
    const make = (keyPrefix: string, duration: number) => createRateLimiter(redis, { keyPrefix, points: UNCAPPED, duration });
    this.signupsPerIp = make('challenge-signup-ip', thresholds.windowSeconds);
    this.entriesPerIp = make('challenge-entry-ip', thresholds.windowSeconds);
    this.entriesPerGiveaway = make('challenge-entry-giveaway', 60);
  }

  /** Counts this request; true when its IP or giveaway is past its threshold. */
  async underBurst(route: ChallengeRoute, ip: string, giveawayId?: string): Promise<boolean> {
    if (route === 'sign-up') return (await count(this.signupsPerIp, ip)) > this.thresholds.signupsPerIp;
    const [byIp, byGiveaway] = await Promise.all([count(this.entriesPerIp, ip), giveawayId ? count(this.entriesPerGiveaway, giveawayId) : 0]);
    return byIp > this.thresholds.entriesPerIp || byGiveaway > this.thresholds.entriesPerGiveawayPerMinute;
  }
}

async function count(limiter: RateLimiterAbstract, key: string): Promise<number> {
  return (await limiter.consume(key)).consumedPoints;
}
