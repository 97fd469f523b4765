import { i18n } from '../i18n/i18n';
import { ApiError, NETWORK_ERROR } from './api-error';
import { getSession, refreshSession } from './auth-session';

/**
 * A multipart POST with the signed-in user's token (uploads). apiRequest only sends JSON, so
 * this mirrors authedRequest for a FormData body: one refresh and one retry after a 401.
 * The browser sets the multipart Content-Type with its boundary, so none is given here.
 */
export async function authedFormDataRequest<T>(path: string, buildBody: () => FormData): Promise<T> {
  const token = getSession().accessToken;
  let response = await send(path, buildBody(), token);
  if (response.status === 401 && token !== null) {
    const freshToken = await refreshSession();
    if (freshToken !== null) response = await send(path, buildBody(), freshToken);
  }
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

async function send(path: string, body: FormData, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, { method: 'POST', headers, body, credentials: 'include' });
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError(0, NETWORK_ERROR, i18n.t(`errors.codes.${NETWORK_ERROR}`));
    throw error;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // A proxy's HTML error page: the status alone has to do.
  }
  const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
  const message = typeof body.message === 'string' ? body.message : i18n.t('errors.unexpected');
  return new ApiError(response.status, code, message);
}
