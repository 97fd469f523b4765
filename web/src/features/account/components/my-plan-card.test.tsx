import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyPlan } from '@sorteios/api-contract';
import { signIn } from '../../../lib/auth-session';
import { browserLocation } from '../../../lib/browser-location';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { aFreePlan } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';

const me = { id: 'u1', email: 'ana@example.com', username: 'ana', nome: 'Ana', sobrenome: '', nome_completo: 'Ana', emailVerified: true };
const gratis = aFreePlan({ uso: { sorteiosAtivos: 2 } });
const pro: MyPlan = {
  plano: 'pro',
  ativoAte: null,
  origem: 'admin',
  ciclo: null,
  cancelada: false,
  cobranca: 'stripe',
  podeGerenciar: false,
  limites: { sorteiosAtivos: null, inscricoesPorSorteio: 1_000_000, vencedoresESuplentes: 100, camposPersonalizados: 20 },
  recursos: ['webhooks', 'tokens-api', 'instagram', 'insights-completos', 'sem-rodape'],
  uso: { sorteiosAtivos: 7 },
};

afterEach(() => jest.restoreAllMocks());

function renderDashboardWith(plan: Response | (() => Response), path = '/dashboard') {
  signIn('tok');
  const calls = mockFetch(({ url }) => {
    if (url === '/api/me') return json(200, me);
    if (url === '/api/me/plan') return typeof plan === 'function' ? plan() : plan;
    if (url.startsWith('/api/me/giveaways')) return json(200, { items: [], nextCursor: null });
    if (url === '/api/billing/portal') return json(200, { url: 'https://billing.stripe.com/p/session/test_1' });
    return undefined;
  });
  renderApp(path);
  return calls;
}

const planSection = async () => (await screen.findByRole('heading', { name: 'Seu plano' })).closest('section')!;

describe('dashboard: my plan', () => {
  it('shows a Grátis user how many of their active giveaways the plan allows, with the way to Pro', async () => {
    const calls = renderDashboardWith(json(200, gratis));

    const section = await planSection();
    expect(await within(section).findByText('Plano Grátis · 2 de 3 sorteios ativos')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Conhecer o Pro' })).toHaveAttribute('href', '/precos');
    expect(within(section).queryByRole('button', { name: 'Gerenciar assinatura' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/me/plan' && c.headers.Authorization === 'Bearer tok')).toBe(true);
  });

  it('tells a Pro user their active giveaways have no limit, and that the team granted it', async () => {
    renderDashboardWith(json(200, pro));

    const section = await planSection();
    expect(await within(section).findByText('Plano Pro · sorteios ativos ilimitados')).toBeInTheDocument();
    expect(within(section).getByText('Concedido pela equipe')).toBeInTheDocument();
    expect(within(section).queryByText(/Pro até/)).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Gerenciar assinatura' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver planos e preços' })).toHaveAttribute('href', '/precos');
  });

  it('shows until when a paid Pro lasts, that it will not renew, and opens its management', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const paid: MyPlan = { ...pro, origem: 'stripe', ciclo: 'anual', ativoAte: '2026-12-12T15:00:00.000Z', cancelada: true, podeGerenciar: true };
    const calls = renderDashboardWith(json(200, paid));

    const section = await planSection();
    expect(await within(section).findByText('Pro até 12/12/2026')).toBeInTheDocument();
    expect(within(section).getByText('Cobrança anual')).toBeInTheDocument();
    expect(within(section).getByText('Não será renovado')).toBeInTheDocument();
    expect(within(section).queryByText('Concedido pela equipe')).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Gerenciar assinatura' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'));
    expect(calls.find((c) => c.url === '/api/billing/portal')?.method).toBe('POST');
  });

  it('explains a refused management request', async () => {
    signIn('tok');
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, me);
      if (url === '/api/me/plan') return json(200, { ...pro, origem: 'stripe', podeGerenciar: true });
      if (url.startsWith('/api/me/giveaways')) return json(200, { items: [], nextCursor: null });
      if (url === '/api/billing/portal') return apiError(409, 'NO_SUBSCRIPTION', 'Não há assinatura para gerenciar.');
      return undefined;
    });
    renderApp('/dashboard');

    await userEvent.click(await within(await planSection()).findByRole('button', { name: 'Gerenciar assinatura' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não há assinatura para gerenciar.');
  });

  it('thanks for the payment and asks for the plan again until Pro shows', async () => {
    let asked = 0;
    const calls = renderDashboardWith(() => {
      asked += 1;
      return json(200, asked === 1 ? gratis : { ...pro, origem: 'stripe', ciclo: 'mensal', ativoAte: '2026-12-12T15:00:00.000Z', podeGerenciar: true });
    }, '/dashboard?assinatura=sucesso');

    expect(await screen.findByText('Pagamento recebido! Seu Pro será ativado em instantes.')).toHaveAttribute('role', 'status');
    const section = await planSection();
    expect(await within(section).findByText('Plano Grátis · 2 de 3 sorteios ativos')).toBeInTheDocument();
    expect(await within(section).findByText('Pro até 12/12/2026', {}, { timeout: 5000 })).toBeInTheDocument();
    const planCalls = calls.filter((c) => c.url === '/api/me/plan').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.filter((c) => c.url === '/api/me/plan')).toHaveLength(planCalls);
  }, 15000);

  it('reports a failure quietly and leaves the rest of the panel working', async () => {
    renderDashboardWith(() => apiError(500, 'INTERNAL_ERROR', 'Erro interno.'));

    const section = await planSection();
    expect(await within(section).findByText(/Não foi possível carregar seu plano/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  });
});
