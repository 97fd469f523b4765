import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadCollection, ReadStore } from '../../../platform/read-store/read-store.port';
import type { UserRegistered } from '../../accounts/domain/user.events';
import type { WinnersDrawn } from '../../draws/domain/draw.events';
import type { EntrySubmitted } from '../../entries/domain/entry.events';
import type { GiveawayEvent } from '../../giveaways/domain/giveaway.events';
import type { SpectatorJoined, SpectatorLeft } from '../../live/domain/spectator.events';
import { saoPauloDay } from '../../../platform/time/sao-paulo-day';
import type { ViewsCounted } from '../domain/views.events';

export const INSIGHT_GIVEAWAYS = 'insight-giveaways';
export const INSIGHT_DAYS = 'insight-days';
export const INSIGHT_PLATFORM_DAYS = 'insight-platform-days';

/** A count by key, as a list (hosts have dots, which a document's field names must not). */
export type Counts = Array<{ chave: string; n: number }>;

interface Applied {
  _id: string;
  /** Log position of the last event applied to this document: a replay adds nothing. */
  pos: number;
}

/** What a giveaway's days do not say: whose it is, its title and status, its live spectators. */
export interface InsightGiveaway extends Applied {
  criadorId: string;
  titulo: string;
  status: string;
  excluido: boolean;
  espectadores: number;
  espectadoresPico: number;
}

export interface InsightDay extends Applied {
  giveawayId: string;
  criadorId: string;
  dia: string;
  visualizacoes: number;
  visitantes: number;
  inscricoes: number;
  origens: Counts;
}

/** The platform's day, for what the giveaways' days do not hold (their entries and views are summed from those). */
export interface PlatformDay extends Applied {
  dia: string;
  contas: number;
  sorteiosCriados: number;
  sorteiosRealizados: number;
}

const STATUS_OF: Partial<Record<GiveawayEvent['type'], string>> = {
  GiveawayPublished: 'Ativo',
  GiveawayClosed: 'Encerrado',
  GiveawayCancelled: 'Cancelado',
};

function addCounts(into: Counts, more: Record<string, number>): Counts {
  const result = into.map((c) => ({ ...c }));
  for (const [chave, n] of Object.entries(more)) {
    const found = result.find((c) => c.chave === chave);
    if (found) found.n += n;
    else result.push({ chave, n });
  }
  return result;
}

/** Applies `change` to the document once per event (by log position); `fresh` makes it when missing (null: skip). */
async function once<T extends Applied>(collection: ReadCollection<T>, id: string, position: number, fresh: () => T | null, change: (doc: T) => T): Promise<void> {
  const doc = (await collection.findOne({ _id: id })) ?? fresh();
  if (!doc || doc.pos >= position) return;
  await collection.replaceOne({ _id: id }, { ...change(doc), pos: position }, { upsert: true });
}

const newDay = (giveawayId: string, criadorId: string, dia: string): InsightDay => ({
  _id: `${giveawayId}:${dia}`,
  pos: -1,
  giveawayId,
  criadorId,
  dia,
  visualizacoes: 0,
  visitantes: 0,
  inscricoes: 0,
  origens: [],
});
const newPlatformDay = (dia: string): PlatformDay => ({ _id: dia, pos: -1, dia, contas: 0, sorteiosCriados: 0, sorteiosRealizados: 0 });

/**
 * Insights (issue 13): per giveaway (totals, sources, live spectators now and at the peak), per
 * giveaway and São Paulo day (views, visitors, entries, sources), and per day for the platform
 * (accounts, giveaways created, entries, views, draws). Everything from events, so a rebuild
 * gives the same numbers. Entries and accounts count on the day their event was recorded.
 */
export const insightsProjection: Projection = {
  name: 'insights',
  collections: [INSIGHT_GIVEAWAYS, INSIGHT_DAYS, INSIGHT_PLATFORM_DAYS],

  async setup(store: ReadStore) {
    await store.collection(INSIGHT_GIVEAWAYS).createIndex({ criadorId: 1 });
    await store.collection(INSIGHT_DAYS).createIndex({ giveawayId: 1, dia: 1 });
    await store.collection(INSIGHT_DAYS).createIndex({ criadorId: 1, dia: 1 });
    await store.collection(INSIGHT_PLATFORM_DAYS).createIndex({ dia: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const giveaways = store.collection<InsightGiveaway>(INSIGHT_GIVEAWAYS);
    const days = store.collection<InsightDay>(INSIGHT_DAYS);
    const platform = store.collection<PlatformDay>(INSIGHT_PLATFORM_DAYS);
    const position = recorded.position;
    const event = { type: recorded.type, data: recorded.data } as GiveawayEvent | ViewsCounted | EntrySubmitted | UserRegistered | WinnersDrawn | SpectatorJoined | SpectatorLeft;
    const today = () => saoPauloDay(recorded.metadata.at);
    const onPlatform = (change: (d: PlatformDay) => PlatformDay, dia = today()) => once(platform, dia, position, () => newPlatformDay(dia), change);
    const onGiveaway = (giveawayId: string, change: (g: InsightGiveaway) => InsightGiveaway) => once(giveaways, giveawayId, position, () => null, change);
    const onDay = async (giveawayId: string, dia: string, change: (d: InsightDay) => InsightDay) => {
      const id = `${giveawayId}:${dia}`;
      const existing = await days.findOne({ _id: id });
      // The day's first event needs the creator (from the giveaway's document); the others find it in the day.
      const criadorId = existing?.criadorId ?? (await giveaways.findOne({ _id: giveawayId }))?.criadorId;
      if (!criadorId) return;
      if (existing && existing.pos >= position) return;
      await days.replaceOne({ _id: id }, { ...change(existing ?? newDay(giveawayId, criadorId, dia)), pos: position }, { upsert: true });
    };

    switch (event.type) {
      case 'GiveawayCreated': {
        const { giveawayId, criadorId, titulo } = event.data;
        const fresh: InsightGiveaway = {
          _id: giveawayId, pos: -1, criadorId, titulo, status: 'Rascunho', excluido: false, espectadores: 0, espectadoresPico: 0,
        };
        await once(giveaways, giveawayId, position, () => fresh, (g) => g);
        return onPlatform((d) => ({ ...d, sorteiosCriados: d.sorteiosCriados + 1 }));
      }
      case 'GiveawayUpdated':
        if (event.data.changes.titulo === undefined) return;
        return onGiveaway(event.data.giveawayId, (g) => ({ ...g, titulo: event.data.changes.titulo! }));
      case 'GiveawayPublished':
      case 'GiveawayClosed':
      case 'GiveawayCancelled':
        return onGiveaway(event.data.giveawayId, (g) => ({ ...g, status: STATUS_OF[event.type]! }));
      case 'GiveawayDeleted':
        return onGiveaway(event.data.giveawayId, (g) => ({ ...g, excluido: true }));
      case 'WinnersDrawn':
        await onGiveaway(event.data.giveawayId, (g) => ({ ...g, status: 'Realizado' }));
        return onPlatform((d) => ({ ...d, sorteiosRealizados: d.sorteiosRealizados + 1 }));
      case 'SpectatorJoined':
        return onGiveaway(event.data.giveawayId, (g) => ({ ...g, espectadores: g.espectadores + 1, espectadoresPico: Math.max(g.espectadoresPico, g.espectadores + 1) }));
      case 'SpectatorLeft':
        return onGiveaway(event.data.giveawayId, (g) => ({ ...g, espectadores: Math.max(0, g.espectadores - 1) }));
      case 'UserRegistered':
        return onPlatform((d) => ({ ...d, contas: d.contas + 1 }));
      // Entries and views go only to the giveaway's day (one document per event): every total is a sum of days.
      case 'EntrySubmitted': {
        return onDay(event.data.sorteioId, today(), (d) => ({ ...d, inscricoes: d.inscricoes + 1 }));
      }
      case 'ViewsCounted': {
        const { giveawayId, dia, visualizacoes, novosVisitantes, origens } = event.data;
        return onDay(giveawayId, dia, (d) => ({ ...d, visualizacoes: d.visualizacoes + visualizacoes, visitantes: d.visitantes + novosVisitantes, origens: addCounts(d.origens, origens) }));
      }
      default:
        return;
    }
  },
};
