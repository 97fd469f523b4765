import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { searchText } from '../../../platform/text/search-text';
import type { GiveawayDeleted } from '../../giveaways/domain/giveaway.events';
import type { EntryEvent, EntrySubmitted } from '../domain/entry.events';

export const ENTRIES = 'entries';

export type EntryView = EntrySubmitted['data'] & {
  _id: string;
  id: string;
  createdAt: string;
  /** Log position: the order people entered in, and the list's cursor. */
  seq: number;
  /** nome, e-mail and username without case or accents, for the entrants search. */
  busca: string;
};

/** Entrants per giveaway. A deleted giveaway's entries leave the lists (their events stay). */
export const entriesProjection: Projection = {
  name: 'entries',
  collections: [ENTRIES],

  async setup(store: ReadStore) {
    const entries = store.collection(ENTRIES);
    await entries.createIndex({ sorteioId: 1, seq: 1 });
    await entries.createIndex({ participanteId: 1, seq: -1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const entries = store.collection<EntryView>(ENTRIES);
    const event = { type: recorded.type, data: recorded.data } as EntryEvent | GiveawayDeleted;
    switch (event.type) {
      case 'EntrySubmitted': {
        const d = event.data;
        const view: EntryView = { ...d, _id: d.entryId, id: d.entryId, createdAt: recorded.metadata.at, seq: recorded.position, busca: searchText(d.nome, d.email, d.username) };
        await entries.replaceOne({ _id: d.entryId }, view, { upsert: true });
        return;
      }
      case 'ContactConsentWithdrawn':
        await entries.updateOne({ _id: event.data.entryId }, { $set: { consentimentoContato: false } });
        return;
      // Withdrawn while entries were open: out of the lists and of the set the close commits.
      case 'EntryWithdrawn':
        await entries.deleteOne({ _id: event.data.entryId });
        return;
      case 'GiveawayDeleted':
        await entries.deleteMany({ sorteioId: event.data.giveawayId });
        return;
      default:
        return;
    }
  },
};

/** The entry as the API shows it (docs/api-giveaways.md). */
export function presentEntry({ _id, entryId: _e, seq: _s, busca: _b, ...entry }: EntryView) {
  return entry;
}
