import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { eventRecorder } from '../../../../test/support/recorded-events';
import { EmbeddedReadStore } from '../../../platform/read-store/embedded-read-store';
import { CONTACTS, contactsProjection } from './contacts.projection';

const recorded = eventRecorder();

const created = (giveawayId: string, criadorId: string, titulo: string) => recorded('GiveawayCreated', { giveawayId, criadorId, titulo });
const entered = (entryId: string, sorteioId: string, email: string, nome: string, consentimentoContato = true) =>
  recorded('EntrySubmitted', { entryId, sorteioId, participanteId: `p-${email}`, respostas: {}, nome, email, username: nome.toLowerCase(), consentimentoContato });
const withdrawn = (entryId: string, sorteioId: string) => recorded('ContactConsentWithdrawn', { entryId, sorteioId, participanteId: 'p' });

describe('contacts projection', () => {
  let store: EmbeddedReadStore;
  const apply = async (...events: RecordedEvent[]) => {
    for (const event of events) await contactsProjection.apply(event, store);
  };
  const rows = () => store.collection(CONTACTS).find({}, { sort: { _id: 1 } });

  beforeEach(async () => {
    store = new EmbeddedReadStore();
    await contactsProjection.setup!(store);
  });

  it('files an entry with consent under the giveaway\'s creator, one row per e-mail', async () => {
    await apply(created('g1', 'c1', 'Café'), created('g2', 'c1', 'Livros'), entered('e1', 'g1', 'ana@x.com', 'Ana'), entered('e2', 'g2', 'ana@x.com', 'Ana Maria'), entered('e3', 'g1', 'bia@x.com', 'Bia', false));
    const [ana] = await rows();
    expect(await rows()).toHaveLength(1);
    expect(ana).toMatchObject({ _id: 'c1:ana@x.com', criadorId: 'c1', nome: 'Ana Maria', sorteioIds: ['g1', 'g2'], entryIds: ['e1', 'e2'] });
    // Both names she used are searchable, without case.
    expect(ana.busca).toEqual(expect.stringContaining('ana maria'));
    expect(ana.busca).toEqual(expect.stringContaining('ana@x.com'));
  });

  it('gives the same rows when the events are applied again after a crash', async () => {
    const events = [created('g1', 'c1', 'Café'), entered('e1', 'g1', 'ana@x.com', 'Ana'), entered('e2', 'g1', 'bia@x.com', 'Bia'), withdrawn('e2', 'g1')];
    await apply(...events);
    const once = await rows();
    await apply(...events);
    expect(await rows()).toEqual(once);
    expect(once.map((r) => r._id)).toEqual(['c1:ana@x.com']);
  });

  it('removes a withdrawn entry and the row when nothing is left; a deleted giveaway takes its entries along', async () => {
    await apply(created('g1', 'c1', 'Café'), created('g2', 'c1', 'Livros'), entered('e1', 'g1', 'ana@x.com', 'Ana'), entered('e2', 'g2', 'ana@x.com', 'Ana'));
    await apply(withdrawn('e1', 'g1'));
    expect(await rows()).toMatchObject([{ sorteioIds: ['g2'], entryIds: ['e2'] }]);
    await apply(recorded('GiveawayDeleted', { giveawayId: 'g2', deletedBy: 'c1', motivo: null }));
    expect(await rows()).toEqual([]);
  });
});
