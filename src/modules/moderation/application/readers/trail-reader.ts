import { Inject, Injectable } from '@nestjs/common';
import type { TrailStep } from '@sorteios/api-contract';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AccountReader } from '../../../accounts/accounts.public';
import { drawStream } from '../../../draws/domain/draw.events';
import { entrantListStream } from '../../../draws/domain/entrant-list.events';
import { giveawayStream } from '../../../giveaways/domain/giveaway.events';
import { foldGiveaway, isPresent } from '../../../giveaways/giveaways.public';
import { moderationErrors } from '../../domain/moderation.errors';
import { reportStream } from '../../domain/report.events';
import { moderationStream } from '../../domain/suspension.events';
import { REPORTS, ReportView } from '../../projections/moderation.projection';
import { peopleByIds } from '../people';

/** Left out of a step's `dados`: the draw's secrets (salt, server seed), the bulky receipt, a password hash. */
const HIDDEN = new Set(['salt', 'serverSeed', 'receipt', 'passwordHash']);
const reasonOf = (data: Record<string, unknown>) => {
  for (const key of ['resolucao', 'observacao', 'motivo']) if (typeof data[key] === 'string') return data[key] as string;
  return null;
};

/**
 * Trails read from the event store, never from a read model: what it shows is the record
 * itself, which nothing can edit or remove. A giveaway's trail is its own stream, its draw,
 * its published entrant list, its moderation and every report about it, in log order.
 * Entries are not in it (they can be thousands); they are listed apart.
 */
@Injectable()
export class TrailReader {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly accounts: AccountReader,
  ) {}

  async ofGiveaway(giveawayId: string) {
    const own = await this.events.readStream(giveawayStream(giveawayId));
    if (own.length === 0) throw moderationErrors.giveawayNotFound();
    const reporters = await this.store.collection<ReportView>(REPORTS).find({ sorteioId: giveawayId }, { projection: { userId: 1 } });
    const others = await Promise.all(
      [drawStream(giveawayId), entrantListStream(giveawayId), moderationStream(giveawayId), ...new Set(reporters.map((r) => reportStream(giveawayId, r.userId)))].map((s) =>
        this.events.readStream(s),
      ),
    );
    const giveaway = foldGiveaway(own);
    const created = own[0].data as { criadorId?: string; titulo?: string };
    const eventos = await this.steps([...own, ...others.flat()]);
    const suspenso = eventos.filter((e) => e.tipo === 'GiveawaySuspended' || e.tipo === 'GiveawayReinstated').at(-1)?.tipo === 'GiveawaySuspended';
    return {
      sorteio: {
        id: giveawayId,
        titulo: giveaway.content?.titulo || created.titulo || '',
        criadorId: giveaway.criadorId ?? created.criadorId ?? null,
        status: giveaway.status,
        excluido: !isPresent(giveaway),
        suspenso,
      },
      eventos,
    };
  }

  /** A report's own events, and the suspension it caused. */
  async ofReport(report: Pick<ReportView, 'id' | 'sorteioId' | 'userId'>): Promise<TrailStep[]> {
    const [own, moderation] = await Promise.all([
      this.events.readStream(reportStream(report.sorteioId, report.userId)),
      this.events.readStream(moderationStream(report.sorteioId)),
    ]);
    return this.steps([...own, ...moderation].filter((e) => (e.data as { reportId?: string }).reportId === report.id));
  }

  private async steps(recorded: RecordedEvent[]): Promise<TrailStep[]> {
    const ordered = [...recorded].sort((a, b) => a.position - b.position);
    const people = await peopleByIds(this.accounts, ordered.map((e) => e.metadata.userId));
    return ordered.map((e) => ({
      id: e.id,
      tipo: e.type,
      stream: e.streamId,
      posicao: e.position,
      em: e.metadata.at,
      por: e.metadata.userId ? (people.get(e.metadata.userId) ?? { id: e.metadata.userId, username: '', nome: '' }) : null,
      motivo: reasonOf(e.data),
      dados: Object.fromEntries(Object.entries(e.data).filter(([key]) => !HIDDEN.has(key))),
      causadoPor: e.metadata.causationId,
    }));
  }
}
