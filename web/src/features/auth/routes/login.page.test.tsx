import { screen } from '@testing-library/react';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

// jsdom lacks crypto.subtle; browsers have it. Node's own Web Crypto stands in.
beforeAll(() => {
  if (globalThis.crypto.subtle) return;
  const { webcrypto } = jest.requireActual<{ webcrypto: { subtle: SubtleCrypto } }>('node:crypto');
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});
beforeEach(() => endSession('expired'));

/** A challenge as the API hands them out, small enough to solve at once. */
function smallChallenge() {
  return createChallenge({ algorithm: 'SHA-256', cost: 1, counter: randomInt(300), deriveKey, hmacSignatureSecret: 'segredo-de-teste-com-mais-de-32-caracteres' });
}
afterEach(() => jest.restoreAllMocks());

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Senha'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login', () => {
  it('says "E-mail ou senha incorretos." when the server refuses the credentials', async () => {
    mockFetch(() => apiError(401, 'INVALID_CREDENTIALS', 'Credenciais inválidas'));
    renderApp('/login');

    await fillAndSubmit('ana@example.com', 'errada');

    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
  });

  it("falls back to the server's message for a code it does not know", async () => {
    mockFetch(() => apiError(503, 'MAINTENANCE', 'Sistema em manutenção até as 14h.'));
    renderApp('/login');

    await fillAndSubmit('ana@example.com', 'segredo');

    expect(await screen.findByRole('alert')).toHaveTextContent('Sistema em manutenção até as 14h.');
  });

  it('explains a network failure', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/login');

    await fillAndSubmit('ana@example.com', 'segredo');

    expect(await screen.findByRole('alert')).toHaveTextContent('Falha na conexão. Verifique sua internet e tente novamente.');
  });

  it('checks the fields before calling the server', async () => {
    const calls = mockFetch(() => undefined);
    renderApp('/login');

    await userEvent.type(await screen.findByLabelText('E-mail'), 'não-é-email');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    // Only the outside sign-in buttons' list was asked for; no sign-in.
    expect(calls.filter((c) => c.url !== '/api/auth/providers')).toHaveLength(0);
  });

  it('disables the button while signing in', async () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    renderApp('/login');

    await fillAndSubmit('ana@example.com', 'segredo');

    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  });

  it('solves the anti-robot challenge by itself when the server asks, saying "Verificando…" meanwhile', async () => {
    const challenge = await smallChallenge();
    let handOutChallenge: () => void = () => undefined;
    const calls = mockFetch(({ url, headers }) => {
      if (url === '/api/challenge') return new Promise((resolve) => (handOutChallenge = () => resolve(json(200, challenge))));
      if (url === '/api/auth/login' && !headers['X-Altcha']) return apiError(428, 'CHALLENGE_REQUIRED', 'Confirme que você não é um robô e tente de novo.');
      if (url === '/api/auth/login') return json(200, { accessToken: 'tok', user: { id: 'u1' } });
      if (url === '/api/me') return json(200, { id: 'u1', nome: 'Ana', username: 'ana', email: 'ana@example.com', emailVerified: true });
      return undefined;
    });
    renderApp('/login');

    await fillAndSubmit('ana@example.com', 'segredo');

    expect(await screen.findByRole('button', { name: 'Verificando…' })).toBeDisabled();
    handOutChallenge();
    expect(await screen.findByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const logins = calls.filter((c) => c.url === '/api/auth/login');
    expect(logins).toHaveLength(2);
    expect(JSON.parse(atob(logins[1].headers['X-Altcha'])).challenge).toEqual(challenge);
  });

  it('ignores a next= that points to another site and goes to the dashboard', async () => {
    mockFetch(({ url }) => {
      if (url === '/api/auth/login') return json(200, { accessToken: 'tok', user: { id: 'u1' } });
      if (url === '/api/me') return json(200, { id: 'u1', nome: 'Ana', username: 'ana', email: 'ana@example.com', emailVerified: true });
      return undefined;
    });
    const { router } = renderApp('/login?next=https://evil.example/');

    await fillAndSubmit('ana@example.com', 'segredo');

    expect(await screen.findByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
