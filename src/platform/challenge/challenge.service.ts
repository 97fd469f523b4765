import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { connectLimiterRedis } from '../rate-limits/rate-limiter.factory';
import { BurstCounters, ChallengeRoute } from './burst-counters';
import { MemoryUsedSolutionStore } from './memory-used-solution-store';
import { ProofOfWork } from './proof-of-work';
import { RedisUsedSolutionStore } from './redis-used-solution-store';
import type { UsedSolutionStore } from './used-solution-store.port';

/** The process's challenges: issuing, redeeming and the burst counters that ask for them. */
@Injectable()
export class ChallengeService implements OnModuleDestroy {
  private readonly redis: Redis | null;
  private readonly used: UsedSolutionStore;
  private readonly pow: ProofOfWork;
  private readonly bursts: BurstCounters;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = connectLimiterRedis(config.redisUrl);
    this.used = this.redis ? new RedisUsedSolutionStore(this.redis) : new MemoryUsedSolutionStore();
    this.pow = new ProofOfWork(config.challenge, this.used);
    this.bursts = new BurstCounters(this.redis, config.challenge);
  }

  issue() {
    return this.pow.issue();
  }

  redeem(header: string): Promise<void> {
    return this.pow.redeem(header);
  }

  underBurst(route: ChallengeRoute, ip: string, giveawayId?: string): Promise<boolean> {
    return this.bursts.underBurst(route, ip, giveawayId);
  }

  async onModuleDestroy(): Promise<void> {
    // Closes the one Redis connection the store and the counters share.
    await this.used.close();
  }
}
