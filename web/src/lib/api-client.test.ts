import { apiError, json, mockFetch } from '../test/fetch-mock';
import { apiRequest } from './api-client';
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
