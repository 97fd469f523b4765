/** A failed API call, shaped like the API's error body `{ statusCode, code, message, fields? }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** No HTTP answer at all (offline, DNS, CORS): status 0 keeps it apart from any server reply. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** The plan refuses: a limit of Grátis was reached, or the feature is Pro only (403). */
export const PLAN_REFUSAL_CODES: ReadonlySet<string> = new Set(['PLAN_LIMIT_REACHED', 'PLAN_REQUIRED']);

export function isPlanRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && PLAN_REFUSAL_CODES.has(error.code);
}
