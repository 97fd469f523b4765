import Redis from 'ioredis';
import { deliver, type LiveHub, type LiveListener, type LiveMessage } from './live-hub.port';

const TIMEOUT_MS = 5000;

interface Channel {
  listeners: Set<LiveListener>;
  /** The SUBSCRIBE of this channel, acknowledged by Redis. */
  ready: Promise<void>;
}

/**
 * Redis pub/sub: one channel per giveaway (`sorteios:live:<giveawayId>`), subscribed by an
 * API process while at least one of its spectators watches that giveaway. One connection
 * publishes, one listens (a subscribed connection can do nothing else). Both give up on a
 * command after one reconnection attempt, so a Redis outage fails a publish quickly
 * instead of holding up the reactor that publishes.
 */
export class RedisLiveHub implements LiveHub {
  readonly name = 'redis';
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channels = new Map<string, Channel>();

  constructor(
    redisUrl: string,
    private readonly prefix = 'sorteios:live:',
  ) {
    // A socket still connecting at close is destroyed after disconnectTimeout, not the default 2 s.
    const options = { maxRetriesPerRequest: 1, connectTimeout: 2000, disconnectTimeout: 200 };
    this.publisher = new Redis(redisUrl, options);
    this.subscriber = new Redis(redisUrl, options);
    // A failed command reports the problem; unhandled 'error' events would crash the process.
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, payload: string) => {
      const listeners = this.channels.get(channel)?.listeners;
      if (!listeners) return;
      let message: LiveMessage;
      try {
        message = JSON.parse(payload) as LiveMessage;
      } catch {
        return;
      }
      deliver(listeners, message);
    });
  }

  async publish(giveawayId: string, message: LiveMessage): Promise<void> {
    await withTimeout(this.publisher.publish(this.prefix + giveawayId, JSON.stringify(message)), 'PUBLISH');
  }

  async subscribe(giveawayId: string, listener: LiveListener): Promise<() => void> {
    const name = this.prefix + giveawayId;
    const channel = this.channels.get(name) ?? this.open(name);
    const own: LiveListener = (message) => listener(message);
    channel.listeners.add(own);
    const unsubscribe = () => {
      if (!channel.listeners.delete(own) || channel.listeners.size > 0 || this.channels.get(name) !== channel) return;
      this.channels.delete(name);
      this.subscriber.unsubscribe(name).catch(() => undefined);
    };
    try {
      await channel.ready;
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  private open(name: string): Channel {
    // Commands on one connection run in order, so a SUBSCRIBE sent after the UNSUBSCRIBE
    // of the last listener is the one that counts.
    const channel = { listeners: new Set<LiveListener>(), ready: withTimeout(this.subscriber.subscribe(name), 'SUBSCRIBE').then(() => undefined) };
    // Observed here too: nobody may be awaiting it when the last listener has already left.
    channel.ready.catch(() => undefined);
    this.channels.set(name, channel);
    return channel;
  }

  listenerCount(giveawayId: string): number {
    return this.channels.get(this.prefix + giveawayId)?.listeners.size ?? 0;
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      const reply = await withTimeout(this.publisher.ping(), 'PING');
      if (this.subscriber.status !== 'ready') return { ok: false, detail: `conexão de assinatura: ${this.subscriber.status}` };
      return { ok: reply === 'PONG' };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    this.channels.clear();
    await Promise.all([this.publisher, this.subscriber].map((client) => client.quit().catch(() => client.disconnect())));
  }
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis não respondeu ao ${what} em ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
