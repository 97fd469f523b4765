import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { WinnerReplaced, WinnersDrawn } from '../../draws/domain/draw.events';
import type { GiveawayDeleted } from '../../giveaways/domain/giveaway.events';

export const VITORIAS = 'vitorias';
/** The entries read model (entries module): the one place that maps an entry to its participant. */
const ENTRIES = 'entries';

export interface VitoriaView {
  /** `<giveawayId>:<entryId>`. */
  _id: string;
  giveawayId: string;
  entryId: string;
  participanteId: string;
  /** Called in as an alternate, in place of a replaced winner. */
  suplente: boolean;
  ganhouEm: string;
  /** Log position of the draw or of the replacement: the list's order and cursor. */
  seq: number;
}

/**
 * Who won what: the current winners of every draw (WinnersDrawn with each WinnerReplaced
 * applied), one document per giveaway and entry. The draw events name entries, not people,
 * so the participant comes from the entries read model, which has seen the entry long
 * before its draw (a deleted giveaway's entries are gone, and so are its wins).
 */
export const vitoriasProjection: Projection = {
  name: 'vitorias',
  collections: [VITORIAS],

  async setup(store: ReadStore) {
    const vitorias = store.collection(VITORIAS);
    await vitorias.createIndex({ participanteId: 1, seq: -1 });
    await vitorias.createIndex({ giveawayId: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const vitorias = store.collection<VitoriaView>(VITORIAS);
    const event = { type: recorded.type, data: recorded.data } as WinnersDrawn | WinnerReplaced | GiveawayDeleted;
    const record = async (giveawayId: string, entryId: string, suplente: boolean) => {
      const entry = await store.collection<{ _id: string; participanteId: string }>(ENTRIES).findOne({ _id: entryId });
      if (!entry) return;
      const _id = `${giveawayId}:${entryId}`;
      await vitorias.replaceOne(
        { _id },
        { _id, giveawayId, entryId, participanteId: entry.participanteId, suplente, ganhouEm: recorded.metadata.at, seq: recorded.position },
        { upsert: true },
      );
    };

    switch (event.type) {
      case 'WinnersDrawn':
        for (const v of event.data.vencedores) await record(event.data.giveawayId, v.entryId, false);
        return;
      case 'WinnerReplaced':
        await vitorias.deleteOne({ _id: `${event.data.giveawayId}:${event.data.replacedEntryId}` });
        await record(event.data.giveawayId, event.data.byEntryId, true);
        return;
      case 'GiveawayDeleted':
        await vitorias.deleteMany({ giveawayId: event.data.giveawayId });
        return;
      default:
        return;
    }
  },
};
