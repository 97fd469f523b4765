import { i18n } from '../i18n/i18n';
import { ApiError, NETWORK_ERROR } from './api-error';
import { endSession, getSession, refreshSession } from './auth-session';

// Browsers read the blob after click() returns, at their own pace; revoking the URL too soon
// cancels large downloads in some of them (FileSaver.js waits 40 s for the same reason).
const REVOKE_AFTER_MS = 40_000;

/**
 * A protected file (a CSV export) as a Blob. The API client only speaks JSON, so this is its
 * counterpart for files, with the same session rules: the bearer token, and after a 401 one
 * refresh and one retry; if that fails too, the session is over.
 */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = getSession().accessToken;
  let response = await send(path, token, signal);
  if (response.status === 401 && token !== null) {
    const freshToken = await refreshSession();
    if (freshToken === null) throw await toApiError(response);
    response = await send(path, freshToken, signal);
    if (response.status === 401) endSession('expired');
  }
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/** Hands a Blob to the browser as a download called `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** Fetches a protected file and saves it under `fileName`. */
export async function downloadFile(path: string, fileName: string, signal?: AbortSignal): Promise<void> {
  saveBlob(await fetchFile(path, signal), fileName);
}

async function send(path: string, token: string | null, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(path, {
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError(0, NETWORK_ERROR, i18n.t(`errors.codes.${NETWORK_ERROR}`));
    throw error;
  }
}

// Errors still come as the API's JSON body `{ code, message }`, like every other call.
async function toApiError(response: Response): Promise<ApiError> {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (typeof parsed === 'object' && parsed !== null) body = parsed;
  } catch {
    // Not JSON (a proxy's HTML page): the status alone will have to do.
  }
  const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
  const message = typeof body.message === 'string' ? body.message : i18n.t('errors.unexpected');
  return new ApiError(response.status, code, message);
}
