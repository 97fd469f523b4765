import type { CommandMetadata } from '../../../../platform/ddd/stream-executor';
import type { ReportMotivo, ReportStatus } from '../../domain/report.events';

export class FileReportCommand {
  constructor(
    readonly giveawayId: string,
    readonly userId: string,
    readonly motivo: ReportMotivo,
    readonly detalhes: string | null,
    readonly meta: CommandMetadata,
  ) {}
}

/** An admin moves a report: em_analise, or resolved as procedente / improcedente. */
export class ReviewReportCommand {
  constructor(
    readonly reportId: string,
    readonly status: Exclude<ReportStatus, 'pendente'>,
    readonly resolucao: string | null,
    readonly suspender: boolean,
    readonly meta: CommandMetadata & { userId: string },
  ) {}
}
