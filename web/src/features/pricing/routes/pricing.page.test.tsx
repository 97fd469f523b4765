import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyPlan, Plan } from '@sorteios/api-contract';
import { endSession, signIn } from '../../../lib/auth-session';
import { browserLocation } from '../../../lib/browser-location';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { aFreePlan } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';

const plans: Plan[] = [
  {
    id: 'gratis',
    nome: 'Grátis',
    precoMensalCentavos: 0,
    precoAnualCentavos: 0,
    moeda: 'BRL',
    limites: { sorteiosAtivos: 3, inscricoesPorSorteio: 1000, vencedoresESuplentes: 5, camposPersonalizados: 3 },
    recursos: [],
  },
  {
    id: 'pro',
    nome: 'Pro',
    precoMensalCentavos: 2990,
    precoAnualCentavos: 29900,
    moeda: 'BRL',
    limites: { sorteiosAtivos: null, inscricoesPorSorteio: 1_000_000, vencedoresESuplentes: 100, camposPersonalizados: 20 },
    recursos: ['webhooks', 'tokens-api', 'instagram', 'insights-completos', 'sem-rodape'],
  },
];

const gratis = aFreePlan({ uso: { sorteiosAtivos: 1 } });
const proPlan: MyPlan = {
  ...gratis,
  plano: 'pro',
  ativoAte: '2026-12-12T15:00:00.000Z',
  origem: 'stripe',
  ciclo: 'mensal',
  podeGerenciar: true,
  limites: plans[1]!.limites,
  recursos: plans[1]!.recursos,
};

beforeEach(() => endSession('expired'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

/** A signed-in visitor whose GET /api/me/plan answers `plan`; `extra` answers the rest. */
function signedInWith(plan: MyPlan, extra: (call: FetchCall) => Response | Promise<Response> | undefined = () => undefined) {
  signIn('tok');
  return mockFetch((call) => {
    if (call.url === '/api/plans') return json(200, plans);
    if (call.url === '/api/me') return json(200, { id: 'u1', username: 'ana', nome: 'Ana', isAdmin: false });
    if (call.url === '/api/me/plan') return json(200, plan);
    return extra(call);
  });
}

const card = async (nome: string) => screen.findByRole('article', { name: nome });
/** The value a card gives for one limit (dt → dd). */
const limitIn = (article: HTMLElement, label: string) => within(article).getByText(label).nextElementSibling;

describe('pricing page', () => {
  it('shows both plans with their monthly prices, limits and what each includes', async () => {
    const calls = mockFetch(({ url }) => (url === '/api/plans' ? json(200, plans) : undefined));
    renderApp('/precos');

    const gratis = await card('Grátis');
    const pro = await card('Pro');
    expect(within(gratis).getByText('R$ 0,00')).toBeInTheDocument();
    expect(within(pro).getByText('R$ 29,90')).toBeInTheDocument();
    expect(within(pro).getAllByText('por mês')).toHaveLength(1);

    expect(limitIn(gratis, 'Sorteios ativos ao mesmo tempo')).toHaveTextContent('3');
    expect(limitIn(pro, 'Sorteios ativos ao mesmo tempo')).toHaveTextContent('Ilimitado');
    expect(limitIn(pro, 'Inscrições por sorteio')).toHaveTextContent('1.000.000');
    expect(limitIn(gratis, 'Inscrições por sorteio')).toHaveTextContent('1.000');

    expect(within(pro).getByText('Importação de comentários do Instagram')).toBeInTheDocument();
    expect(within(pro).getAllByRole('listitem')).toHaveLength(5);
    expect(within(gratis).queryByText('Importação de comentários do Instagram')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/plans')).toHaveLength(1);
  });

  it('switches the prices to the yearly ones, with the saving, when Anual is pressed', async () => {
    mockFetch(({ url }) => (url === '/api/plans' ? json(200, plans) : undefined));
    renderApp('/precos');

    const pro = await card('Pro');
    const monthly = screen.getByRole('button', { name: 'Mensal' });
    const yearly = screen.getByRole('button', { name: 'Anual' });
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    expect(yearly).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(yearly);

    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(monthly).toHaveAttribute('aria-pressed', 'false');
    expect(within(pro).getByText('R$ 299,00')).toBeInTheDocument();
    expect(within(pro).getByText('por ano')).toBeInTheDocument();
    expect(within(pro).queryByText('R$ 29,90')).not.toBeInTheDocument();
    expect(within(pro).getByText('Economize R$ 59,80 por ano: dois meses grátis.')).toBeInTheDocument();

    await userEvent.click(monthly);
    expect(within(pro).getByText('R$ 29,90')).toBeInTheDocument();
  });

  it('sends a visitor to sign up and back here to subscribe, and to sign up for Grátis', async () => {
    mockFetch(({ url }) => (url === '/api/plans' ? json(200, plans) : undefined));
    renderApp('/precos');

    const pro = await card('Pro');
    expect(within(pro).getByRole('link', { name: 'Assinar o Pro' })).toHaveAttribute('href', '/register?next=%2Fprecos');
    expect(within(await card('Grátis')).getByRole('link', { name: 'Começar grátis' })).toHaveAttribute('href', '/register');
  });

  it('sends whoever wants Pro to the team when this installation takes no payments', async () => {
    signedInWith({ ...gratis, cobranca: 'manual' });
    renderApp('/precos');

    const pro = await card('Pro');
    expect(await within(pro).findByRole('link', { name: 'Fale com a equipe para assinar' })).toHaveAttribute('href', '/feedback');
    expect(within(pro).queryByRole('button', { name: 'Assinar o Pro' })).not.toBeInTheDocument();
  });

  it('takes a Grátis user to the checkout of the chosen cycle', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    let answer!: (response: Response) => void;
    const calls = signedInWith(gratis, ({ url }) =>
      url === '/api/billing/checkout' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    renderApp('/precos');

    const pro = await card('Pro');
    await userEvent.click(screen.getByRole('button', { name: 'Anual' }));
    const subscribe = await within(pro).findByRole('button', { name: 'Assinar o Pro' });
    await waitFor(() => expect(subscribe).toBeEnabled());
    await userEvent.click(subscribe);

    expect(subscribe).toHaveAttribute('aria-busy', 'true');
    answer(json(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    const post = calls.find((c) => c.url === '/api/billing/checkout')!;
    expect(post.method).toBe('POST');
    expect(post.body).toEqual({ plano: 'pro', ciclo: 'anual' });
    expect(post.headers.Authorization).toBe('Bearer tok');
  });

  it('explains a refused checkout and offers to talk to the team when payments are not set up', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const message = 'Os pagamentos ainda não estão disponíveis. Fale com a equipe para assinar o Pro.';
    signedInWith(gratis, ({ url }) => (url === '/api/billing/checkout' ? apiError(409, 'BILLING_NOT_CONFIGURED', message) : undefined));
    renderApp('/precos');

    const subscribe = await within(await card('Pro')).findByRole('button', { name: 'Assinar o Pro' });
    await waitFor(() => expect(subscribe).toBeEnabled());
    await userEvent.click(subscribe);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Fale com a equipe' })).toHaveAttribute('href', '/feedback');
    expect(subscribe).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells a Pro user they are Pro and opens the subscription management', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const calls = signedInWith(proPlan, ({ url }) =>
      url === '/api/billing/portal' ? json(200, { url: 'https://billing.stripe.com/p/session/test_1' }) : undefined,
    );
    renderApp('/precos');

    const pro = await card('Pro');
    expect(await within(pro).findByText('Você já é Pro')).toBeInTheDocument();
    expect(within(pro).queryByRole('button', { name: 'Assinar o Pro' })).not.toBeInTheDocument();
    await userEvent.click(within(pro).getByRole('button', { name: 'Gerenciar assinatura' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'));
    expect(calls.find((c) => c.url === '/api/billing/portal')?.method).toBe('POST');
  });

  it('offers no management to someone the team made Pro', async () => {
    signedInWith({ ...proPlan, origem: 'admin', ciclo: null, ativoAte: null, podeGerenciar: false });
    renderApp('/precos');

    const pro = await card('Pro');
    expect(await within(pro).findByText('Você já é Pro')).toBeInTheDocument();
    expect(within(pro).queryByRole('button', { name: 'Gerenciar assinatura' })).not.toBeInTheDocument();
  });

  it('says politely that nothing was charged when the checkout was left unpaid', async () => {
    signedInWith(gratis);
    renderApp('/precos?assinatura=cancelada');

    await card('Pro');
    expect(screen.getByText('Assinatura não concluída. Nada foi cobrado.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('answers common questions folded under each question', async () => {
    mockFetch(({ url }) => (url === '/api/plans' ? json(200, plans) : undefined));
    renderApp('/precos');

    const faq = (await screen.findByRole('heading', { name: 'Perguntas frequentes' })).closest('section')!;
    const question = within(faq).getByText('O que conta como sorteio ativo?');
    const answer = within(faq).getByText(/Rascunhos não contam/);
    expect(question.tagName).toBe('SUMMARY');
    expect(answer.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(answer.closest('details')).toHaveAttribute('open');
  });

  it('says so when the plans cannot be loaded, and loads them on a retry', async () => {
    let attempts = 0;
    mockFetch(({ url }) => {
      if (url !== '/api/plans') return undefined;
      attempts += 1;
      return attempts <= 2 ? apiError(500, 'INTERNAL_ERROR', 'Erro interno.') : json(200, plans);
    });
    renderApp('/precos');

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os planos.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await card('Pro')).toBeInTheDocument();
  });

  it('is linked from the footer of every page', async () => {
    mockFetch(({ url }) => (url === '/api/plans' ? json(200, plans) : undefined));
    renderApp('/precos');

    const footer = await screen.findByRole('navigation', { name: 'Links do rodapé' });
    expect(within(footer).getByRole('link', { name: 'Preços' })).toHaveAttribute('href', '/precos');
  });
});
