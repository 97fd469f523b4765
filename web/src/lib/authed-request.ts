import { apiRequest, type ApiRequestOptions } from './api-client';
import { ApiError } from './api-error';
import { endSession, getSession, refreshSession } from './auth-session';

/**
 * An API call with the signed-in user's token. Access tokens are short-lived, so a 401 is
 * answered by one refresh and one retry; if that fails too, the session is over.
 */
export async function authedRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = getSession().accessToken;
  try {
    return await apiRequest<T>(path, withBearer(options, token));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || token === null) throw error;
    const freshToken = await refreshSession();
    if (freshToken === null) throw error;
    try {
      return await apiRequest<T>(path, withBearer(options, freshToken));
    } catch (retryError) {
      if (retryError instanceof ApiError && retryError.status === 401) endSession('expired');
      throw retryError;
    }
  }
}

function withBearer(options: ApiRequestOptions, token: string | null): ApiRequestOptions {
  if (token === null) return options;
  return { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } };
}
