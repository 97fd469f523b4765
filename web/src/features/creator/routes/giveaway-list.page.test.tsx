import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '../../../lib/auth-session';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveaway } from '../creator-test-fixtures';

afterEach(() => jest.restoreAllMocks());

const first = aGiveaway({ id: '11111111-1111-4111-8111-111111111111', titulo: 'Kit de café', status: 'Ativo', inscritosCount: 12 });
const second = aGiveaway({ id: '22222222-2222-4222-8222-222222222222', titulo: 'Caneca', status: 'Rascunho', inscritosCount: 0 });

describe('my giveaways list', () => {
  beforeEach(() => signIn('tok'));

  it('lists my giveaways with status, entrants and draw date, and loads more on request', async () => {
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me/giveaways?limit=20') return json(200, { items: [first], nextCursor: 'c2' });
      if (url === '/api/me/giveaways?limit=20&cursor=c2') return json(200, { items: [second], nextCursor: null });
      return undefined;
    });
    renderApp('/dashboard/sorteio');

    const item = (await screen.findByRole('heading', { name: 'Kit de café' })).closest('article')!;
    expect(within(item).getByText('Ativo')).toBeInTheDocument();
    expect(within(item).getByText('12 inscritos')).toBeInTheDocument();
    expect(within(item).getByText('Sorteio em 24/12/2099, 18:00')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Kit de café' })).toHaveAttribute('href', `/dashboard/sorteio/${first.id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));

    expect(await screen.findByRole('heading', { name: 'Caneca' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum inscrito')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/me/giveaways?limit=20', '/api/me/giveaways?limit=20&cursor=c2']);
  });

  it('filters by status', async () => {
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me/giveaways?limit=20') return json(200, { items: [first, second], nextCursor: null });
      if (url === '/api/me/giveaways?limit=20&status=Rascunho') return json(200, { items: [second], nextCursor: null });
      return undefined;
    });
    const { router } = renderApp('/dashboard/sorteio');
    await screen.findByRole('heading', { name: 'Kit de café' });

    await userEvent.selectOptions(screen.getByLabelText('Situação'), 'Rascunho');

    expect(await screen.findByText('Caneca')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kit de café' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=Rascunho');
    expect(calls.at(-1)!.url).toBe('/api/me/giveaways?limit=20&status=Rascunho');
  });

  it('invites a creator without giveaways to create one', async () => {
    mockFetch(({ url }) => (url.startsWith('/api/me/giveaways') ? json(200, { items: [], nextCursor: null }) : undefined));
    renderApp('/dashboard/sorteio');

    expect(await screen.findByText('Você ainda não criou nenhum sorteio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar meu primeiro sorteio' })).toHaveAttribute('href', '/dashboard/sorteio/new');
  });
});
