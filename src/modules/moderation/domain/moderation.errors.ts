import { DomainError } from '../../../platform/ddd/domain-error';
import type { ReportStatus } from './report.events';

const STATUS_LABEL: Record<ReportStatus, string> = {
  pendente: 'pendente',
  em_analise: 'em análise',
  procedente: 'procedente',
  improcedente: 'improcedente',
};

const invalid = (field: string, message: string) => new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', { fields: { [field]: [message] } });

export const moderationErrors = {
  giveawayNotFound: () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'),
  reportNotFound: () => new DomainError('REPORT_NOT_FOUND', 'Denúncia não encontrada.'),
  alreadyOpen: (reportId: string) =>
    new DomainError('REPORT_ALREADY_OPEN', 'Você já tem uma denúncia em aberto sobre este sorteio.', { reportId }),
  ownGiveaway: () => new DomainError('CANNOT_REPORT_OWN_GIVEAWAY', 'Você não pode denunciar o seu próprio sorteio.'),
  invalidTransition: (from: ReportStatus, to: ReportStatus) =>
    new DomainError('INVALID_REPORT_TRANSITION', `Uma denúncia ${STATUS_LABEL[from]} não pode passar para ${STATUS_LABEL[to]}.`, { status: from, para: to }),
  resolutionRequired: () => invalid('resolucao', 'Escreva a resolução.'),
  suspendOnlyWhenUpheld: () => invalid('suspender', 'Só uma denúncia procedente pode suspender o sorteio.'),
  reasonRequired: () => invalid('motivo', 'Informe o motivo.'),
  alreadySuspended: () => new DomainError('GIVEAWAY_ALREADY_SUSPENDED', 'Este sorteio já está suspenso.'),
  notSuspended: () => new DomainError('GIVEAWAY_NOT_SUSPENDED', 'Este sorteio não está suspenso.'),
  ownAccess: () =>
    new DomainError('CANNOT_CHANGE_OWN_ACCESS', 'Você não pode remover o seu próprio acesso de administrador nem desativar a sua conta.'),
  nothingToChange: () => invalid('isPro', 'Informe ao menos uma alteração: isPro, isAdmin, verified ou disabled.'),
};
