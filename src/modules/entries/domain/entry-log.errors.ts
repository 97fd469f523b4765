import { DomainError } from '../../../platform/ddd/domain-error';

/** Errors of the entry log's public routes (algorithm version 2). */
export const entryLogErrors = {
  notFound: () =>
    new DomainError('ENTRY_LOG_NOT_FOUND', 'Este sorteio não tem registro de inscrições: ele foi publicado antes da versão 2 do sorteio verificável, ou ainda não foi publicado.'),
  badSizes: (size: number) =>
    new DomainError(
      'LOG_SIZES_INVALID',
      `Os tamanhos pedidos não servem: "de" e "para" devem ser inteiros com 1 ≤ de ≤ para ≤ ${size.toLocaleString('pt-BR')} (o tamanho atual do registro).`,
    ),
};
