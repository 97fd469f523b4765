import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway, ANA_ID, aProfile, bia, deferred, noGiveaways } from '../testing/profile.fixtures';

const activeUrl = `/api/giveaways?criadorId=${ANA_ID}&status=Ativo&sort=encerramento&limit=6`;
const pastUrl = `/api/giveaways?criadorId=${ANA_ID}&status=Realizado&sort=recentes&limit=6`;

/** Answers the profile's giveaway lists with nothing, unless a test says otherwise. */
const giveaways = ({ url }: FetchCall) => (url.startsWith('/api/giveaways?') ? json(200, noGiveaways) : undefined);

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('public profile page', () => {
  it('shows photo, name, verified badge, bio and counts', async () => {
    endSession('expired');
    mockFetch((call) => (call.url === '/api/users/ana' ? json(200, aProfile()) : giveaways(call)));
    renderApp('/ana');

    const heading = await screen.findByRole('heading', { level: 1, name: /Ana Souza/ });
    expect(within(heading).getByRole('img', { name: 'Perfil verificado' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de Ana Souza' })).toHaveAttribute('src', '/uploads/perfis/ana.webp');
    expect(screen.getByText('@ana')).toBeInTheDocument();
    expect(screen.getByText('Sorteio cafés especiais toda semana.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 seguidores' })).toHaveAttribute('href', '/ana/seguidores');
    expect(screen.getByRole('link', { name: '1 seguindo' })).toHaveAttribute('href', '/ana/seguindo');
  });

  it('marks a Pro creator with a "Pro" badge next to the name, and no one else', async () => {
    endSession('expired');
    let profile = aProfile({ isPro: true });
    mockFetch((call) => (call.url === '/api/users/ana' ? json(200, profile) : giveaways(call)));
    const { unmount } = renderApp('/ana');

    const heading = await screen.findByRole('heading', { level: 1, name: /Ana Souza/ });
    expect(within(heading).getByText('Pro')).toHaveAttribute('title', 'Criador com o plano Pro');
    expect(heading).toHaveAccessibleName(/Pro/);
    unmount();

    profile = aProfile({ isPro: false });
    renderApp('/ana');
    const plain = await screen.findByRole('heading', { level: 1, name: /Ana Souza/ });
    expect(within(plain).queryByText('Pro')).not.toBeInTheDocument();
  });

  it.each([
    [0, '0 seguidores'],
    [1, '1 seguidor'],
    [2, '2 seguidores'],
  ])('counts %i followers as "%s"', async (count, text) => {
    endSession('expired');
    mockFetch((call) => (call.url === '/api/users/ana' ? json(200, aProfile({ seguidoresCount: count })) : giveaways(call)));
    renderApp('/ana');

    expect(await screen.findByRole('link', { name: text })).toBeInTheDocument();
  });

  it("lists the creator's active giveaways first, then the drawn ones with winners and receipts", async () => {
    endSession('expired');
    const drawn = aGiveaway({
      id: '22222222-2222-4222-8222-222222222222',
      titulo: 'Caneca',
      status: 'Realizado',
      vencedores: [{ id: 'e1', nome: 'Caio Reis', email: 'caio@exemplo.com' }],
    });
    mockFetch(({ url }) => {
      if (url === '/api/users/ana') return json(200, aProfile());
      if (url === activeUrl) return json(200, { items: [aGiveaway()], nextCursor: null });
      if (url === pastUrl) return json(200, { items: [drawn], nextCursor: null });
      return undefined;
    });
    renderApp('/ana');

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Sorteios ativos', 'Sorteios realizados']);
    const active = screen.getByRole('region', { name: 'Sorteios ativos' });
    expect(await within(active).findByRole('link', { name: 'Kit de café especial' })).toHaveAttribute('href', `/sorteio/${aGiveaway().id}`);
    const past = screen.getByRole('region', { name: 'Sorteios realizados' });
    expect(await within(past).findByText('Caio Reis')).toBeInTheDocument();
    expect(within(past).queryByText(/caio@exemplo.com/)).not.toBeInTheDocument();
    expect(within(past).getByRole('link', { name: 'Ver comprovante do sorteio Caneca' })).toHaveAttribute('href', `/sorteio/${drawn.id}/verificar`);
  });

  it('offers a signed-out visitor a way to sign in and come back', async () => {
    endSession('expired');
    mockFetch((call) => (call.url === '/api/users/ana' ? json(200, aProfile()) : giveaways(call)));
    renderApp('/ana');

    expect(await screen.findByRole('link', { name: 'Entre para seguir' })).toHaveAttribute('href', '/login?next=/ana');
    expect(screen.queryByRole('button', { name: 'Seguir' })).not.toBeInTheDocument();
  });

  it('follows at once and keeps it when the server agrees', async () => {
    signIn('tok');
    let following = false;
    const calls = mockFetch((call) => {
      if (call.url === '/api/me') return json(200, bia);
      if (call.url === '/api/users/ana') return json(200, aProfile({ seguindo: following, seguidoresCount: following ? 4 : 3 }));
      if (call.url === '/api/users/ana/follow' && call.method === 'PUT') {
        following = true;
        return json(200, { seguindo: true });
      }
      return giveaways(call);
    });
    renderApp('/ana');

    await userEvent.click(await screen.findByRole('button', { name: 'Seguir' }));

    expect(await screen.findByRole('button', { name: 'Seguindo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4 seguidores' })).toBeInTheDocument();
    expect(await screen.findByText('Agora você segue @ana.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.headers.Authorization).toBe('Bearer tok');
  });

  it('shows the follow at once and rolls it back with a message when the server refuses', async () => {
    signIn('tok');
    const answer = deferred<Response>();
    mockFetch((call) => {
      if (call.url === '/api/me') return json(200, bia);
      if (call.url === '/api/users/ana') return json(200, aProfile());
      if (call.url === '/api/users/ana/follow' && call.method === 'PUT') return answer.promise;
      return giveaways(call);
    });
    renderApp('/ana');

    await userEvent.click(await screen.findByRole('button', { name: 'Seguir' }));

    // Before the server answers.
    expect(screen.getByRole('button', { name: 'Seguindo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4 seguidores' })).toBeInTheDocument();

    answer.resolve(apiError(500, 'INTERNAL_ERROR', 'Erro interno. Tente novamente mais tarde.'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível seguir @ana. Tente novamente.');
    expect(screen.getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 seguidores' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('rolls an unfollow back too', async () => {
    signIn('tok');
    mockFetch((call) => {
      if (call.url === '/api/me') return json(200, bia);
      if (call.url === '/api/users/ana') return json(200, aProfile({ seguindo: true, seguidoresCount: 4 }));
      if (call.url === '/api/users/ana/follow' && call.method === 'DELETE') return apiError(409, 'CONCURRENCY_CONFLICT', 'Outra alteração.');
      return giveaways(call);
    });
    renderApp('/ana');

    await userEvent.click(await screen.findByRole('button', { name: 'Seguindo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível deixar de seguir @ana. Tente novamente.');
    expect(screen.getByRole('button', { name: 'Seguindo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4 seguidores' })).toBeInTheDocument();
  });

  it('offers to edit instead of follow on my own profile', async () => {
    signIn('tok');
    mockFetch((call) => {
      if (call.url === '/api/me') return json(200, { ...bia, id: ANA_ID, username: 'ana' });
      if (call.url === '/api/users/ana') return json(200, aProfile());
      return giveaways(call);
    });
    renderApp('/ana');

    expect(await screen.findByRole('link', { name: 'Editar perfil' })).toHaveAttribute('href', '/dashboard/perfil');
    expect(screen.queryByRole('button', { name: 'Seguir' })).not.toBeInTheDocument();
  });

  it('shows the app\'s "Page not found" for a username nobody has', async () => {
    endSession('expired');
    mockFetch(({ url }) => (url === '/api/users/ninguem' ? apiError(404, 'USER_NOT_FOUND', 'Usuário não encontrado') : undefined));
    renderApp('/ninguem');

    expect(await screen.findByRole('heading', { name: 'Page not found: /ninguem' })).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers a path that cannot be a username with "Page not found", asking the API nothing', async () => {
    endSession('expired');
    const calls = mockFetch(() => undefined);
    renderApp('/nao-existe-isto');

    expect(await screen.findByRole('heading', { name: 'Page not found: /nao-existe-isto' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('logs a failed load, says so in pt-BR and loads again on retry', async () => {
    endSession('expired');
    let failing = true;
    mockFetch((call) => {
      if (call.url === '/api/users/ana') return failing ? apiError(503, 'INTERNAL_ERROR', 'Serviço indisponível') : json(200, aProfile());
      return giveaways(call);
    });
    renderApp('/ana');

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar este perfil.');
    expect(logged).toHaveBeenCalledWith('[profiles] profile @ana failed', expect.anything());

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Ana Souza/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Não foi possível carregar este perfil.')).not.toBeInTheDocument());
  });

  it("shows a failure of the creator's giveaways in place, with retry, keeping the profile", async () => {
    endSession('expired');
    let failing = true;
    mockFetch(({ url }) => {
      if (url === '/api/users/ana') return json(200, aProfile());
      if (url === activeUrl) return failing ? apiError(500, 'INTERNAL_ERROR', 'Erro interno.') : json(200, { items: [aGiveaway()], nextCursor: null });
      if (url === pastUrl) return json(200, noGiveaways);
      return undefined;
    });
    renderApp('/ana');

    const active = await screen.findByRole('region', { name: 'Sorteios ativos' });
    expect(await within(active).findByRole('alert')).toHaveTextContent('Não foi possível carregar os sorteios.');
    expect(screen.getByRole('heading', { level: 1, name: /Ana Souza/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sorteios realizados' })).getByText('Nenhum sorteio realizado ainda.')).toBeInTheDocument();

    failing = false;
    await userEvent.click(within(active).getByRole('button', { name: 'Tentar de novo' }));

    expect(await within(active).findByRole('link', { name: 'Kit de café especial' })).toBeInTheDocument();
  });
});
