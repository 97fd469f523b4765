import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSubscriptions, AdminUser, PlanHistoryItem } from '@sorteios/api-contract';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const me = () => json(200, { id: 'u-admin', username: 'chefe', isAdmin: true });

const subscriptions: AdminSubscriptions = {
  mrrCentavos: 5480,
  assinantesPagos: 2,
  concedidos: 1,
  items: [
    { userId: 'u-ana', username: 'ana', origem: 'stripe', ciclo: 'mensal', ativoAte: '2026-12-12T15:00:00.000Z', cancelada: false, desde: '2026-01-12T15:00:00.000Z' },
    { userId: 'u-caio', username: 'caio', origem: 'stripe', ciclo: 'anual', ativoAte: '2027-02-01T15:00:00.000Z', cancelada: true, desde: '2026-02-01T15:00:00.000Z' },
    { userId: 'u-bia', username: 'bia', origem: 'admin', ciclo: null, ativoAte: null, cancelada: false, desde: '2026-03-05T15:00:00.000Z' },
  ],
};

beforeEach(() => signIn('token-admin'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

describe('the boss subscriptions page', () => {
  it('shows the MRR, the paid and granted counts and everyone who is Pro now', async () => {
    mockFetch(({ url }) => (url === '/api/me' ? me() : url === '/api/admin/subscriptions' ? json(200, subscriptions) : undefined));
    renderApp('/boss/assinaturas');

    expect(await screen.findByRole('heading', { level: 1, name: 'Assinaturas' })).toBeInTheDocument();
    const counts = within(await screen.findByRole('list', { name: 'Números das assinaturas' }))
      .getAllByRole('listitem')
      // Intl puts a no-break space after "R$".
      .map((li) => li.textContent?.replace(/\s/g, ' '));
    expect(counts).toEqual([
      'R$ 54,80Receita mensal recorrenteAssinaturas anuais contam 1/12 por mês',
      '2Assinantes pagos',
      '1Pro concedido pela equipe',
    ]);

    const table = screen.getByRole('table', { name: 'Pessoas com Pro agora' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['@ana', 'Stripe', 'Mensal', '12/12/2026', 'Ativa', '12/01/2026'],
      ['@caio', 'Stripe', 'Anual', '01/02/2027', 'Cancelada', '01/02/2026'],
      ['@bia', 'Equipe', '—', 'Sem prazo', 'Ativa', '05/03/2026'],
    ]);
    expect(within(table).getByRole('link', { name: '@ana' })).toHaveAttribute('href', '/ana');
  });

  it('is in the admin navigation', async () => {
    mockFetch(({ url }) => (url === '/api/me' ? me() : url === '/api/admin/subscriptions' ? json(200, { ...subscriptions, items: [] }) : undefined));
    renderApp('/boss/assinaturas');

    expect(await screen.findByText('Ninguém tem o Pro agora.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assinaturas' })).toHaveAttribute('href', '/boss/assinaturas');
  });

  it('says so when the subscriptions cannot be loaded, and loads them on a retry', async () => {
    let attempts = 0;
    mockFetch(({ url }) => {
      if (url === '/api/me') return me();
      if (url !== '/api/admin/subscriptions') return undefined;
      attempts += 1;
      return attempts <= 2 ? apiError(500, 'INTERNAL_ERROR', 'Erro interno.') : json(200, subscriptions);
    });
    renderApp('/boss/assinaturas');

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar. Erro interno.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('table', { name: 'Pessoas com Pro agora' })).toBeInTheDocument();
  });
});

describe('an account’s plan history in /boss/usuarios', () => {
  const ana: AdminUser = { id: 'u-ana', email: 'ana@exemplo.com', username: 'ana', nome: 'Ana Souza', isPro: true, isAdmin: false, verified: false, disabled: false, emailVerified: true, createdAt: '2026-01-05T12:00:00.000Z' };
  const history: PlanHistoryItem[] = [
    { tipo: 'ProActivated', at: '2026-01-12T15:00:00.000Z', origem: 'stripe', ativoAte: null, motivo: null },
    { tipo: 'ProRenewed', at: '2026-02-12T15:00:00.000Z', origem: 'stripe', ativoAte: '2026-03-12T15:00:00.000Z', motivo: null },
    { tipo: 'ProPaymentFailed', at: '2026-03-12T15:00:00.000Z', origem: 'stripe', ativoAte: null, motivo: null },
    { tipo: 'ProCancelled', at: '2026-03-13T15:00:00.000Z', origem: 'stripe', ativoAte: '2026-03-20T15:00:00.000Z', motivo: 'Cartão recusado' },
    { tipo: 'ProEndingNoticed', at: '2026-03-17T15:00:00.000Z', origem: null, ativoAte: '2026-03-20T15:00:00.000Z', motivo: null },
    { tipo: 'ProExpired', at: '2026-03-20T15:00:00.000Z', origem: null, ativoAte: null, motivo: null },
  ];

  it('loads the history only when opened and lists each event in pt-BR with its date', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(({ url }) => {
      if (url === '/api/me') return me();
      if (url.startsWith('/api/admin/users?')) return json(200, { items: [ana], nextCursor: null });
      if (url === '/api/admin/users/u-ana/plan-history') return json(200, history);
      return undefined;
    });
    renderApp('/boss/usuarios');

    const card = await screen.findByRole('listitem', { name: '@ana · Ana Souza' });
    const toggle = within(card).getByRole('button', { name: 'Histórico do plano' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calls.some((c) => c.url.endsWith('/plan-history'))).toBe(false);

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await within(card).findByRole('list', { name: 'Histórico do plano de @ana' });
    const events = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(events).toEqual([
      'Pro ativado (Stripe) · 12/01/2026, 12:00',
      'Renovado até 12/03/2026 · 12/02/2026, 12:00',
      'Pagamento falhou · 12/03/2026, 12:00',
      'Cancelado (vale até 20/03/2026) · 13/03/2026, 12:00Motivo: Cartão recusado',
      'Aviso de fim enviado · 17/03/2026, 12:00',
      'Pro encerrado · 20/03/2026, 12:00',
    ]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('list', { name: 'Histórico do plano de @ana' })).not.toBeInTheDocument();
  });

  it('says when the plan never changed', async () => {
    mockFetch(({ url }) => {
      if (url === '/api/me') return me();
      if (url.startsWith('/api/admin/users?')) return json(200, { items: [{ ...ana, isPro: false }], nextCursor: null });
      if (url === '/api/admin/users/u-ana/plan-history') return json(200, []);
      return undefined;
    });
    renderApp('/boss/usuarios');

    const card = await screen.findByRole('listitem', { name: '@ana · Ana Souza' });
    await userEvent.click(within(card).getByRole('button', { name: 'Histórico do plano' }));

    expect(await within(card).findByText('Nenhuma mudança de plano registrada.')).toBeInTheDocument();
  });
});
