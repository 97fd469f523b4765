/**
 * Both adapters throw this for a unique index violation, so a projection can tell a
 * duplicate from any other failure without knowing which database is behind the port.
 */
export class DuplicateKeyError extends Error {
  readonly code = 'DUPLICATE_KEY';

  constructor(
    readonly collection: string,
    readonly index: string,
    cause?: unknown,
  ) {
    super(`Chave duplicada na coleção "${collection}" (índice ${index}).`, { cause });
    this.name = 'DuplicateKeyError';
  }
}
