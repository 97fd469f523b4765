import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { SignUpRefused } from '../../accounts/domain/user.events';
import type { EntryRefusalMotivo, EntryRefused } from '../domain/entry.events';

export const ENTRY_REFUSALS = 'entry-refusals';

/**
 * A refused entry (tipo inscricao: giveaway, person, masked address) or a refused sign-up
 * (tipo cadastro: the domain only). Keyed by the event id, so a replay writes it again.
 */
export interface RefusalView {
  _id: string;
  tipo: 'inscricao' | 'cadastro';
  motivo: EntryRefusalMotivo;
  sorteioId: string | null;
  participanteId: string | null;
  email: string | null;
  dominio: string | null;
  at: string;
}

/** The moderation trail of refusals: the creator reads a giveaway's, admins read all. */
export const entryRefusalsProjection: Projection = {
  name: 'entry-refusals',
  collections: [ENTRY_REFUSALS],

  async setup(store: ReadStore) {
    await store.collection(ENTRY_REFUSALS).createIndex({ sorteioId: 1, at: -1 });
    await store.collection(ENTRY_REFUSALS).createIndex({ motivo: 1, at: -1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = { type: recorded.type, data: recorded.data } as EntryRefused | SignUpRefused | { type: '' };
    const at = recorded.metadata.at;
    let view: RefusalView;
    if (event.type === 'EntryRefused') {
      const { sorteioId, participanteId, email, motivo } = event.data;
      view = { _id: recorded.id, tipo: 'inscricao', motivo, sorteioId, participanteId, email, dominio: email ? email.slice(email.lastIndexOf('@') + 1) : null, at };
    } else if (event.type === 'SignUpRefused') {
      view = { _id: recorded.id, tipo: 'cadastro', motivo: event.data.motivo, sorteioId: null, participanteId: null, email: null, dominio: event.data.dominio, at };
    } else return;
    await store.collection<RefusalView>(ENTRY_REFUSALS).replaceOne({ _id: view._id }, view, { upsert: true });
  },
};
