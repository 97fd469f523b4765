import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { GiveawayDeleted } from '../../giveaways/domain/giveaway.events';
import type { ImportStatus } from '../domain/instagram-import.decider';
import type { FailureMotivo, ImportTally, InstagramImportEvent, PauseMotivo } from '../domain/instagram-import.events';

export const INSTAGRAM_IMPORTS = 'instagram-imports';

/** One import job as GET /api/jobs/:jobId reads it; `pos` is the last event applied (replays skip). */
export interface InstagramImportView {
  _id: string;
  criadorId: string;
  sorteioId: string;
  mediaId: string;
  permalink: string;
  status: ImportStatus;
  /** The post's comment count when the import started. */
  total: number;
  tally: ImportTally;
  aguardando: { motivo: PauseMotivo; retomaEm: string; tentativa: number } | null;
  erro: { motivo: FailureMotivo; mensagem: string } | null;
  criadoEm: string;
  atualizadoEm: string;
  pos: number;
}

/** Import jobs by id and by giveaway. Idempotent: an event at or before `pos` was applied already. */
export const instagramImportsProjection: Projection = {
  name: 'instagram-imports',
  collections: [INSTAGRAM_IMPORTS],

  async setup(store: ReadStore) {
    await store.collection(INSTAGRAM_IMPORTS).createIndex({ sorteioId: 1, pos: -1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const imports = store.collection<InstagramImportView>(INSTAGRAM_IMPORTS);
    const event = { type: recorded.type, data: recorded.data } as InstagramImportEvent | GiveawayDeleted;
    const at = recorded.metadata.at;
    if (event.type === 'GiveawayDeleted') {
      await imports.deleteMany({ sorteioId: event.data.giveawayId });
      return;
    }
    if (event.type === 'InstagramImportStarted') {
      const d = event.data;
      const view: InstagramImportView = {
        _id: d.importId,
        criadorId: d.criadorId,
        sorteioId: d.sorteioId,
        mediaId: d.mediaId,
        permalink: d.permalink,
        status: 'na-fila',
        total: d.total,
        tally: { feitos: 0, importados: 0, ignorados: {} },
        aguardando: null,
        erro: null,
        criadoEm: at,
        atualizadoEm: at,
        pos: recorded.position,
      };
      const current = await imports.findOne({ _id: d.importId });
      if (!current) await imports.replaceOne({ _id: d.importId }, view, { upsert: true });
      return;
    }
    const change = changeOf(event);
    if (!change) return;
    await imports.updateOne({ _id: event.data.importId, pos: { $lt: recorded.position } }, { $set: { ...change, atualizadoEm: at, pos: recorded.position } });
  },
};

function changeOf(event: InstagramImportEvent | GiveawayDeleted): Partial<InstagramImportView> | null {
  switch (event.type) {
    case 'InstagramImportPageRecorded': {
      const { feitos, importados, ignorados } = event.data;
      return { status: 'em-andamento', tally: { feitos, importados, ignorados }, aguardando: null };
    }
    case 'InstagramImportPaused': {
      const { motivo, retomaEm, tentativa } = event.data;
      return { status: 'aguardando', aguardando: { motivo, retomaEm, tentativa } };
    }
    case 'InstagramImportResumed':
      return { status: 'em-andamento', aguardando: null };
    case 'InstagramImportCompleted': {
      const { feitos, importados, ignorados } = event.data;
      return { status: 'concluido', tally: { feitos, importados, ignorados }, aguardando: null };
    }
    case 'InstagramImportFailed':
      return { status: 'falhou', aguardando: null, erro: { motivo: event.data.motivo, mensagem: event.data.mensagem } };
    default:
      return null;
  }
}
