import type { Decider } from '../../../platform/ddd/decider';
import type { ModeratedGiveaway } from './moderated-giveaway';
import { moderationErrors } from './moderation.errors';
import type { ReportEvent, ReportMotivo, ReportResultado, ReportStatus } from './report.events';

/** Decides on one stream: the reports one person filed about one giveaway. */
export type ReportCommand =
  | { type: 'FileReport'; reportId: string; sorteioId: string; userId: string; motivo: ReportMotivo; detalhes: string | null; giveaway: ModeratedGiveaway }
  | { type: 'StartReview'; reportId: string; reviewerId: string; observacao: string | null }
  | { type: 'ResolveReport'; reportId: string; reviewerId: string; resultado: ReportResultado; resolucao: string; suspender: boolean };

export interface ReportState {
  sorteioId: string | null;
  userId: string | null;
  statuses: Record<string, ReportStatus>;
  /** The report still pendente or em_analise, if any: a person has at most one. */
  openReportId: string | null;
}

export const initialReportState: ReportState = { sorteioId: null, userId: null, statuses: {}, openReportId: null };

const trimmed = (text: string | null) => (text?.trim() ? text.trim() : null);

function decide(command: ReportCommand, state: ReportState): ReportEvent[] {
  if (command.type === 'FileReport') {
    const { reportId, sorteioId, userId, motivo, giveaway } = command;
    if (state.statuses[reportId]) return [];
    // Drafts and cancelled giveaways are not public: nobody could have seen them to report them.
    if (!giveaway.isPublic) throw moderationErrors.giveawayNotFound();
    if (giveaway.criadorId === userId) throw moderationErrors.ownGiveaway();
    if (state.openReportId) throw moderationErrors.alreadyOpen(state.openReportId);
    return [{ type: 'ReportFiled', data: { reportId, sorteioId, userId, motivo, detalhes: trimmed(command.detalhes) } }];
  }

  const status = state.statuses[command.reportId];
  if (!status || !state.sorteioId || !state.userId) throw moderationErrors.reportNotFound();
  const ref = { reportId: command.reportId, sorteioId: state.sorteioId, userId: state.userId };

  if (command.type === 'StartReview') {
    if (status !== 'pendente') throw moderationErrors.invalidTransition(status, 'em_analise');
    return [{ type: 'ReportReviewStarted', data: { ...ref, revisadoPor: command.reviewerId, observacao: trimmed(command.observacao) } }];
  }

  // Only a report under review is resolved: the trail always shows who took it, then the outcome.
  if (status !== 'em_analise') throw moderationErrors.invalidTransition(status, command.resultado);
  const resolucao = trimmed(command.resolucao);
  if (!resolucao) throw moderationErrors.resolutionRequired();
  if (command.suspender && command.resultado !== 'procedente') throw moderationErrors.suspendOnlyWhenUpheld();
  return [
    {
      type: 'ReportResolved',
      data: { ...ref, revisadoPor: command.reviewerId, resultado: command.resultado, resolucao, suspender: command.suspender },
    },
  ];
}

function evolve(state: ReportState, event: ReportEvent): ReportState {
  switch (event.type) {
    case 'ReportFiled':
      return {
        sorteioId: event.data.sorteioId,
        userId: event.data.userId,
        statuses: { ...state.statuses, [event.data.reportId]: 'pendente' },
        openReportId: event.data.reportId,
      };
    case 'ReportReviewStarted':
      return { ...state, statuses: { ...state.statuses, [event.data.reportId]: 'em_analise' } };
    case 'ReportResolved':
      return {
        ...state,
        statuses: { ...state.statuses, [event.data.reportId]: event.data.resultado },
        openReportId: state.openReportId === event.data.reportId ? null : state.openReportId,
      };
    default:
      return state;
  }
}

export const reportDecider: Decider<ReportCommand, ReportEvent, ReportState> = { initialState: initialReportState, decide, evolve };
