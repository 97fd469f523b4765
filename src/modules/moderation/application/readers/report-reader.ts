import { Inject, Injectable } from '@nestjs/common';
import { PageRequest, paginate } from '../../../../platform/read-store/paginate';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { AccountReader } from '../../../accounts/accounts.public';
import { moderationErrors } from '../../domain/moderation.errors';
import type { ReportStatus } from '../../domain/report.events';
import { MODERATION_GIVEAWAYS, ModerationGiveawayView, REPORTS, ReportView } from '../../projections/moderation.projection';
import { peopleByIds, Person } from '../people';
import { TrailReader, TrailStep } from './trail-reader';

/** A report as API.md shows it. */
export interface PresentedReport {
  id: string;
  sorteioId: string;
  motivo: ReportView['motivo'];
  detalhes: string | null;
  userId: string;
  status: ReportStatus;
  criadoEm: string;
  revisadoPor: string | null;
  revisadoEm: string | null;
  resolucao: string | null;
}

/** In the admin lists: who reported, who reviewed, and the giveaway it is about. */
export interface AdminReport extends PresentedReport {
  observacao: string | null;
  suspender: boolean;
  denunciante: Person | null;
  revisor: Person | null;
  sorteio: { id: string; titulo: string; excluido: boolean; suspenso: boolean; denunciasAbertas: number } | null;
}

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
  async detail(reportId: string): Promise<AdminReport & { historico: TrailStep[] }> {
    const report = await this.find(reportId);
    const [presented] = await this.present([report]);
    return { ...presented, historico: await this.trails.ofReport(report) };
  }

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
