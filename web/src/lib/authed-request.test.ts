import { apiError, json, mockFetch } from '../test/fetch-mock';
import { endSession, getSession, restoreSession, signIn } from './auth-session';
import { authedRequest } from './authed-request';

afterEach(() => jest.restoreAllMocks());

describe('authedRequest', () => {
  it('sends the access token as a bearer token', async () => {
    signIn('token-1');
    const calls = mockFetch(() => json(200, { id: 'u1' }));

    await authedRequest('/api/me');
    expect(calls[0]!.headers.Authorization).toBe('Bearer token-1');
  });

  it('after a 401 refreshes the token once and repeats the call with the new one', async () => {
    signIn('expired-token');
    const calls = mockFetch(({ url, headers }) => {
      if (url === '/api/auth/refresh') return json(200, { accessToken: 'fresh-token' });
      return headers.Authorization === 'Bearer fresh-token' ? json(200, { id: 'u1' }) : apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado');
    });

    await expect(authedRequest('/api/me')).resolves.toEqual({ id: 'u1' });
    expect(calls.map((c) => c.url)).toEqual(['/api/me', '/api/auth/refresh', '/api/me']);
    expect(getSession()).toMatchObject({ status: 'signed-in', accessToken: 'fresh-token' });
  });

  it('signs the user out when the refresh is refused too', async () => {
    signIn('expired-token');
    mockFetch(() => apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado'));

    await expect(authedRequest('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ status: 'signed-out', accessToken: null, signOutReason: 'expired' });
  });

  it('shares one refresh between calls that fail together', async () => {
    signIn('expired-token');
    const calls = mockFetch(({ url, headers }) => {
      if (url === '/api/auth/refresh') return json(200, { accessToken: 'fresh-token' });
      return headers.Authorization === 'Bearer fresh-token' ? json(200, {}) : apiError(401, 'UNAUTHENTICATED', 'x');
    });

    await Promise.all([authedRequest('/api/me'), authedRequest('/api/me/saved')]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });
});

describe('restoreSession', () => {
  const setHint = (present: boolean) => {
    document.cookie = present ? 'sorteios_sessao=1; path=/' : 'sorteios_sessao=; path=/; max-age=0';
  };
  afterEach(() => setHint(false));

  it('signs a returning visitor in with the refresh cookie', async () => {
    endSession('expired');
    setHint(true);
    mockFetch(() => json(200, { accessToken: 'restored' }));

    await restoreSession();
    expect(getSession()).toMatchObject({ status: 'signed-in', accessToken: 'restored' });
  });

  it('leaves a visitor whose session the server refuses signed out', async () => {
    signIn('old');
    setHint(true);
    mockFetch(() => apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado'));

    await restoreSession();
    expect(getSession()).toMatchObject({ status: 'signed-out', accessToken: null });
  });

  it('does not ask the server when no session was ever given (no 401 in an anonymous visit)', async () => {
    signIn('old');
    const calls = mockFetch(() => json(200, { accessToken: 'never' }));

    await restoreSession();
    expect(getSession()).toMatchObject({ status: 'signed-out', accessToken: null });
    expect(calls).toHaveLength(0);
  });
});
