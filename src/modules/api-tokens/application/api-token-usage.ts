import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RecordApiTokenUseCommand } from './api-token.commands';

/** How often the uses seen are recorded: at most one ApiTokensUsed per owner per period. */
export const API_TOKEN_USAGE_FLUSH_MS = 60_000;

/**
 * Last-used times without an event per request: each authenticated request only notes the
 * time here, in memory; every minute (and at shutdown) the uses seen are recorded, one
 * RecordApiTokenUse per owner, as ApiTokensUsed. This process's list shows its own newer
 * uses at once; another replica's show within a minute. A crash loses at most the last
 * minute's times, never a token.
 */
@Injectable()
export class ApiTokenUsage implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ApiTokenUsage');
  /** Uses not recorded yet: token id → its owner and latest time. */
  private pending = new Map<string, { ownerId: string; em: Date }>();
  /** The latest use this process saw of each token, for the list. */
  private readonly seen = new Map<string, Date>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly commands: CommandBus) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), API_TOKEN_USAGE_FLUSH_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  touch(tokenId: string, ownerId: string, at: Date): void {
    const previous = this.seen.get(tokenId);
    if (previous && previous >= at) return;
    this.seen.set(tokenId, at);
    this.pending.set(tokenId, { ownerId, em: at });
  }

  lastSeen(tokenId: string): Date | undefined {
    return this.seen.get(tokenId);
  }

  /** A revoked token is not recorded any more (the decider would ignore it anyway). */
  forget(tokenId: string): void {
    this.seen.delete(tokenId);
    this.pending.delete(tokenId);
  }

  /** Records the uses seen since the last flush; one flush at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.recordPending());
    return this.flushing;
  }

  private async recordPending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const byOwner = new Map<string, Array<{ tokenId: string; em: Date }>>();
    for (const [tokenId, { ownerId, em }] of batch) byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), { tokenId, em }]);
    for (const [ownerId, usos] of byOwner) {
      try {
        await this.commands.execute(new RecordApiTokenUseCommand(ownerId, usos));
      } catch (err) {
        // Kept for the next flush, unless a newer use replaced it meanwhile.
        this.logger.warn({ err, ownerId }, 'Não foi possível registrar o último uso de tokens de API; nova tentativa no próximo ciclo');
        for (const { tokenId, em } of usos) if (!this.pending.has(tokenId) && this.seen.has(tokenId)) this.pending.set(tokenId, { ownerId, em });
      }
    }
  }
}
