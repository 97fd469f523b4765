import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { GiveawayLifecycles, isPresent } from '../../giveaways/giveaways.public';
import type { ImportStatus } from '../domain/instagram-import.decider';
import { instagramImportErrors } from '../domain/instagram-import.errors';
import type { FailureMotivo, PauseMotivo, SkipCounts } from '../domain/instagram-import.events';
import { INSTAGRAM_IMPORTS, InstagramImportView } from '../projections/instagram-imports.projection';

/** GET /api/jobs/:jobId: an import job's progress, as its creator reads it. */
export interface ImportJob {
  id: string;
  tipo: 'instagram-import';
  sorteioId: string;
  mediaId: string;
  permalink: string;
  status: ImportStatus;
  /** feitos: comments read and judged; total: the post's comment count (never below feitos). */
  progresso: { feitos: number; total: number };
  /** While status is `aguardando`: why, and when the job tries again. */
  aguardando: { motivo: PauseMotivo; retomaEm: string; tentativa: number } | null;
  /** So far, and final once `concluido` or `falhou`: entries made, comments left out, by reason. */
  resultado: { importados: number; ignorados: number; porMotivo: SkipCounts };
  erro: { motivo: FailureMotivo; mensagem: string } | null;
  criadoEm: string;
  atualizadoEm: string;
}

const RECENT = 10;

const present = (v: InstagramImportView): ImportJob => {
  const ignorados = Object.values(v.tally.ignorados).reduce((sum, n) => sum + (n ?? 0), 0);
  const total = v.status === 'concluido' ? v.tally.feitos : Math.max(v.total, v.tally.feitos);
  return {
    id: v._id,
    tipo: 'instagram-import',
    sorteioId: v.sorteioId,
    mediaId: v.mediaId,
    permalink: v.permalink,
    status: v.status,
    progresso: { feitos: v.tally.feitos, total },
    aguardando: v.aguardando,
    resultado: { importados: v.tally.importados, ignorados, porMotivo: v.tally.ignorados },
    erro: v.erro,
    criadoEm: v.criadoEm,
    atualizadoEm: v.atualizadoEm,
  };
};

/** Import jobs, from the read model the import's events build: any API process answers them. */
@Injectable()
export class ImportJobReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly lifecycles: GiveawayLifecycles,
  ) {}

  private get imports() {
    return this.store.collection<InstagramImportView>(INSTAGRAM_IMPORTS);
  }

  /** Someone else's job is as absent as one never made (404, not 403: its id says nothing). */
  async job(jobId: string, userId: string): Promise<ImportJob> {
    const view = await this.imports.findOne({ _id: jobId });
    if (!view || view.criadorId !== userId) throw instagramImportErrors.jobNotFound();
    return present(view);
  }

  /** The giveaway's latest imports, newest first (its creator only). */
  async ofGiveaway(giveawayId: string, userId: string): Promise<{ items: ImportJob[] }> {
    const giveaway = await this.lifecycles.of(giveawayId);
    if (!isPresent(giveaway)) throw instagramImportErrors.giveawayNotFound();
    if (giveaway.criadorId !== userId) throw instagramImportErrors.notOwner();
    const rows = await this.imports.find({ sorteioId: giveawayId }, { sort: { pos: -1 }, limit: RECENT });
    // pos moves with every event; the order people expect is by start.
    return { items: rows.map(present).sort((a, b) => b.criadoEm.localeCompare(a.criadoEm)) };
  }
}
