import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, restoreSession, signIn } from '../lib/auth-session';
import { apiError, json, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

const me = {
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana',
  nome: 'Ana',
  sobrenome: 'Souza',
  nome_completo: 'Ana Souza',
  emailVerified: false,
};

afterEach(() => jest.restoreAllMocks());

describe('guarded dashboard', () => {
  it('sends a signed-out visitor to /login?next=/dashboard', async () => {
    mockFetch(() => apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado'));
    await restoreSession();

    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?next=/dashboard');
  });

  it('brings the user back to the page they wanted after signing in', async () => {
    endSession('expired');
    mockFetch(({ url }) => {
      if (url === '/api/auth/login') return json(200, { accessToken: 'tok', user: me });
      if (url === '/api/me') return json(200, me);
      return undefined;
    });
    const { router } = renderApp('/login?next=/dashboard');

    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("shows the signed-in user's data and signs out to /login", async () => {
    signIn('tok');
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/auth/logout') return new Response(null, { status: 204 });
      return undefined;
    });
    const { router } = renderApp('/dashboard');

    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.getByText('@ana')).toBeInTheDocument();
    expect(screen.getByText('E-mail verificado').nextElementSibling).toHaveTextContent('Não');

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/login'));
    expect(calls.some((c) => c.url === '/api/auth/logout' && c.method === 'POST')).toBe(true);
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  });
});

describe('error pages', () => {
  it('shows "Page not found" with the path for an unknown route', async () => {
    renderApp('/x');
    expect(await screen.findByRole('heading', { name: 'Page not found: /x' })).toBeInTheDocument();
  });

  it('titles /erro?status=404 "Page Not Found" and shows the status', async () => {
    renderApp('/erro?status=404');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/404/)).toBeInTheDocument();
  });

  it('titles /erro "Internal Server Error" with status 500 by default', async () => {
    renderApp('/erro');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText(/500/)).toBeInTheDocument();
  });

  it('keeps "Internal Server Error" for other statuses and shows the one given', async () => {
    renderApp('/erro?status=503');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText(/503/)).toBeInTheDocument();
  });
});

describe('/sorteio/:id', () => {
  it('answers a malformed id with "Page Not Found" and asks the API nothing', async () => {
    const calls = mockFetch(() => undefined);
    renderApp('/sorteio/not-a-uuid');

    expect(await screen.findByRole('heading', { name: 'Page Not Found: /sorteio/not-a-uuid' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/giveaways'))).toHaveLength(0);
  });

  it("shows the API's message when the giveaway does not exist", async () => {
    endSession('expired');
    mockFetch(() => apiError(404, 'GIVEAWAY_NOT_FOUND', 'Sorteio não encontrado'));
    renderApp('/sorteio/0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71');

    expect(await screen.findByRole('alert')).toHaveTextContent('Sorteio não encontrado');
  });

  it('shows the title of a giveaway that exists', async () => {
    const id = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';
    mockFetch(({ url }) => (url === `/api/giveaways/${id}` ? json(200, { id, titulo: 'iPhone 16', descricao: '', status: 'Ativo' }) : undefined));
    renderApp(`/sorteio/${id}`);

    expect(await screen.findByRole('heading', { name: 'iPhone 16' })).toBeInTheDocument();
  });

  it('clears the error on the next successful navigation', async () => {
    endSession('expired');
    renderApp('/sorteio/not-a-uuid');
    await screen.findByRole('heading', { name: 'Page Not Found: /sorteio/not-a-uuid' });

    await userEvent.click(screen.getByRole('link', { name: 'Início' }));

    expect(await screen.findByRole('heading', { name: /Sorteios justos/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Page Not Found/ })).not.toBeInTheDocument();
  });
});
