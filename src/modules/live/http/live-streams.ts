import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import { LIVE_HUB, LiveHub, LiveMessage } from '../../../platform/live/live-hub.port';
import { canWatch } from '../application/live-view';
import { LiveViews } from '../application/live-views';
import { liveErrors } from '../domain/live.errors';
import { StreamQuota } from './stream-quota';

/** Proxies drop idle connections after a minute or so; a comment line keeps them open. */
export const HEARTBEAT_MS = 15_000;
/** How long EventSource waits before reconnecting. */
const RETRY_MS = 3000;
/** A client this far behind is not reading: drop it rather than buffer for it. */
const MAX_BUFFERED_BYTES = 1_000_000;

const frame = (m: LiveMessage) => `id: ${m.id}\nevent: ${m.event}\ndata: ${JSON.stringify(m.data)}\n\n`;

/** The Last-Event-ID a reconnecting EventSource sends: the position of the last message it got. */
export function lastEventId(req: Request): number | null {
  const raw = req.headers['last-event-id'];
  return typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : null;
}

/**
 * The Server-Sent Events of GET /api/giveaways/:id/live. Each connection subscribes to the
 * hub first and only then reads the state, so nothing published in between is lost:
 * messages that arrive meanwhile wait, and those the state already includes are dropped.
 */
@Injectable()
export class LiveStreams implements OnModuleDestroy {
  private readonly open = new Set<() => void>();

  constructor(
    private readonly views: LiveViews,
    @Inject(LIVE_HUB) private readonly hub: LiveHub,
    private readonly quota: StreamQuota,
  ) {}

  async serve(giveawayId: string, viewer: AuthUser | undefined, req: Request, res: Response): Promise<void> {
    const release = this.quota.take(req.ip ?? 'unknown', viewer?.id);
    if (!release) throw liveErrors.tooManyStreams();
    try {
      await this.stream(giveawayId, viewer, req, res, release);
    } catch (err) {
      release();
      throw err;
    }
  }

  private async stream(giveawayId: string, viewer: AuthUser | undefined, req: Request, res: Response, release: () => void): Promise<void> {
    const waiting: LiveMessage[] = [];
    let forward: ((m: LiveMessage) => void) | null = null;
    let unsubscribe: () => void;
    try {
      unsubscribe = await this.hub.subscribe(giveawayId, (m) => (forward ? forward(m) : waiting.push(m)));
    } catch {
      throw liveErrors.unavailable();
    }

    let state: LiveMessage;
    let missed: LiveMessage[];
    try {
      // Read the head first: every event of the two streams up to it is in what is read next.
      const head = await this.views.headPosition();
      const view = await this.views.load(giveawayId);
      if (!view || !canWatch(view, viewer)) throw liveErrors.giveawayNotFound();
      state = { id: Math.max(head, view.position), event: 'state', data: { ...view.state, spectators: await this.views.spectators(giveawayId) } };
      // A reconnecting client also gets, after the state, the moments it missed, with their own ids.
      const since = lastEventId(req);
      missed = since === null ? [] : view.history.filter((m) => m.id > since);
    } catch (err) {
      unsubscribe();
      throw err;
    }

    res.status(200);
    res.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx would otherwise hold the events back in its buffer.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    const write = (m: LiveMessage) => {
      if (res.writableEnded) return;
      res.write(frame(m));
      if (res.writableLength > MAX_BUFFERED_BYTES) end();
    };
    const heartbeat = setInterval(() => res.writableEnded || res.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      if (!this.open.delete(end)) return;
      release();
      clearInterval(heartbeat);
      unsubscribe();
      if (!res.writableEnded) res.end();
    };
    this.open.add(end);
    res.on('close', end);

    res.write(`retry: ${RETRY_MS}\n\n`);
    write(state);
    missed.forEach(write);
    // The count is absolute and read from the projection, which may lag the log: a newer
    // count is always worth sending. The draw's moments up to the state's id are in it.
    forward = (m) => {
      if (m.event === 'spectators' || m.id > state.id) write(m);
    };
    waiting.splice(0).forEach(forward);
    if (res.destroyed) end();
  }

  /** Open streams would keep the HTTP server from closing. */
  onModuleDestroy(): void {
    for (const end of [...this.open]) end();
  }
}
