/**
 * The LiveHub port: fans the live view of a giveaway (GET /api/giveaways/:id/live) out to
 * every API process. In-process by default; Redis pub/sub when REDIS_URL is set, so a
 * worker's reactor reaches the spectators connected to any API replica. Delivery is at
 * most once and only to listeners subscribed at the time: every live connection starts
 * with a full state read from the log, so a lost message is never the only copy.
 * test/contract/live-hub.contract.ts checks each adapter.
 */
export interface LiveMessage {
  /** Global log position of the event the message comes from (the SSE id). */
  id: number;
  /** The SSE event name: state, spectators, closed, drawn, winner-replaced. */
  event: string;
  /** JSON-serialisable payload. */
  data: unknown;
}

export type LiveListener = (message: LiveMessage) => void;

export interface LiveHub {
  readonly name: string;
  publish(giveawayId: string, message: LiveMessage): Promise<void>;
  /**
   * Resolves once every message published from then on reaches `listener`, with the
   * function that stops it (calling it again does nothing). Messages arrive in publish order.
   */
  subscribe(giveawayId: string, listener: LiveListener): Promise<() => void>;
  /** Listeners of this giveaway in this process. */
  listenerCount(giveawayId: string): number;
  health(): Promise<{ ok: boolean; detail?: string }>;
  close(): Promise<void>;
}

export const LIVE_HUB = Symbol('LIVE_HUB');

/** A throwing listener (a broken connection) must not keep the message from the others. */
export function deliver(listeners: Iterable<LiveListener>, message: LiveMessage): void {
  for (const listener of [...listeners]) {
    try {
      listener(message);
    } catch {
      // The listener's own connection handles its failure (it closes and unsubscribes).
    }
  }
}
