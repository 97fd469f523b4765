import Redis from 'ioredis';
import type { PositionKind, PositionSignals } from './position-signals.port';

/**
 * Redis pub/sub of log positions: one channel per kind (`sorteios:positions:appended`,
 * `…:projected`), subscribed for the life of the process. A publish is fire-and-forget:
 * while Redis is down the listeners fall back on their polls, and nothing waits on a command
 * that cannot be sent.
 */
export class RedisPositionSignals implements PositionSignals {
  readonly name = 'redis';
  readonly crossProcess = true;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners: Record<PositionKind, Set<(position: number) => void>> = { appended: new Set(), projected: new Set() };

  constructor(
    redisUrl: string,
    private readonly prefix = 'sorteios:positions:',
  ) {
    // No offline queue: a signal that cannot be sent now is worthless later.
    const options = { maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 2000, disconnectTimeout: 200 };
    this.publisher = new Redis(redisUrl, options);
    // The SUBSCRIBE waits for Redis however long it takes; once it is acknowledged, ioredis
    // subscribes again after every reconnection.
    this.subscriber = new Redis(redisUrl, { connectTimeout: 2000, disconnectTimeout: 200, maxRetriesPerRequest: null });
    // Unhandled 'error' events would crash the process; health is Redis's adapters' to report.
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
    this.subscriber.subscribe(`${prefix}appended`, `${prefix}projected`).catch(() => undefined);
    this.subscriber.on('message', (channel: string, payload: string) => {
      const kind = channel.slice(prefix.length) as PositionKind;
      const position = Number(payload);
      if (!Number.isSafeInteger(position) || !this.listeners[kind]) return;
      for (const listener of this.listeners[kind]) listener(position);
    });
  }

  publish(kind: PositionKind, position: number): void {
    if (this.publisher.status !== 'ready') return;
    this.publisher.publish(this.prefix + kind, String(position)).catch(() => undefined);
  }

  on(kind: PositionKind, listener: (position: number) => void): () => void {
    const own = (position: number) => listener(position);
    this.listeners[kind].add(own);
    return () => this.listeners[kind].delete(own);
  }

  async close(): Promise<void> {
    this.listeners.appended.clear();
    this.listeners.projected.clear();
    // QUIT would wait for a connection that may never come (the subscriber retries forever).
    await Promise.all(
      [this.publisher, this.subscriber].map((client) => (client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect())),
    );
  }
}
