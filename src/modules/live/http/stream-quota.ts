/**
 * Open live streams (SSE) per client address and per signed-in user, in this process. One
 * address held 1,000 streams open: each costs a socket, a hub listener and a heartbeat
 * timer, so a client past its share gets 429 instead. Counted per process (each API replica
 * counts its own): a load balancer spreading one address over N replicas lets it hold N
 * times the limit, which still bounds what one replica carries.
 */
export interface StreamLimits {
  perIp: number;
  perUser: number;
}

export class StreamQuota {
  private readonly byIp = new Map<string, number>();
  private readonly byUser = new Map<string, number>();

  constructor(private readonly limits: StreamLimits) {}

  /** Counts a new stream and returns its release (idempotent), or null when a limit is reached. */
  take(ip: string, userId: string | undefined): (() => void) | null {
    if ((this.byIp.get(ip) ?? 0) >= this.limits.perIp) return null;
    if (userId !== undefined && (this.byUser.get(userId) ?? 0) >= this.limits.perUser) return null;
    add(this.byIp, ip, 1);
    if (userId !== undefined) add(this.byUser, userId, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      add(this.byIp, ip, -1);
      if (userId !== undefined) add(this.byUser, userId, -1);
    };
  }
}

function add(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
