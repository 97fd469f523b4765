import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { withChallenge } from './challenge-retry';
import { apiError, json, mockFetch } from '../test/fetch-mock';

// jsdom has crypto.getRandomValues but no crypto.subtle (browsers have both): lend it Node's
// own Web Crypto, the same standard API, so the solver hashes for real.
beforeAll(() => {
  if (globalThis.crypto.subtle) return;
  const { webcrypto } = jest.requireActual<{ webcrypto: { subtle: SubtleCrypto } }>('node:crypto');
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});
afterEach(() => jest.restoreAllMocks());

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';

// A small challenge signed as the API signs them, so the test checks a real solution.
async function smallChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(300),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    hmacSignatureSecret: SECRET,
  });
}

const submit = (headers: Record<string, string>) => apiRequest<{ ok: boolean }>('/api/auth/register', { method: 'POST', body: { a: 1 }, headers });

describe('the invisible challenge', () => {
  it('sends once without a challenge when none is asked for', async () => {
    const calls = mockFetch(() => json(201, { ok: true }));
    await expect(withChallenge(submit)).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers['X-Altcha']).toBeUndefined();
  });

  it('on 428 CHALLENGE_REQUIRED fetches a challenge, solves it and sends once more with the solution, saying it is verifying meanwhile', async () => {
    const challenge = await smallChallenge();
    let verified = false;
    const calls = mockFetch(async (call) => {
      if (call.url === '/api/challenge') return json(200, challenge);
      const header = call.headers['X-Altcha'];
      if (!header) return apiError(428, 'CHALLENGE_REQUIRED', 'Confirme que você não é um robô e tente de novo.');
      const payload = JSON.parse(atob(header));
      verified = (await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: SECRET })).verified;
      return json(201, { ok: true });
    });
    const states: boolean[] = [];

    await expect(withChallenge(submit, (v) => states.push(v))).resolves.toEqual({ ok: true });

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/register', 'GET /api/challenge', 'POST /api/auth/register']);
    expect(calls[2].body).toEqual({ a: 1 });
    expect(verified).toBe(true);
    expect(states).toEqual([true, false]);
  });

  it('lifts the wait of an account with failed sign-ins (429 LOGIN_DELAYED) the same way', async () => {
    const challenge = await smallChallenge();
    const calls = mockFetch((call) => {
      if (call.url === '/api/challenge') return json(200, challenge);
      return call.headers['X-Altcha'] ? json(200, { ok: true }) : apiError(429, 'LOGIN_DELAYED', 'Muitas tentativas erradas nesta conta.');
    });
    await expect(withChallenge(submit)).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
  });

  it('retries only once, and leaves other refusals alone', async () => {
    const challenge = await smallChallenge();
    const calls = mockFetch((call) => (call.url === '/api/challenge' ? json(200, challenge) : apiError(428, 'CHALLENGE_REQUIRED', 'Confirme.')));
    await expect(withChallenge(submit)).rejects.toMatchObject({ status: 428 });
    expect(calls).toHaveLength(3);

    jest.restoreAllMocks();
    const plain = mockFetch(() => apiError(429, 'TOO_MANY_REQUESTS', 'Muitas tentativas.'));
    await expect(withChallenge(submit)).rejects.toBeInstanceOf(ApiError);
    expect(plain).toHaveLength(1);
  });
});
