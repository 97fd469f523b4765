import { apiError, json, mockFetch } from '../test/fetch-mock';
import { apiRequest, MAX_RETRY_AFTER_MS, RETRY_DELAY_MS, retryDelayMs } from './api-client';
import { ApiError } from './api-error';

afterEach(() => jest.restoreAllMocks());

describe('apiRequest', () => {
  it('retries a read once when the server is briefly unavailable (503) and returns the second answer', async () => {
    let attempt = 0;
    const calls = mockFetch(() => (++attempt === 1 ? apiError(503, 'UNAVAILABLE', 'Indisponível') : json(200, { ok: true })));

    await expect(apiRequest('/api/health')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('gives up after one retry and reports the error', async () => {
    const calls = mockFetch(() => apiError(503, 'UNAVAILABLE', 'Serviço indisponível'));

    await expect(apiRequest('/api/health')).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE', message: 'Serviço indisponível' });
    expect(calls).toHaveLength(2);
  });

  it('never repeats a write, even on 503', async () => {
    const calls = mockFetch(() => apiError(503, 'UNAVAILABLE', 'Serviço indisponível'));

    await expect(apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' } })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('does not retry an answer that will not change, such as 404', async () => {
    const calls = mockFetch(() => apiError(404, 'GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'));

    await expect(apiRequest('/api/giveaways/1')).rejects.toMatchObject({ status: 404, message: 'Sorteio não encontrado' });
    expect(calls).toHaveLength(1);
  });

  it('turns a network failure into NETWORK_ERROR with a pt-BR message', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(apiRequest('/api/me')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Falha na conexão. Verifique sua internet e tente novamente.',
    });
  });

  it('keeps the field list of a validation error', async () => {
    mockFetch(() => apiError(400, 'VALIDATION_FAILED', 'Dados inválidos', { email: ['E-mail inválido'] }));

    await expect(apiRequest('/api/auth/register', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: ['E-mail inválido'] },
    });
  });

  it('sends JSON with the cookie and returns nothing for 204', async () => {
    const calls = mockFetch(() => new Response(null, { status: 204 }));

    await expect(apiRequest('/api/auth/verify-email', { method: 'POST', body: { token: 't' } })).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { token: 't' } });
    expect(jest.mocked(fetch).mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });
});

describe('the retry of a read', () => {
  afterEach(() => jest.useRealTimers());

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET answered %i once', async (status) => {
    let attempt = 0;
    const calls = mockFetch(() => (++attempt === 1 ? apiError(status, 'TRY_AGAIN', 'De novo') : json(200, { ok: true })));

    await expect(apiRequest('/api/giveaways')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 410, 422])('does not retry a GET answered %i', async (status) => {
    const calls = mockFetch(() => apiError(status, 'NO', 'Não'));

    await expect(apiRequest('/api/giveaways')).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s, even told to come back at once', async (method) => {
    const calls = mockFetch(() => new Response(null, { status: 503, headers: { 'Retry-After': '0' } }));

    await expect(apiRequest('/api/giveaways/1', { method, body: {} })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('waits as long as Retry-After says in seconds before the retry', async () => {
    jest.useFakeTimers();
    let attempt = 0;
    const calls = mockFetch(() => (++attempt === 1 ? new Response(null, { status: 429, headers: { 'Retry-After': '2' } }) : json(200, { ok: true })));

    const answer = apiRequest('/api/search?q=café');
    await jest.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('reads Retry-After as an HTTP date too', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');

    expect(retryDelayMs('Fri, 27 Nov 2026 12:00:03 GMT', now)).toBe(3_000);
    expect(retryDelayMs('Fri, 27 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('waits the default pause without a readable Retry-After', () => {
    expect(retryDelayMs(null, 0)).toBe(RETRY_DELAY_MS);
    expect(retryDelayMs('amanhã', 0)).toBe(RETRY_DELAY_MS);
  });

  it('does not retry when the server asks for a longer pause than it is worth waiting for', async () => {
    const calls = mockFetch(() => new Response(null, { status: 503, headers: { 'Retry-After': String(MAX_RETRY_AFTER_MS / 1000 + 1) } }));

    await expect(apiRequest('/api/giveaways')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
    expect(retryDelayMs(String(MAX_RETRY_AFTER_MS / 1000), 0)).toBe(MAX_RETRY_AFTER_MS);
  });
});
