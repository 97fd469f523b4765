import { screen, within } from '@testing-library/react';
import type { AdminGiveaway } from '@sorteios/api-contract';
import { endSession, signIn } from '../../../lib/auth-session';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const GIVEAWAY_ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';
const aGiveaway: AdminGiveaway = {
  id: GIVEAWAY_ID,
  titulo: 'Celular novo',
  status: 'Ativo',
  criadorId: 'u-cris',
  criador: { id: 'u-cris', username: 'cris', nome: 'Cris' },
  createdAt: '2026-03-01T12:00:00.000Z',
  dataSorteio: '2026-04-01T12:00:00.000Z',
  inscritosCount: 12,
  suspenso: false,
  suspensao: null,
  denuncias: 0,
  denunciasAbertas: 0,
};

beforeEach(() => signIn('token-admin'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

describe('/panel/sorteios', () => {
  it("lists every giveaway inside the dashboard layout, with the boss area's filters and actions", async () => {
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, { id: 'u-admin', username: 'chefe', isAdmin: true });
      if (url.startsWith('/api/admin/giveaways?')) return json(200, { items: [aGiveaway], nextCursor: null });
      return undefined;
    });
    renderApp('/panel/sorteios?status=Ativo');

    const card = await screen.findByRole('listitem', { name: 'Celular novo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sorteios' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/admin/giveaways?'))?.url).toBe('/api/admin/giveaways?limit=20&status=Ativo');
    expect(within(card).getByRole('button', { name: 'Suspender' })).toBeInTheDocument();
    // The dashboard's navigation, not the boss area's.
    expect(screen.getByRole('link', { name: 'Integrações' })).toHaveAttribute('href', '/dashboard/integracoes');
    expect(screen.queryByRole('link', { name: 'Auditoria' })).not.toBeInTheDocument();
  });

  it('shows the 404 page to a signed-in user who is not an admin, without asking for the list', async () => {
    const calls = mockFetch(({ url }) => (url === '/api/me' ? json(200, { id: 'u-1', username: 'ana', isAdmin: false }) : undefined));
    renderApp('/panel/sorteios');

    expect(await screen.findByRole('heading', { name: 'Page not found: /panel/sorteios' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/admin/giveaways'))).toBe(false);
  });
});
