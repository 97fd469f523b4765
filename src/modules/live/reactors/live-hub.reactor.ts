import { Logger } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { LiveHub, LiveMessage } from '../../../platform/live/live-hub.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { LiveViews } from '../application/live-views';
import type { SpectatorEvent } from '../domain/spectator.events';

const DRAW_MOMENTS = new Set(['GiveawayClosed', 'DrawCommitted', 'WinnersDrawn', 'WinnerReplaced']);
const SPECTATOR_CHANGES = new Set(['SpectatorJoined', 'SpectatorLeft']);

/**
 * Pushes the moments of a draw and the spectator count to the live views through the hub
 * (Redis pub/sub when API processes are apart from the worker). Messages are published in
 * log order, one after the other, so a spectator never sees the draw before the close.
 * Live messages are a convenience: every connection starts from the log, so a failed
 * publish is logged and skipped rather than stopping the projections.
 */
export function liveHubReactor(hub: LiveHub, views: LiveViews): Reactor {
  const logger = new Logger('LiveHub');
  let tail: Promise<void> = Promise.resolve();

  async function messageFor(event: RecordedEvent): Promise<{ giveawayId: string; message: LiveMessage } | null> {
    const giveawayId = (event.data as { giveawayId: string }).giveawayId;
    if (SPECTATOR_CHANGES.has(event.type)) {
      const { giveawayId: id } = event.data as SpectatorEvent['data'];
      // Projections apply an event before reactors see it: the count already includes it.
      return { giveawayId: id, message: { id: event.position, event: 'spectators', data: { count: await views.spectators(id) } } };
    }
    // Folded from the streams, the same way a new connection's state is: one source of truth.
    const view = await views.load(giveawayId);
    const message = view?.history.find((m) => m.id === event.position);
    return message ? { giveawayId, message } : null;
  }

  return {
    name: 'live-hub',
    react(event: RecordedEvent) {
      if (!DRAW_MOMENTS.has(event.type) && !SPECTATOR_CHANGES.has(event.type)) return Promise.resolve();
      const run = tail.then(async () => {
        try {
          const found = await messageFor(event);
          if (found) await hub.publish(found.giveawayId, found.message);
        } catch (err) {
          logger.warn({ err, eventId: event.id, type: event.type }, 'Mensagem ao vivo não publicada');
        }
      });
      tail = run;
      return run;
    },
  };
}
