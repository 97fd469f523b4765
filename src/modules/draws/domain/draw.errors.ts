import { DomainError, planLimitReached } from '../../../platform/ddd/domain-error';

const brDate = (iso: string) => iso.split('-').reverse().join('/');

export const drawErrors = {
  winnersLimit: (plano: string, maximo: number) =>
    planLimitReached(`O plano ${plano} permite sortear até ${maximo} vencedores e suplentes de uma vez. Conheça o Pro em /precos.`, 'vencedoresESuplentes', maximo),
  giveawayNotFound: () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'),
  notOwner: () => new DomainError('NOT_GIVEAWAY_OWNER', 'Somente quem criou o sorteio pode fazer isso.'),
  notClosed: () => new DomainError('GIVEAWAY_NOT_CLOSED', 'Encerre as inscrições antes de sortear.'),
  notReady: () => new DomainError('DRAW_NOT_READY', 'O compromisso dos inscritos ainda está sendo registrado. Tente de novo em instantes.'),
  alreadyDrawn: () => new DomainError('GIVEAWAY_ALREADY_DRAWN', 'Este sorteio já foi realizado.'),
  noEntries: () => new DomainError('NO_ENTRIES', 'Não há inscritos para sortear.'),
  badQuantity: (max: number) =>
    new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', { fields: { quantidade: [`Informe de 1 a ${max} ganhador(es).`] } }),
  inconsistent: () => new DomainError('DRAW_INCONSISTENT', 'Os inscritos não conferem com o compromisso registrado no encerramento.'),
  notAWinner: () => new DomainError('NOT_A_WINNER', 'Esta inscrição não está entre os ganhadores.'),
  replacementLimit: (max: number) =>
    new DomainError(
      'REPLACEMENT_LIMIT_REACHED',
      max === 0
        ? 'Este sorteio não permite substituir ganhadores (definido na hora do sorteio).'
        : `Este sorteio permite no máximo ${max === 1 ? '1 substituição' : `${max} substituições`} de ganhador, número definido na hora do sorteio.`,
    ),
  noAlternateLeft: () => new DomainError('NO_ALTERNATE_LEFT', 'Não há mais suplentes para substituir.'),
  notCommitted: () => new DomainError('DRAW_NOT_COMMITTED', 'A prova de participação fica disponível quando as inscrições forem encerradas.'),
  entryNotFound: () => new DomainError('ENTRY_NOT_FOUND', 'Você não tem inscrição neste sorteio.'),
  lotteryRequired: (date: string) =>
    new DomainError('LOTTERY_RESULT_REQUIRED', `Informe os cinco prêmios da Loteria Federal de ${brDate(date)}, na ordem em que a Caixa publicou.`),
  lotteryPending: (date: string) =>
    new DomainError('LOTTERY_RESULT_PENDING', `O resultado da Loteria Federal de ${brDate(date)} ainda não saiu: o sorteio só pode ser feito depois dele.`),
  drandPending: (round: number, at: string) =>
    new DomainError('DRAND_ROUND_PENDING', `A rodada ${round} do drand ainda não foi publicada (prevista para ${at}, horário de Brasília). Tente de novo em instantes.`),
  drandUnavailable: (detail: string) =>
    new DomainError('DRAND_UNAVAILABLE', 'Não foi possível obter a rodada do drand agora. Tente de novo em alguns minutos.', { detail }),
  drandInvalid: (round: number) =>
    new DomainError('DRAND_BEACON_INVALID', `A rodada ${round} recebida do drand não confere com a chave pública da rede; o sorteio não foi feito.`),
  publicValueMismatch: () => new DomainError('DRAW_INCONSISTENT', 'O valor público não é o escolhido no encerramento.'),
  notDrawn: () => new DomainError('DRAW_NOT_FOUND', 'Este sorteio ainda não foi realizado.'),
};
