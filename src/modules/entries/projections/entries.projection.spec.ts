import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { eventRecorder } from '../../../../test/support/recorded-events';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import { ENTRIES, entriesProjection, type EntryView } from './entries.projection';

const recorded = eventRecorder();

const entered = (entryId: string, sorteioId: string) =>
  recorded('EntrySubmitted', { entryId, sorteioId, participanteId: `p-${entryId}`, respostas: {}, nome: entryId, email: `${entryId}@x.com`, username: entryId, consentimentoContato: false });

describe('entries projection: entry numbers', () => {
  let store: EmbeddedReadStore;
  const apply = async (...events: RecordedEvent[]) => {
    for (const event of events) await entriesProjection.apply(event, store);
  };
  const numbers = async (giveawayId: string) =>
    Object.fromEntries((await store.collection<EntryView>(ENTRIES).find({ sorteioId: giveawayId })).map((e) => [e.id, e.numero]));

  beforeEach(async () => {
    store = new EmbeddedReadStore();
    await entriesProjection.setup!(store);
  });

  it('numbers each giveaway\'s entries from 1 in the order they came', async () => {
    await apply(entered('a', 'g1'), entered('b', 'g2'), entered('c', 'g1'));
    expect(await numbers('g1')).toEqual({ a: 1, c: 2 });
    expect(await numbers('g2')).toEqual({ b: 1 });
  });

  it('keeps the numbers when an earlier entry leaves, and the next entry gets a new one', async () => {
    const first = entered('a', 'g1');
    await apply(first, entered('b', 'g1'), recorded('EntryWithdrawn', { entryId: 'a', sorteioId: 'g1', participanteId: 'p-a' }), entered('c', 'g1'));
    expect(await numbers('g1')).toEqual({ b: 2, c: 3 });
  });

  it('gives a replayed entry the number it already has', async () => {
    const b = entered('b', 'g1');
    await apply(entered('a', 'g1'), b, b, entered('c', 'g1'));
    expect(await numbers('g1')).toEqual({ a: 1, b: 2, c: 3 });
  });
});
