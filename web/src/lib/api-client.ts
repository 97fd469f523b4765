import { i18n } from '../i18n/i18n';
import { ApiError, NETWORK_ERROR } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

// Statuses that usually mean "try again in a moment". Only reads are retried: repeating a
// write could create a second giveaway or entry.
const RETRYABLE_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const RETRY_DELAY_MS = 300;
/**
 * The longest Retry-After honoured. A server asking for a longer pause is not retried: the
 * person would stare at a spinner, so the error (with its retry button) shows at once.
 */
export const MAX_RETRY_AFTER_MS = 5_000;

/** Calls the API on this origin and returns the parsed JSON (undefined for an empty answer). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  let response = await send(path, method, options);
  const delay = method === 'GET' && RETRYABLE_STATUSES.has(response.status) ? retryDelayMs(response.headers.get('Retry-After'), Date.now()) : null;
  if (delay !== null) {
    await wait(delay, options.signal);
    response = await send(path, method, options);
  }
  if (!response.ok) throw await toApiError(response);
  return (await readBody(response)) as T;
}

/**
 * How long to wait before the one retry: the answer's Retry-After (delay-seconds or an
 * HTTP-date), RETRY_DELAY_MS without a readable one, null when it asks for more than
 * MAX_RETRY_AFTER_MS.
 */
export function retryDelayMs(retryAfter: string | null, now: number): number | null {
  const value = retryAfter?.trim() ?? '';
  let ms: number;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else if (value !== '' && !Number.isNaN(Date.parse(value))) ms = Date.parse(value) - now;
  else return RETRY_DELAY_MS;
  return ms > MAX_RETRY_AFTER_MS ? null : Math.max(0, ms);
}

async function send(path: string, method: HttpMethod, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // The refresh token is an httpOnly cookie; every call carries it so /auth/* works alike.
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // fetch rejects with a TypeError when no answer came back; a cancelled query stays an abort.
    if (error instanceof TypeError) {
      throw new ApiError(0, NETWORK_ERROR, i18n.t(`errors.codes.${NETWORK_ERROR}`));
    }
    throw error;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await readBody(response).catch(() => undefined)) as
    | { code?: unknown; message?: unknown; fields?: unknown }
    | string
    | undefined;
  const parsed = typeof body === 'object' && body !== null ? body : {};
  const code = typeof parsed.code === 'string' ? parsed.code : `HTTP_${response.status}`;
  const message = typeof parsed.message === 'string' ? parsed.message : i18n.t('errors.unexpected');
  const fields = isFieldMap(parsed.fields) ? parsed.fields : undefined;
  return new ApiError(response.status, code, message, fields);
}

function isFieldMap(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
