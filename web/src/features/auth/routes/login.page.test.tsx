import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => endSession('expired'));
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
    expect(calls).toHaveLength(0);
  });

  it('disables the button while signing in', async () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    renderApp('/login');

    await fillAndSubmit('ana@example.com', 'segredo');

    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
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
