import { DomainError, PRICING_PATH } from '../../../platform/ddd/domain-error';

export const MAX_API_TOKENS = 20;

export const apiTokenErrors = {
  notFound: () => new DomainError('API_TOKEN_NOT_FOUND', 'Token de API não encontrado.'),
  limitReached: (maximo: number) =>
    new DomainError('API_TOKEN_LIMIT_REACHED', `Você já tem ${maximo} tokens de API, o máximo. Revogue um que não usa mais para criar outro.`, { maximo }),
  planRequired: () =>
    new DomainError('PLAN_REQUIRED', 'Tokens de API fazem parte do plano Pro. Assine o Pro para ler seus sorteios, inscrições e resultados por integração.', {
      recurso: 'tokens-api',
      precos: PRICING_PATH,
    }),
  nameTaken: () =>
    new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', { fields: { nome: ['Você já tem um token com este nome.'] } }),
};
