import { DomainError, planLimitReached } from '../../../platform/ddd/domain-error';
import type { GiveawayStatus } from './giveaway.events';

const ACTIONS = { publish: 'publicar', close: 'encerrar', cancel: 'cancelar', edit: 'editar' } as const;

export const giveawayErrors = {
  notFound: () => new DomainError('GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'),
  notOwner: () => new DomainError('NOT_GIVEAWAY_OWNER', 'Somente quem criou o sorteio pode fazer isso.'),
  invalidTransition: (action: keyof typeof ACTIONS, status: GiveawayStatus) =>
    new DomainError('INVALID_STATUS_TRANSITION', `Não é possível ${ACTIONS[action]} um sorteio ${status}.`, { status }),
  notEditable: (status: GiveawayStatus) =>
    new DomainError('GIVEAWAY_NOT_EDITABLE', `Um sorteio ${status} não pode mais ser editado.`, { status }),
  formLocked: () => new DomainError('FORM_LOCKED', 'O formulário não pode mais mudar: o sorteio já tem inscritos.'),
  drawDateInPast: () => new DomainError('DRAW_DATE_IN_PAST', 'A data do sorteio precisa estar no futuro.'),
  lotteryDateTooEarly: () =>
    new DomainError('LOTTERY_DATE_TOO_EARLY', 'A data da Loteria Federal deve ser posterior ao dia do sorteio.'),
  invalidForm: (fields: Record<string, string[]>) =>
    new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', { fields }),
  winnersLimit: (plano: string, maximo: number) =>
    planLimitReached(`O plano ${plano} permite até ${maximo} vencedores e suplentes por sorteio. Conheça o Pro em /precos.`, 'vencedoresESuplentes', maximo),
  fieldsLimit: (plano: string, maximo: number) =>
    planLimitReached(`O plano ${plano} permite até ${maximo} campos personalizados no formulário, além de nome e e-mail. Conheça o Pro em /precos.`, 'camposPersonalizados', maximo),
  activeLimit: (plano: string, maximo: number) =>
    planLimitReached(`O plano ${plano} permite até ${maximo} sorteios ativos ao mesmo tempo. Encerre um deles ou conheça o Pro em /precos.`, 'sorteiosAtivos', maximo),
  // A VALIDATION_FAILED with the place, like the DTO's: the form shows it beside that prize's image.
  tooManyPrizeImages: () =>
    new DomainError('VALIDATION_FAILED', 'Verifique as imagens dos prêmios.', {
      fields: { premiosImagens: ['Há mais imagens do que prêmios: no máximo uma imagem por prêmio.'] },
    }),
  prizeImageNotFound: (index: number) =>
    new DomainError('VALIDATION_FAILED', 'Verifique as imagens dos prêmios.', {
      fields: { [`premiosImagens.${index}`]: [`Imagem do prêmio ${index + 1} não encontrada: envie a imagem pelo upload.`] },
    }),
  prizeImageNotOwned: (index: number) =>
    new DomainError('VALIDATION_FAILED', 'Verifique as imagens dos prêmios.', {
      fields: { [`premiosImagens.${index}`]: [`A imagem do prêmio ${index + 1} foi enviada por outra conta: envie uma imagem sua.`] },
    }),
  templateNotFound: () => new DomainError('TEMPLATE_NOT_FOUND', 'Modelo de formulário não encontrado.'),
  notTemplateOwner: () => new DomainError('FORBIDDEN', 'Você não tem permissão para isso.'),
};
