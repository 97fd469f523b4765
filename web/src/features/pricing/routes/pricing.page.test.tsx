import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@sorteios/api-contract';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
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

beforeEach(() => endSession('expired'));
afterEach(() => jest.restoreAllMocks());

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

  it('sends whoever wants Pro to the team, since there is no checkout yet, and a visitor to sign up for Grátis', async () => {
    mockFetch(({ url }) => (url === '/api/plans' ? json(200, plans) : undefined));
    renderApp('/precos');

    const pro = await card('Pro');
    expect(within(pro).getByRole('link', { name: 'Fale com a equipe para assinar' })).toHaveAttribute('href', '/feedback');
    expect(within(await card('Grátis')).getByRole('link', { name: 'Começar grátis' })).toHaveAttribute('href', '/register');
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
