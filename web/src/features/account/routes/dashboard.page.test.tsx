import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const me = { id: 'u1', email: 'ana@example.com', username: 'ana', nome: 'Ana', sobrenome: '', nome_completo: 'Ana', emailVerified: false };

afterEach(() => jest.restoreAllMocks());

describe('dashboard e-mail confirmation', () => {
  it('sends a new confirmation link and says where it went', async () => {
    signIn('tok');
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/auth/resend-verification') return new Response(null, { status: 204 });
      return undefined;
    });
    renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar e-mail de confirmação' }));

    expect(await screen.findByText(/Enviamos um novo link para ana@example.com/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/auth/resend-verification' && c.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' })).toBeDisabled();
  });

  it('shows the pt-BR error when the link cannot be sent', async () => {
    signIn('tok');
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/auth/resend-verification') return apiError(429, 'TOO_MANY_REQUESTS', 'Muitas tentativas.');
      return undefined;
    });
    renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar e-mail de confirmação' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/tentativas/i);
  });

  it('offers no resend once the e-mail is verified', async () => {
    signIn('tok');
    mockFetch(({ url }) => (url === '/api/me' ? json(200, { ...me, emailVerified: true }) : undefined));
    renderApp('/dashboard');

    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar e-mail de confirmação' })).not.toBeInTheDocument();
  });
});

describe('dashboard: my giveaways', () => {
  const giveaway = (id: string, titulo: string, status: string, inscritosCount: number, dataSorteio: string) => ({
    id,
    titulo,
    status,
    inscritosCount,
    dataSorteio,
  });

  it('lists my giveaways with status, entrant counts and the next draw date, with a link to create one', async () => {
    signIn('tok');
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, { ...me, emailVerified: true });
      if (url === '/api/me/giveaways?limit=5') {
        return json(200, {
          items: [
            giveaway('11111111-1111-4111-8111-111111111111', 'Kit de café', 'Ativo', 12, '2099-12-24T21:00:00.000Z'),
            giveaway('22222222-2222-4222-8222-222222222222', 'Caneca', 'Rascunho', 0, '2099-01-10T13:00:00.000Z'),
            giveaway('33333333-3333-4333-8333-333333333333', 'Camiseta', 'Encerrado', 1, '2099-06-01T15:00:00.000Z'),
          ],
          nextCursor: null,
        });
      }
      return undefined;
    });
    renderApp('/dashboard');

    const section = (await screen.findByRole('heading', { name: 'Meus sorteios' })).closest('section')!;
    const cafe = (await within(section).findByRole('link', { name: 'Kit de café' })).closest('li')!;
    expect(within(cafe).getByText('Ativo')).toBeInTheDocument();
    expect(within(cafe).getByText(/12 inscritos · Sorteio em 24\/12\/2099, 18:00/)).toBeInTheDocument();
    expect(within(section).getByText(/Nenhum inscrito/)).toBeInTheDocument();
    expect(within(section).getByText(/1 inscrito ·/)).toBeInTheDocument();
    // The draft's earlier date does not count: only giveaways that will be drawn.
    expect(within(section).getByText('Próximo sorteio: Camiseta, em 01/06/2099, 12:00.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Criar sorteio' })).toHaveAttribute('href', '/dashboard/sorteio/new');
    expect(calls.some((c) => c.url === '/api/me/giveaways?limit=5' && c.headers.Authorization === 'Bearer tok')).toBe(true);
  });

  it('invites a user without giveaways to create the first one', async () => {
    signIn('tok');
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url.startsWith('/api/me/giveaways')) return json(200, { items: [], nextCursor: null });
      return undefined;
    });
    renderApp('/dashboard');

    expect(await screen.findByText('Você ainda não criou nenhum sorteio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar sorteio' })).toBeInTheDocument();
  });
});
