import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadCollection, ReadStore } from '../../../platform/read-store/read-store.port';
import { searchText } from '../../../platform/text/search-text';
import type { ContactConsentWithdrawn, EntrySubmitted } from '../../entries/domain/entry.events';
import type { GiveawayCreated, GiveawayDeleted, GiveawayUpdated } from '../../giveaways/domain/giveaway.events';

export const CONTACTS = 'contacts';
/** The creator and title of every giveaway, so an entry can be filed under its creator. */
export const CONTACT_GIVEAWAYS = 'contact-giveaways';

export interface ContactGiveawayView {
  _id: string;
  criadorId: string;
  titulo: string;
}

/** One entry, given with consent, behind a contact row. */
export interface ContactEntry {
  entryId: string;
  sorteioId: string;
  participanteId: string;
  nome: string;
  username: string;
  /** Log position of the entry. */
  seq: number;
  em: string;
}

/**
 * One row per creator and e-mail: the people who entered that creator's giveaways and agreed
 * to be contacted (LGPD art. 8). Consent is given per entry, so a row lives while at least
 * one of its entries still has it.
 */
export interface ContactView {
  _id: string;
  criadorId: string;
  email: string;
  /** From the newest entry. */
  nome: string;
  username: string;
  participanteId: string;
  /** Log position of the newest entry: the list's order and cursor. */
  seq: number;
  ultimaInscricaoEm: string;
  sorteioIds: string[];
  entryIds: string[];
  /** Every nome, username and the e-mail without case or accents, for the search. */
  busca: string;
  inscricoes: ContactEntry[];
}

type ContactEvent = EntrySubmitted | ContactConsentWithdrawn | GiveawayCreated | GiveawayUpdated | GiveawayDeleted;

const contactId = (criadorId: string, email: string) => `${criadorId}:${email}`;

/** Writes the row for what is left of its entries, or removes it when none is. */
async function save(contacts: ReadCollection<ContactView>, base: Pick<ContactView, '_id' | 'criadorId' | 'email'>, inscricoes: ContactEntry[]) {
  if (inscricoes.length === 0) {
    await contacts.deleteOne({ _id: base._id });
    return;
  }
  const ordered = [...inscricoes].sort((a, b) => a.seq - b.seq);
  const newest = ordered[ordered.length - 1];
  await contacts.replaceOne(
    { _id: base._id },
    {
      _id: base._id,
      criadorId: base.criadorId,
      email: base.email,
      nome: newest.nome,
      username: newest.username,
      participanteId: newest.participanteId,
      seq: newest.seq,
      ultimaInscricaoEm: newest.em,
      sorteioIds: [...new Set(ordered.map((e) => e.sorteioId))],
      entryIds: ordered.map((e) => e.entryId),
      busca: searchText(base.email, ...new Set(ordered.flatMap((e) => [e.nome, e.username]))),
      inscricoes: ordered,
    },
    { upsert: true },
  );
}

/**
 * Creators' contacts. Idempotent: an entry already filed is not filed twice, and a
 * withdrawal or a deletion that finds nothing changes nothing.
 */
export const contactsProjection: Projection = {
  name: 'contacts',
  collections: [CONTACTS, CONTACT_GIVEAWAYS],

  async setup(store: ReadStore) {
    const contacts = store.collection(CONTACTS);
    await contacts.createIndex({ criadorId: 1, seq: -1 });
    await contacts.createIndex({ entryIds: 1 });
    await contacts.createIndex({ sorteioIds: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const contacts = store.collection<ContactView>(CONTACTS);
    const giveaways = store.collection<ContactGiveawayView>(CONTACT_GIVEAWAYS);
    const event = { type: recorded.type, data: recorded.data } as ContactEvent;
    switch (event.type) {
      case 'GiveawayCreated': {
        const { giveawayId, criadorId, titulo } = event.data;
        await giveaways.replaceOne({ _id: giveawayId }, { _id: giveawayId, criadorId, titulo }, { upsert: true });
        return;
      }
      case 'GiveawayUpdated':
        if (event.data.changes.titulo !== undefined) await giveaways.updateOne({ _id: event.data.giveawayId }, { $set: { titulo: event.data.changes.titulo } });
        return;
      case 'EntrySubmitted': {
        const d = event.data;
        // An entry without an e-mail (an Instagram comment) has no contact to keep.
        if (!d.consentimentoContato || d.email === null) return;
        const email = d.email;
        const giveaway = await giveaways.findOne({ _id: d.sorteioId });
        if (!giveaway) return;
        const _id = contactId(giveaway.criadorId, email);
        const current = await contacts.findOne({ _id });
        if (current?.entryIds.includes(d.entryId)) return;
        const entry: ContactEntry = { entryId: d.entryId, sorteioId: d.sorteioId, participanteId: d.participanteId, nome: d.nome, username: d.username, seq: recorded.position, em: recorded.metadata.at };
        await save(contacts, { _id, criadorId: giveaway.criadorId, email }, [...(current?.inscricoes ?? []), entry]);
        return;
      }
      case 'ContactConsentWithdrawn': {
        const current = await contacts.findOne({ entryIds: event.data.entryId });
        if (!current) return;
        await save(contacts, current, current.inscricoes.filter((e) => e.entryId !== event.data.entryId));
        return;
      }
      case 'GiveawayDeleted': {
        const { giveawayId } = event.data;
        for (const current of await contacts.find({ sorteioIds: giveawayId })) {
          await save(contacts, current, current.inscricoes.filter((e) => e.sorteioId !== giveawayId));
        }
        await giveaways.deleteOne({ _id: giveawayId });
        return;
      }
      default:
        return;
    }
  },
};
