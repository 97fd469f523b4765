import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminGiveaway, AdminStats, AdminUser, AuditEntry } from '@sorteios/api-contract';
import { endSession, signIn } from '../../../lib/auth-session';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const GIVEAWAY_ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';
const chefe = { id: 'u-admin', username: 'chefe', nome: 'Chefe' };
const me = () => json(200, { id: chefe.id, username: chefe.username, isAdmin: true });

const suspension: AuditEntry = {
  id: 'a1',
  em: '2026-03-10T18:00:00.000Z',
  acao: 'GiveawaySuspended',
  alvo: { tipo: 'sorteio', id: GIVEAWAY_ID },
  motivo: 'Prêmio inexistente',
  detalhes: {},
  admin: chefe,
  causadoPor: null,
};

const aGiveaway = (overrides: Partial<AdminGiveaway> = {}): AdminGiveaway => ({
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
  denuncias: 2,
  denunciasAbertas: 1,
  ...overrides,
});

beforeEach(() => signIn('token-admin'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

describe('the boss area', () => {
  it('opens on the counts that matter now and the latest moderation actions', async () => {
    const stats: AdminStats = {
      desde: { hoje: '2026-03-10T03:00:00.000Z', semana: '2026-03-04T03:00:00.000Z' },
      denuncias: { pendentes: 3, emAnalise: 1 },
      sorteiosSuspensos: 2,
      novosSorteios: { hoje: 4, semana: 9 },
      novosUsuarios: { hoje: 5, semana: 30 },
      inscricoesHoje: 120,
      ultimasAcoes: [suspension],
    };
    mockFetch(({ url }) => (url === '/api/me' ? me() : url === '/api/admin/stats' ? json(200, stats) : undefined));
    renderApp('/boss');

    expect(await screen.findByRole('heading', { level: 1, name: 'Painel da moderação' })).toBeInTheDocument();
    const counts = within(screen.getByRole('list', { name: 'Números de agora' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(counts).toEqual([
      '3Denúncias pendentes',
      '1Em análise',
      '2Sorteios suspensos',
      '4Sorteios novos hoje9 nos últimos 7 dias',
      '5Contas novas hoje30 nos últimos 7 dias',
      '120Inscrições hoje',
    ]);
    expect(screen.getByRole('link', { name: 'Denúncias pendentes' })).toHaveAttribute('href', '/boss/denuncias?status=pendente');
    const latest = within(screen.getByRole('region', { name: 'Últimas ações de moderação' }));
    expect(latest.getByText('Suspendeu o sorteio')).toBeInTheDocument();
    expect(latest.getByText('Por quê: Prêmio inexistente')).toBeInTheDocument();
    expect(latest.getByRole('link', { name: `Sorteio ${GIVEAWAY_ID}` })).toHaveAttribute('href', `/boss/sorteios/${GIVEAWAY_ID}/historico`);
  });

  it('filters giveaways from the address and suspends one only with a reason', async () => {
    const user = userEvent.setup();
    let current = aGiveaway();
    const calls = mockFetch((call) => {
      if (call.url === '/api/me') return me();
      if (call.url.startsWith('/api/admin/giveaways?')) return json(200, { items: [current], nextCursor: null });
      if (call.url === `/api/admin/giveaways/${GIVEAWAY_ID}/suspend`) {
        current = { ...current, suspenso: true, suspensao: { motivo: (call.body as { motivo: string }).motivo, por: chefe.id, em: '2026-03-10T18:00:00.000Z', reportId: null } };
        return json(200, current);
      }
      return undefined;
    });
    renderApp('/boss/sorteios?reported=true');

    const card = await screen.findByRole('listitem', { name: 'Celular novo' });
    expect(calls.find((c) => c.url.startsWith('/api/admin/giveaways?'))?.url).toBe('/api/admin/giveaways?limit=20&reported=true');
    expect(screen.getByLabelText('Denúncias')).toHaveValue('true');
    expect(card).toHaveTextContent('2 denúncias (1 em aberto)');
    expect(within(card).getByRole('link', { name: 'Histórico' })).toHaveAttribute('href', `/boss/sorteios/${GIVEAWAY_ID}/historico`);
    expect(within(card).getByRole('link', { name: 'Inscrições' })).toHaveAttribute('href', `/boss/sorteios/${GIVEAWAY_ID}/inscricoes`);

    await user.click(within(card).getByRole('button', { name: 'Suspender' }));
    const confirm = within(card).getByRole('alertdialog', { name: 'Suspender “Celular novo”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Suspender' }));
    expect(within(confirm).getByText('Informe o motivo.')).toBeInTheDocument();
    await user.type(within(confirm).getByLabelText('Motivo'), 'Prêmio inexistente');
    await user.click(within(confirm).getByRole('button', { name: 'Suspender' }));

    expect(await screen.findByText('“Celular novo” foi suspenso.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/suspend'))?.body).toEqual({ motivo: 'Prêmio inexistente' });
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Celular novo' })).toHaveTextContent('Suspenso: Prêmio inexistente'));
    expect(within(screen.getByRole('listitem', { name: 'Celular novo' })).getByRole('button', { name: 'Retirar suspensão' })).toBeInTheDocument();
  });

  it('grants Pro to an account with the reason and shows it', async () => {
    const user = userEvent.setup();
    let bia: AdminUser = { id: 'u-bia', email: 'bia@exemplo.com', username: 'bia', nome: 'Bia Lima', isPro: false, isAdmin: false, verified: true, disabled: false, emailVerified: true, createdAt: '2026-01-05T12:00:00.000Z' };
    const calls = mockFetch((call) => {
      if (call.url === '/api/me') return me();
      if (call.url.startsWith('/api/admin/users?')) return json(200, { items: [bia], nextCursor: null });
      if (call.url === '/api/admin/users/u-bia/roles') {
        const { motivo: _m, ...change } = call.body as Partial<AdminUser> & { motivo: string };
        bia = { ...bia, ...change };
        return json(200, bia);
      }
      return undefined;
    });
    renderApp('/boss/usuarios');

    const card = await screen.findByRole('listitem', { name: '@bia · Bia Lima' });
    expect(card).toHaveTextContent('Verificado');
    await user.click(within(card).getByRole('button', { name: 'Dar Pro' }));
    await user.type(within(card).getByLabelText('Motivo'), 'Criadora parceira');
    await user.click(within(card).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('Alteração registrada para @bia.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ isPro: true, motivo: 'Criadora parceira' });
    expect(await within(screen.getByRole('listitem', { name: '@bia · Bia Lima' })).findByRole('button', { name: 'Tirar Pro' })).toBeInTheDocument();
  });
});
