/**
 * A broken business rule. `code` is stable (API.md), `message` is pt-BR and shown to people;
 * HttpErrorFilter maps codes to statuses. Domain code stays free of Nest and HTTP.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
