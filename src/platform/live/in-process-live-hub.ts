import { deliver, type LiveHub, type LiveListener, type LiveMessage } from './live-hub.port';

/** One process (the embedded default): publishers and listeners share a map of sets. */
export class InProcessLiveHub implements LiveHub {
  readonly name = 'in-process';
  private readonly listeners = new Map<string, Set<LiveListener>>();

  async publish(giveawayId: string, message: LiveMessage): Promise<void> {
    const listeners = this.listeners.get(giveawayId);
    // A copy, as Redis would hand over: a listener cannot change what the others receive.
    if (listeners) deliver(listeners, structuredClone(message));
  }

  async subscribe(giveawayId: string, listener: LiveListener): Promise<() => void> {
    let listeners = this.listeners.get(giveawayId);
    if (!listeners) this.listeners.set(giveawayId, (listeners = new Set()));
    // Wrapped, so the same function subscribed twice is two subscriptions.
    const own: LiveListener = (message) => listener(message);
    listeners.add(own);
    return () => {
      listeners.delete(own);
      if (listeners.size === 0 && this.listeners.get(giveawayId) === listeners) this.listeners.delete(giveawayId);
    };
  }

  listenerCount(giveawayId: string): number {
    return this.listeners.get(giveawayId)?.size ?? 0;
  }

  async health(): Promise<{ ok: boolean }> {
    return { ok: true };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
