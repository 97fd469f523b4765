import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReport, ReportDetail, TrailStep } from '@sorteios/api-contract';
import { endSession, signIn } from '../../../lib/auth-session';
import { json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const REPORT_ID = '5a0e2f4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
const GIVEAWAY_ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';
const rita = { id: 'u-rita', username: 'rita', nome: 'Rita Lima' };
const boss = { id: 'u-admin', username: 'chefe', nome: 'Chefe' };

const step = (tipo: string, por: typeof rita, motivo: string | null, dados: Record<string, unknown> = {}): TrailStep => ({
  id: `${tipo}-id`,
  tipo,
  stream: `report-${GIVEAWAY_ID}_${rita.id}`,
  posicao: 1,
  em: '2026-03-10T15:00:00.000Z',
  por,
  motivo,
  dados,
  causadoPor: null,
});

function aReport(overrides: Partial<ReportDetail> = {}): ReportDetail {
  return {
    id: REPORT_ID,
    sorteioId: GIVEAWAY_ID,
    motivo: 'fraude',
    detalhes: 'O celular não existe.',
    userId: rita.id,
    status: 'pendente',
    criadoEm: '2026-03-10T15:00:00.000Z',
    revisadoPor: null,
    revisadoEm: null,
    resolucao: null,
    observacao: null,
    suspender: false,
    denunciante: rita,
    revisor: null,
    sorteio: { id: GIVEAWAY_ID, titulo: 'Celular novo', excluido: false, suspenso: false, denunciasAbertas: 1 },
    historico: [step('ReportFiled', rita, 'fraude', { motivo: 'fraude', detalhes: 'O celular não existe.' })],
    ...overrides,
  };
}

/** An admin's API: the report moves as the PATCHes say, like the server's decider. */
function adminApi(isAdmin = true) {
  let report = aReport();
  const calls = mockFetch((call: FetchCall) => {
    if (call.url === '/api/me') return json(200, { id: boss.id, username: boss.username, isAdmin });
    if (call.url.startsWith('/api/admin/reports?')) {
      const status = new URL(call.url, 'http://x').searchParams.get('status');
      const { historico: _h, ...item } = report;
      return json(200, { items: status === null || status === report.status ? [item as AdminReport] : [], nextCursor: null });
    }
    if (call.url === `/api/admin/reports/${REPORT_ID}` && call.method === 'GET') return json(200, report);
    if (call.url === `/api/admin/reports/${REPORT_ID}` && call.method === 'PATCH') {
      const body = call.body as { status: 'em_analise' | 'procedente'; resolucao?: string; suspender?: boolean };
      const reviewed = { revisadoPor: boss.id, revisor: boss, revisadoEm: '2026-03-10T16:00:00.000Z' };
      if (body.status === 'em_analise') {
        report = { ...report, ...reviewed, status: 'em_analise', historico: [...report.historico, step('ReportReviewStarted', boss, body.resolucao ?? null)] };
      } else {
        const suspended = body.suspender ? [step('GiveawaySuspended', boss, body.resolucao ?? null)] : [];
        report = {
          ...report,
          ...reviewed,
          status: body.status,
          resolucao: body.resolucao ?? null,
          historico: [...report.historico, step('ReportResolved', boss, body.resolucao ?? null, { resultado: body.status }), ...suspended],
        };
      }
      return json(200, report);
    }
    return undefined;
  });
  return calls;
}

beforeEach(() => signIn('token-admin'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

describe('the boss reports screen', () => {
  it('lists pending reports; an admin opens one, takes it, then upholds it with suspension, and the trail shows every step', async () => {
    const user = userEvent.setup();
    const calls = adminApi();
    const { router } = renderApp('/boss/denuncias');

    expect(await screen.findByRole('heading', { level: 1, name: 'Denúncias' })).toBeInTheDocument();
    expect(screen.getByLabelText('Situação')).toHaveValue('pendente');
    await user.click(await screen.findByRole('link', { name: /Celular novo \(denúncia de @rita \(Rita Lima\)\)$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/boss/denuncias/${REPORT_ID}`));

    expect(await screen.findByRole('heading', { level: 1, name: 'Denúncia: Fraude' })).toBeInTheDocument();
    expect(screen.getByText('O celular não existe.', { selector: 'dd' })).toBeInTheDocument();
    const trail = () => within(screen.getByRole('region', { name: 'Histórico da denúncia' })).getAllByRole('listitem');
    expect(trail().map((li) => li.querySelector('strong')?.textContent)).toEqual(['Denunciou o sorteio']);
    expect(trail()[0]).toHaveTextContent('por @rita (Rita Lima)');

    await user.type(screen.getByLabelText('Observação (opcional)'), 'Vou checar com a loja.');
    await user.click(screen.getByRole('button', { name: 'Passar para em análise' }));
    // Taking it into review is not the decision: the page says what happened.
    expect(await screen.findByText('Denúncia em análise. Quando concluir, registre a decisão abaixo.')).toBeInTheDocument();
    expect(screen.queryByText('Decisão registrada.')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'em_analise', resolucao: 'Vou checar com a loja.' });
    expect(screen.getAllByText('Em análise').length).toBeGreaterThan(0);

    // Resolving needs a resolution; suspending is offered for a procedente outcome.
    await user.click(screen.getByRole('button', { name: 'Registrar decisão' }));
    expect(screen.getByText('Escreva a resolução.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Procedente' }));
    await user.type(screen.getByLabelText('Resolução'), 'Prêmio inexistente.');
    await user.click(screen.getByRole('checkbox', { name: /Suspender o sorteio/ }));
    await user.click(screen.getByRole('button', { name: 'Registrar decisão' }));

    expect(await screen.findByText('Esta denúncia já foi resolvida: a decisão é definitiva.')).toBeInTheDocument();
    expect(screen.getByText('Decisão registrada.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ status: 'procedente', resolucao: 'Prêmio inexistente.', suspender: true });
    expect(trail().map((li) => li.querySelector('strong')?.textContent)).toEqual(['Denunciou o sorteio', 'Passou a denúncia para em análise', 'Resolveu a denúncia', 'Suspendeu o sorteio']);
    expect(trail()[2]).toHaveTextContent('Por quê: Prêmio inexistente.');
    expect(screen.queryByRole('button', { name: 'Registrar decisão' })).not.toBeInTheDocument();
  });

  it('says so when no report has the chosen status', async () => {
    const user = userEvent.setup();
    adminApi();
    renderApp('/boss/denuncias');

    await screen.findByRole('link', { name: /\(denúncia de / });
    await user.selectOptions(screen.getByLabelText('Situação'), 'Improcedente');
    expect(await screen.findByText('Nenhuma denúncia com esta situação.')).toBeInTheDocument();
  });

  it('shows the 404 page to a signed-in user who is not an admin, without calling the admin API', async () => {
    const calls = adminApi(false);
    renderApp('/boss/denuncias');

    expect(await screen.findByRole('heading', { name: 'Page not found: /boss/denuncias' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Denúncias' })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/me']);
  });
});
