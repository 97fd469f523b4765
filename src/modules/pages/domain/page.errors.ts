import { DomainError } from '../../../platform/ddd/domain-error';

export const pageErrors = {
  slugTaken: () => new DomainError('SLUG_TAKEN', 'Já existe uma página com este endereço.'),
  notFound: () => new DomainError('PAGE_NOT_FOUND', 'Página não encontrada.'),
  invalidSlug: () =>
    new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', {
      fields: { slug: ['Use de 1 a 5 partes com letras minúsculas, números e hífens, separadas por /.'] },
    }),
  emptyTitle: () => new DomainError('VALIDATION_FAILED', 'Verifique os campos informados.', { fields: { titulo: ['Informe o título.'] } }),
};
