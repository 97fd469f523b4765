import { DomainError } from '../../../platform/ddd/domain-error';

/** Messages as written in docs/api-giveaways.md § Uploads (the SPA shows them as they are). */
const DELETE_MESSAGE = 'Erro ao remover arquivo. Tente novamente mais tarde.';

export const uploadErrors = {
  noFile: () => new DomainError('NO_FILE', 'Nenhum arquivo fornecido'),
  unsupportedType: () => new DomainError('UNSUPPORTED_FILE_TYPE', 'Tipo de arquivo não suportado'),
  tooLarge: (maxMb: number) => new DomainError('FILE_TOO_LARGE', `Arquivo excede o limite de ${maxMb}MB`),
  nameTaken: () => new DomainError('FILE_NAME_TAKEN', 'Já existe um arquivo com esse nome.'),
  notFound: () => new DomainError('FILE_NOT_FOUND', DELETE_MESSAGE),
  deleteFailed: () => new DomainError('DELETE_FAILED', DELETE_MESSAGE),
  forbidden: () => new DomainError('FORBIDDEN', 'Você não tem permissão para isso.'),
};
