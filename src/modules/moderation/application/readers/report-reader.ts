import { Inject, Injectable } from '@nestjs/common';
import type { AdminReport, ReportDetail } from '@sorteios/api-contract';
import { PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AccountReader } from '../../../accounts/accounts.public';
import { moderationErrors } from '../../domain/moderation.errors';
import type { ReportStatus } from '../../domain/report.events';
import { MODERATION_GIVEAWAYS, ModerationGiveawayView, REPORTS, ReportView } from '../../projections/moderation.projection';
import { peopleByIds } from '../people';
import { TrailReader } from './trail-reader';

/**
 * A report as its reporter gets it back (POST /api/giveaways/:id/reports): the admin list's
 * item without the admin's notes, the people and the giveaway (docs/api-moderation.md).
 */
export type PresentedReport = Omit<AdminReport, 'observacao' | 'suspender' | 'denunciante' | 'revisor' | 'sorteio'>;

export const presentReport = (v: ReportView): PresentedReport => ({
  id: v.id,
  sorteioId: v.sorteioId,
  motivo: v.motivo,
  detalhes: v.detalhes,
  userId: v.userId,
  status: v.status,
  criadoEm: v.criadoEm,
  revisadoPor: v.revisadoPor,
  revisadoEm: v.revisadoEm,
  resolucao: v.resolucao,
});

@Injectable()
export class ReportReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly trails: TrailReader,
    private readonly accounts: AccountReader,
  ) {}

  async find(reportId: string): Promise<ReportView> {
    const report = await this.store.collection<ReportView>(REPORTS).findOne({ _id: reportId });
    if (!report) throw moderationErrors.reportNotFound();
    return report;
  }

  /** Newest first; `status` and `sorteioId` narrow it (a giveaway's reports are its sub-list). */
  async list(query: { status?: ReportStatus; sorteioId?: string } & PageRequest) {
    const filter: Record<string, unknown> = {};
    if (query.status) filter.status = query.status;
    if (query.sorteioId) filter.sorteioId = query.sorteioId;
    const page = await paginate(this.store.collection<ReportView>(REPORTS), filter, { field: 'seq', direction: -1 }, query);
    return { items: await this.present(page.items), nextCursor: page.nextCursor };
  }

  /** One report with its whole trail, read from the event store: nothing in it can be edited. */
  async detail(reportId: string): Promise<ReportDetail> {
    const report = await this.find(reportId);
    const [presented] = await this.present([report]);
    return { ...presented, historico: await this.trails.ofReport(report) };
  }

  /** In the admin lists: who reported, who reviewed, and the giveaway it is about. */
  private async present(views: ReportView[]): Promise<AdminReport[]> {
    const people = await peopleByIds(this.accounts, views.flatMap((v) => [v.userId, v.revisadoPor]));
    const ids = [...new Set(views.map((v) => v.sorteioId))];
    const giveaways = await this.store.collection<ModerationGiveawayView>(MODERATION_GIVEAWAYS).find({ _id: { $in: ids } });
    const byId = new Map(giveaways.map((g) => [g._id, g]));
    return views.map((v) => {
      const g = byId.get(v.sorteioId);
      return {
        ...presentReport(v),
        observacao: v.observacao,
        suspender: v.suspender,
        denunciante: people.get(v.userId) ?? null,
        revisor: v.revisadoPor ? (people.get(v.revisadoPor) ?? null) : null,
        sorteio: g ? { id: g._id, titulo: g.titulo, excluido: g.excluido, suspenso: g.suspenso, denunciasAbertas: g.denunciasAbertas } : null,
      };
    });
  }
}
