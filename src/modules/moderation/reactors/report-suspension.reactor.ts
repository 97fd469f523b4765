import { DomainError } from '../../../platform/ddd/domain-error';
import type { StreamExecutor } from '../../../platform/ddd/stream-executor';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Reactor } from '../../../platform/projections/projection';
import type { GiveawayLifecycles } from '../../giveaways/giveaways.public';
import { moderatedGiveawayOf } from '../application/moderated-giveaway';
import type { ReportResolved } from '../domain/report.events';
import { suspensionDecider } from '../domain/suspension.decider';
import { moderationStream } from '../domain/suspension.events';

/**
 * A procedente report with `suspender` suspends its giveaway: GiveawaySuspended is appended
 * with the report's id, the reviewer as its author and the resolution as its reason
 * (causationId = the ReportResolved). A reactor rather than a second write in the request, so
 * a crash between the two cannot leave the report resolved and the giveaway visible: the
 * runner replays the event and the decider writes the suspension once.
 */
export function reportSuspensionReactor(executor: StreamExecutor, lifecycles: GiveawayLifecycles): Reactor {
  return {
    name: 'report-suspension',
    async react(event: RecordedEvent) {
      if (event.type !== 'ReportResolved') return;
      const { reportId, sorteioId, revisadoPor, resolucao, suspender, resultado } = event.data as ReportResolved['data'];
      if (!suspender || resultado !== 'procedente') return;
      const giveaway = moderatedGiveawayOf(await lifecycles.of(sorteioId));
      try {
        await executor.execute(
          moderationStream(sorteioId),
          suspensionDecider,
          { type: 'SuspendGiveaway', giveawayId: sorteioId, motivo: resolucao, by: revisadoPor, reportId, giveaway },
          { userId: revisadoPor, correlationId: event.metadata.correlationId, causationId: event.id },
        );
      } catch (err) {
        // Deleted meanwhile (nothing left to hide), or lost to concurrent writers: a throw here
        // would stop every projection.
        if (!(err instanceof DomainError)) throw err;
      }
    },
  };
}
