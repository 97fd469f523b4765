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

/** Where every plan refusal points: the pricing page (API.md, "Plans and Pro"). */
export const PRICING_PATH = '/precos';

/**
 * A plan's limit refused the action (403). `limite` names it as GET /api/plans does
 * (`sorteiosAtivos`...); the message, written by the module whose rule it is, names it in pt-BR.
 */
export const planLimitReached = (message: string, limite: string, maximo: number) =>
  new DomainError('PLAN_LIMIT_REACHED', message, { limite, maximo, precos: PRICING_PATH });
