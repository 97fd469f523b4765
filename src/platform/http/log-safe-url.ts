/** Query parameters that carry credentials: an OAuth code and state, tokens in links. */
const SECRET_PARAMS = /([?&](?:code|state|token|access_token|id_token|refresh_token)=)[^&#]*/gi;

/**
 * The request URL as logged: the values of credential-carrying query parameters replaced, so
 * an OAuth callback (`?code=…&state=…`) leaves no usable code in the logs.
 */
export const logSafeUrl = (url: string): string => (url.includes('?') ? url.replace(SECRET_PARAMS, '$1[omitido]') : url);
