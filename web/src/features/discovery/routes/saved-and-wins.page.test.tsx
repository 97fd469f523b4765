import { screen, within } from '@testing-library/react';
import { restoreSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aCard, page } from '../testing/discovery.fixtures';

afterEach(() => jest.restoreAllMocks());

describe('/salvos', () => {
  beforeEach(() => signIn('tok'));

  it('lists what I saved, newest saved first, with each status', async () => {
    const items = [
      { ...aCard({ titulo: 'Salvo hoje', status: 'Ativo' }), salvoEm: '2026-03-02T15:00:00.000Z' },
      { ...aCard({ titulo: 'Já sorteado', status: 'Realizado' }), salvoEm: '2026-03-01T15:00:00.000Z' },
      { ...aCard({ titulo: 'Cancelado depois', status: 'Cancelado' }), salvoEm: '2026-02-01T15:00:00.000Z' },
    ];
    mockFetch(({ url }) => (url.startsWith('/api/me/saved?') ? json(200, page(items)) : undefined));
    renderApp('/salvos');

    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Salvo hoje', 'Já sorteado', 'Cancelado depois']);
    expect(within(cards[0]).getByText('Ativo')).toBeInTheDocument();
    // 15:00 UTC is 12:00 in São Paulo.
    expect(within(cards[0]).getByText('Salvo em 02/03/2026, 12:00')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Realizado')).toBeInTheDocument();
    // A cancelled giveaway's page is closed: no link to it, and a word on why.
    expect(within(cards[2]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cards[2]).getByText('Este sorteio foi cancelado e não está mais disponível.')).toBeInTheDocument();
  });

  it('explains how to save when nothing is saved yet', async () => {
    mockFetch(({ url }) => (url.startsWith('/api/me/saved?') ? json(200, page([])) : undefined));
    renderApp('/salvos');

    expect(await screen.findByText(/Você ainda não salvou nenhum sorteio/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first', async () => {
    mockFetch(() => apiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado'));
    await restoreSession();
    const { router } = renderApp('/salvos');

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?next=/salvos');
  });
});

describe('/win', () => {
  beforeEach(() => signIn('tok'));

  it('lists the giveaways I won, each with a way to check its draw and to my entry', async () => {
    const won = aCard({ titulo: 'Bicicleta', status: 'Realizado' });
    const asAlternate = aCard({ titulo: 'Fone de ouvido', status: 'Realizado' });
    mockFetch(({ url }) =>
      url.startsWith('/api/me/wins?')
        ? json(
            200,
            page([
              { entryId: 'e1', suplente: false, ganhouEm: '2026-03-02T15:00:00.000Z', recibo: `/api/giveaways/${won.id}/draw`, sorteio: won },
              { entryId: 'e2', suplente: true, ganhouEm: '2026-02-02T15:00:00.000Z', recibo: `/api/giveaways/${asAlternate.id}/draw`, sorteio: asAlternate },
            ]),
          )
        : undefined,
    );
    renderApp('/win');

    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByRole('link', { name: 'Conferir o sorteio — Bicicleta' })).toHaveAttribute('href', `/sorteio/${won.id}/verificar`);
    expect(within(cards[0]).getByRole('link', { name: 'Minha inscrição — Bicicleta' })).toHaveAttribute('href', `/sorteio/${won.id}/minha-inscricao`);
    expect(within(cards[0]).getByText('Ganho em 02/03/2026, 12:00')).toBeInTheDocument();
    expect(within(cards[1]).getByText(/chamado\(a\) como suplente/)).toBeInTheDocument();
    expect(within(cards[0]).queryByText(/suplente/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas as minhas inscrições' })).toHaveAttribute('href', '/minhas-inscricoes');
  });

  it('says so when I have not won yet', async () => {
    mockFetch(({ url }) => (url.startsWith('/api/me/wins?') ? json(200, page([])) : undefined));
    renderApp('/win');

    expect(await screen.findByText('Você ainda não ganhou nenhum sorteio. Boa sorte nos próximos!')).toBeInTheDocument();
  });
});

describe('/minhas-inscricoes', () => {
  beforeEach(() => signIn('tok'));

  it('lists my entries with the giveaway, its status and a link to each entry', async () => {
    const entries = [
      { id: 'e1', sorteioId: 'g1', createdAt: '2026-03-02T15:00:00.000Z', sorteio: { id: 'g1', titulo: 'Kit de café', status: 'Ativo', dataSorteio: '2026-12-24T21:00:00.000Z' } },
      { id: 'e2', sorteioId: 'g2', createdAt: '2026-02-02T15:00:00.000Z', sorteio: null },
    ];
    mockFetch(({ url }) => (url.startsWith('/api/me/entries?') ? json(200, page(entries)) : undefined));
    renderApp('/minhas-inscricoes');

    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByRole('link', { name: 'Kit de café' })).toHaveAttribute('href', '/sorteio/g1');
    expect(within(cards[0]).getByRole('link', { name: 'Ver a inscrição — Kit de café' })).toHaveAttribute('href', '/sorteio/g1/minha-inscricao');
    expect(within(cards[1]).getByRole('heading')).toHaveTextContent('Este sorteio não está mais disponível.');
  });
});
