import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { GiveawayLifecycles } from '../../../giveaways/giveaways.public';
import { moderationErrors } from '../../domain/moderation.errors';
import { reportDecider, ReportCommand } from '../../domain/report.decider';
import { ReportFiled, reportStream } from '../../domain/report.events';
import { suspensionDecider } from '../../domain/suspension.decider';
import { moderationStream } from '../../domain/suspension.events';
import { moderatedGiveawayOf } from '../moderated-giveaway';
import { PresentedReport, ReportReader } from '../readers/report-reader';
import { FileReportCommand, ReviewReportCommand } from './report.commands';

@CommandHandler(FileReportCommand)
export class FileReportHandler implements ICommandHandler<FileReportCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly lifecycles: GiveawayLifecycles,
    private readonly projections: ProjectionsService,
  ) {}

  /** The answer comes from the event; the wait lets the admins' list show it at once. */
  async execute({ giveawayId, userId, motivo, detalhes, meta }: FileReportCommand): Promise<PresentedReport> {
    // From the event store, not the read model: a giveaway deleted a moment ago is refused at once.
    const giveaway = moderatedGiveawayOf(await this.lifecycles.of(giveawayId));
    const command: ReportCommand = { type: 'FileReport', reportId: randomUUID(), sorteioId: giveawayId, userId, motivo, detalhes, giveaway };
    const result = await this.executor.execute(reportStream(giveawayId, userId), reportDecider, command, meta);
    await this.projections.waitFor(result.position);
    const { data } = result.events[0] as ReportFiled;
    return {
      id: data.reportId,
      sorteioId: data.sorteioId,
      motivo: data.motivo,
      detalhes: data.detalhes,
      userId: data.userId,
      status: 'pendente',
      criadoEm: result.at,
      revisadoPor: null,
      revisadoEm: null,
      resolucao: null,
    };
  }
}

@CommandHandler(ReviewReportCommand)
export class ReviewReportHandler implements ICommandHandler<ReviewReportCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly reader: ReportReader,
  ) {}

  async execute({ reportId, status, resolucao, suspender, meta }: ReviewReportCommand) {
    if (suspender && status !== 'procedente') throw moderationErrors.suspendOnlyWhenUpheld();
    // The report's stream is named after its giveaway and reporter, found by id in the read
    // model (the filing waited for it); the decision itself is taken on the stream.
    const report = await this.reader.find(reportId);
    const command: ReportCommand =
      status === 'em_analise'
        ? { type: 'StartReview', reportId, reviewerId: meta.userId, observacao: resolucao }
        : { type: 'ResolveReport', reportId, reviewerId: meta.userId, resultado: status, resolucao: resolucao ?? '', suspender };
    const result = await this.executor.execute(reportStream(report.sorteioId, report.userId), reportDecider, command, meta);
    await this.projections.waitFor(result.position);
    if (suspender && result.events.length > 0) {
      // The reactor report-suspension appended the suspension before that wait ended; wait
      // for its projection too, so the public lists no longer show the giveaway.
      const moderation = await this.executor.load(moderationStream(report.sorteioId), suspensionDecider);
      await this.projections.waitFor(moderation.position);
    }
    return this.reader.detail(reportId);
  }
}
