import { DomainError, planLimitReached } from '../../../platform/ddd/domain-error';

export const entryErrors = {
  giveawayNotFound: () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'),
  notOpen: () => new DomainError('GIVEAWAY_NOT_OPEN', 'Este sorteio não está aberto para inscrições.'),
  /** The entry was decided while open but the log recorded it after the close: recorded, not in the draw (docs/api-giveaways.md). */
  afterClose: () =>
    new DomainError(
      'ENTRY_AFTER_CLOSE',
      'As inscrições foram encerradas no mesmo instante em que a sua chegou, e ela ficou registrada depois do encerramento: não participa deste sorteio. Enviamos um e-mail explicando.',
    ),
  /** Said to the participant: the limit is the creator's plan's, not theirs. */
  entriesLimit: (maximo: number) =>
    planLimitReached(
      `Este sorteio atingiu o limite de ${maximo.toLocaleString('pt-BR')} inscrições do plano de quem o organiza. Os planos estão em /precos.`,
      'inscricoesPorSorteio',
      maximo,
    ),
  alreadyEntered: () => new DomainError('ALREADY_ENTERED', 'Você já está participando deste sorteio'),
  rulesNotAccepted: () => new DomainError('RULES_NOT_ACCEPTED', 'É preciso aceitar o regulamento para participar.'),
  invalidAnswers: (fields: Record<string, string[]>) =>
    new DomainError('INVALID_ANSWERS', 'Verifique as respostas do formulário.', { fields }),
  emailNotConfirmed: () =>
    new DomainError(
      'EMAIL_NOT_CONFIRMED',
      'Este sorteio só aceita contas com e-mail confirmado. Abra o link que enviamos para o seu e-mail ou peça um novo em "Reenviar e-mail de confirmação".',
    ),
  disposableEmail: (field: string) =>
    new DomainError('DISPOSABLE_EMAIL', 'Use um e-mail permanente; endereços temporários não são aceitos.', { fields: { [field]: ['Use um e-mail permanente.'] } }),
  notFound: () => new DomainError('ENTRY_NOT_FOUND', 'Você não está participando deste sorteio.'),
  notOwner: () => new DomainError('NOT_GIVEAWAY_OWNER', 'Somente quem criou o sorteio pode fazer isso.'),
};
