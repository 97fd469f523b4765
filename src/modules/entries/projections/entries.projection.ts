import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { searchText } from '../../../platform/text/search-text';
import type { GiveawayDeleted } from '../../giveaways/domain/giveaway.events';
import type { EntryEvent, EntrySubmitted } from '../domain/entry.events';

export const ENTRIES = 'entries';
/** Per giveaway, the last entry number given (EntryView.numero). */
const ENTRY_NUMBERS = 'entry-numbers';

export type EntryView = EntrySubmitted['data'] & {
  _id: string;
  id: string;
  createdAt: string;
  /** Log position: the order people entered in, and the list's cursor. */
  seq: number;
  /** nome, e-mail and username without case or accents, for the entrants search. */
  busca: string;
  /**
   * The entry's place in the giveaway's entry order, from 1, kept when others leave: a number
   * a person can say aloud instead of a UUID. Absent on views projected before it existed.
   */
  numero?: number;
};

/** Entrants per giveaway. A deleted giveaway's entries leave the lists (their events stay). */
export const entriesProjection: Projection = {
  name: 'entries',
  collections: [ENTRIES, ENTRY_NUMBERS],

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
        const numero = (await entries.findOne({ _id: d.entryId }))?.numero ?? (await nextNumber(store, d.sorteioId));
        const view: EntryView = { ...d, _id: d.entryId, id: d.entryId, createdAt: recorded.metadata.at, seq: recorded.position, busca: searchText(d.nome, d.email, d.username), numero };
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
        await store.collection(ENTRY_NUMBERS).deleteOne({ _id: event.data.giveawayId });
        return;
      default:
        return;
    }
  },
};

/** A replayed entry keeps the number its view already has (above), so this runs once per entry. */
async function nextNumber(store: ReadStore, giveawayId: string): Promise<number> {
  const numbers = store.collection<{ _id: string; ultimo: number }>(ENTRY_NUMBERS);
  const numero = ((await numbers.findOne({ _id: giveawayId }))?.ultimo ?? 0) + 1;
  await numbers.replaceOne({ _id: giveawayId }, { _id: giveawayId, ultimo: numero }, { upsert: true });
  return numero;
}

/** The entry as the API shows it (docs/api-giveaways.md). */
export function presentEntry({ _id, entryId: _e, seq: _s, busca: _b, ...entry }: EntryView) {
  return entry;
}
