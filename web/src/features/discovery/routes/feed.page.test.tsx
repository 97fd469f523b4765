import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aCard, aCreator, page } from '../testing/discovery.fixtures';

afterEach(() => jest.restoreAllMocks());
beforeEach(() => signIn('tok'));

describe('/feed', () => {
  it('lists the giveaways of the creators I follow in the order the API gives, newest first', async () => {
    const items = [aCard({ titulo: 'Publicado agora', inscritosCount: 1 }), aCard({ titulo: 'Publicado ontem', status: 'Encerrado' })];
    mockFetch(({ url }) => (url.startsWith('/api/me/feed?') ? json(200, page(items)) : undefined));
    renderApp('/feed');

    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Publicado agora', 'Publicado ontem']);
    expect(within(cards[0]).getByRole('link', { name: 'Publicado agora' })).toHaveAttribute('href', `/sorteio/${items[0].id}`);
    expect(within(cards[0]).getByText('1 participante')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Encerrado')).toBeInTheDocument();
  });

  it('suggests popular creators to follow when the feed is empty', async () => {
    const calls = mockFetch(({ url }) => {
      if (url.startsWith('/api/me/feed?')) return json(200, page([]));
      if (url.startsWith('/api/creators/popular')) return json(200, { items: [aCreator(), aCreator({ id: 'c2', username: 'caio', nome: 'Caio Reis', verified: true, seguidoresCount: 1 })] });
      return undefined;
    });
    renderApp('/feed');

    expect(await screen.findByRole('heading', { name: 'Seu feed está vazio' })).toBeInTheDocument();
    const suggestions = await screen.findByRole('region', { name: 'Criadores populares' });
    expect(within(suggestions).getByRole('link', { name: 'Bia Lima' })).toHaveAttribute('href', '/bia');
    expect(within(suggestions).getByText('@caio · 1 seguidor · 340 participantes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar sorteios' })).toHaveAttribute('href', '/explorar');
    // Signed in, the API leaves out me and whom I follow; it needs the token to know who I am.
    expect(calls.find((c) => c.url.startsWith('/api/creators/popular'))?.headers.Authorization).toBe('Bearer tok');
  });

  it('says the feed could not load and loads it again on request', async () => {
    let fail = true;
    mockFetch(({ url }) => {
      if (!url.startsWith('/api/me/feed?')) return undefined;
      return fail ? apiError(500, 'INTERNAL_ERROR', 'Erro interno. Tente novamente mais tarde.') : json(200, page([aCard({ titulo: 'Voltou' })]));
    });
    renderApp('/feed');

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o seu feed. Erro interno. Tente novamente mais tarde.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));

    expect(await screen.findByRole('link', { name: 'Voltou' })).toBeInTheDocument();
  });
});
