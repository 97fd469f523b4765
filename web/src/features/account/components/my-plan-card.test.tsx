import { screen, within } from '@testing-library/react';
import type { MyPlan } from '@sorteios/api-contract';
import { signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const me = { id: 'u1', email: 'ana@example.com', username: 'ana', nome: 'Ana', sobrenome: '', nome_completo: 'Ana', emailVerified: true };
const gratis: MyPlan = {
  plano: 'gratis',
  ativoAte: null,
  limites: { sorteiosAtivos: 3, inscricoesPorSorteio: 1000, vencedoresESuplentes: 5, camposPersonalizados: 3 },
  recursos: [],
  uso: { sorteiosAtivos: 2 },
};
const pro: MyPlan = {
  plano: 'pro',
  ativoAte: null,
  limites: { sorteiosAtivos: null, inscricoesPorSorteio: 1_000_000, vencedoresESuplentes: 100, camposPersonalizados: 20 },
  recursos: ['webhooks', 'tokens-api', 'instagram', 'insights-completos', 'sem-rodape'],
  uso: { sorteiosAtivos: 7 },
};

afterEach(() => jest.restoreAllMocks());

function renderDashboardWith(plan: Response | (() => Response)) {
  signIn('tok');
  const calls = mockFetch(({ url }) => {
    if (url === '/api/me') return json(200, me);
    if (url === '/api/me/plan') return typeof plan === 'function' ? plan() : plan;
    if (url.startsWith('/api/me/giveaways')) return json(200, { items: [], nextCursor: null });
    return undefined;
  });
  renderApp('/dashboard');
  return calls;
}

const planSection = async () => (await screen.findByRole('heading', { name: 'Seu plano' })).closest('section')!;

describe('dashboard: my plan', () => {
  it('shows a Grátis user how many of their active giveaways the plan allows, with a link to the prices', async () => {
    const calls = renderDashboardWith(json(200, gratis));

    const section = await planSection();
    expect(await within(section).findByText('Plano Grátis · 2 de 3 sorteios ativos')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver planos e preços' })).toHaveAttribute('href', '/precos');
    expect(calls.some((c) => c.url === '/api/me/plan' && c.headers.Authorization === 'Bearer tok')).toBe(true);
  });

  it('tells a Pro user their active giveaways have no limit', async () => {
    renderDashboardWith(json(200, pro));

    expect(await within(await planSection()).findByText('Plano Pro · sorteios ativos ilimitados')).toBeInTheDocument();
  });

  it('reports a failure quietly and leaves the rest of the panel working', async () => {
    renderDashboardWith(() => apiError(500, 'INTERNAL_ERROR', 'Erro interno.'));

    const section = await planSection();
    expect(await within(section).findByText(/Não foi possível carregar seu plano/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  });
});
