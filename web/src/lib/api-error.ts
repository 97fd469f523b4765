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
