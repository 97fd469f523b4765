import { screen, waitFor } from '@testing-library/react';
import { endSession } from '../../../lib/auth-session';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

beforeEach(() => endSession('expired'));
afterEach(() => jest.restoreAllMocks());

const providers = (names: string[]) => mockFetch(({ url }) => (url === '/api/auth/providers' ? json(200, names) : undefined));

describe('"Entrar com Google" on the sign-in and sign-up pages', () => {
  it('offers one button per configured provider, sending the browser to the API with the next path', async () => {
    providers(['google', 'minha_empresa']);
    renderApp('/login?next=/sorteio/abc');

    const google = await screen.findByRole('link', { name: 'Entrar com Google' });
    expect(google).toHaveAttribute('href', '/api/auth/oidc/google/start?next=%2Fsorteio%2Fabc');
    expect(screen.getByRole('link', { name: 'Entrar com Minha Empresa' })).toHaveAttribute('href', '/api/auth/oidc/minha_empresa/start?next=%2Fsorteio%2Fabc');
  });

  it('offers it on the sign-up page too, without a next when none was given', async () => {
    providers(['google']);
    renderApp('/register');

    expect(await screen.findByRole('link', { name: 'Entrar com Google' })).toHaveAttribute('href', '/api/auth/oidc/google/start');
  });

  it('shows no outside sign-in when no provider is configured', async () => {
    providers([]);
    const { queryClient } = renderApp('/login');

    await screen.findByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(queryClient.getQueryState(['auth-providers'])?.status).toBe('success'));
    expect(screen.queryByRole('link', { name: /Entrar com/ })).not.toBeInTheDocument();
    expect(screen.queryByText('ou')).not.toBeInTheDocument();
  });

  it('explains in pt-BR why the API refused an outside sign-in', async () => {
    providers(['google']);
    renderApp('/login?erro=INVALID_OAUTH_STATE');

    expect(await screen.findByRole('alert')).toHaveTextContent('Este pedido de login expirou ou já foi usado. Comece de novo.');
  });

  it('shows a general message, never the raw parameter, for a code it does not know', async () => {
    providers(['google']);
    renderApp('/login?erro=<b>Sua conta foi hackeada</b>');

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível entrar pelo provedor externo. Tente de novo.');
    expect(screen.queryByText(/hackeada/)).not.toBeInTheDocument();
  });
});
