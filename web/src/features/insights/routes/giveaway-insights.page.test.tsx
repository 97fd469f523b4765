import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GiveawayInsights } from '@sorteios/api-contract';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aGiveawayInsights, captureDownloads, creator, GIVEAWAY_ID } from '../insights-test-fixtures';

const giveawayUrl = `/api/giveaways/${GIVEAWAY_ID}`;
const insightsUrl = `${giveawayUrl}/insights?`;
const reportPath = `/insights/sorteio/${GIVEAWAY_ID}`;

beforeEach(() => signIn('tok'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

function mockApi(answer: (call: FetchCall) => GiveawayInsights | Response) {
  return mockFetch((call) => {
    if (call.url === '/api/me') return json(200, creator);
    if (call.url === giveawayUrl) return json(200, { id: GIVEAWAY_ID, titulo: 'Kit de café', status: 'Ativo' });
    if (call.url.startsWith(insightsUrl)) {
      const result = answer(call);
      return result instanceof Response ? result : json(200, result);
    }
    return undefined;
  });
}

const asked = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.startsWith(insightsUrl)).map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('/insights/sorteio/:id', () => {
  it('shows the totals, the peak of live spectators and links to edit and to the entrants', async () => {
    mockApi(() => aGiveawayInsights());
    renderApp(reportPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Relatório: Kit de café' })).toBeInTheDocument();
    const counts = within(await screen.findByRole('list', { name: 'Totais do período' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(counts).toEqual([
      '1.290Visualizações',
      '840Visitantes',
      '105Inscrições',
      '12,5%ConversãoInscrições por visitante',
      '1.500Pico de espectadores ao vivoMais pessoas assistindo ao sorteio ao mesmo tempo',
    ]);
    const links = within(screen.getByRole('navigation', { name: 'Ações do sorteio' }));
    expect(links.getByRole('link', { name: 'Editar sorteio' })).toHaveAttribute('href', `${reportPath}/edit`);
    expect(links.getByRole('link', { name: 'Ver inscritos' })).toHaveAttribute('href', `${reportPath}/inscritos`);
  });

  it('has the chart as a table too, and the sources with their share', async () => {
    mockApi(() => aGiveawayInsights());
    renderApp(reportPath);

    const chart = await screen.findByRole('region', { name: 'Visitas e inscrições por dia' });
    expect(chart.querySelectorAll('.recharts-line')).toHaveLength(3);
    await userEvent.click(within(chart).getByText('Ver como tabela'));
    const table = within(chart).getByRole('table', { name: 'Visitas e inscrições por dia' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Dia', 'Visualizações', 'Visitantes', 'Inscrições']);
    expect(rowsOf(table)).toEqual([
      ['01/03', '1.234', '800', '100'],
      ['02/03', '56', '40', '5'],
      ['03/03', '0', '0', '0'],
    ]);

    const sources = within(screen.getByRole('region', { name: 'Origens' })).getByRole('table', { name: 'De onde vieram os visitantes' });
    expect(rowsOf(sources)).toEqual([
      ['www.instagram.com', '630', '75%'],
      ['Acesso direto', '210', '25%'],
    ]);
  });

  it('on Grátis shows the totals and, instead of the chart, sources and CSV, what Pro adds', async () => {
    mockApi(() => aGiveawayInsights({ completo: false, porDia: null, origens: null }));
    renderApp(reportPath);

    expect(await screen.findByText('O gráfico por dia, as origens e o CSV fazem parte do Pro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer o Pro' })).toHaveAttribute('href', '/precos');
    expect(screen.getByRole('list', { name: 'Totais do período' })).toHaveTextContent('1.290Visualizações');
    expect(screen.queryByRole('region', { name: 'Origens' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ver como tabela')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar CSV' })).not.toBeInTheDocument();
  });

  it('downloads the days as a CSV for spreadsheets', async () => {
    const downloads = captureDownloads();
    mockApi(() => aGiveawayInsights());
    renderApp(reportPath);

    await userEvent.click(await screen.findByRole('button', { name: 'Baixar CSV' }));

    expect(downloads.map((d) => d.name)).toEqual(['relatorio-sorteio-0b5f3c36-2026-03-01-a-2026-03-03.csv']);
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFDia;Visualizações;Visitantes;Inscrições\r\n2026-03-01;1234;800;100\r\n2026-03-02;56;40;5\r\n2026-03-03;0;0;0\r\n',
    );
  });

  it('asks for the period applied in the date picker and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const calls = mockApi(({ url }) => {
      const params = new URL(url, 'http://localhost').searchParams;
      return aGiveawayInsights({ de: params.get('de')!, ate: params.get('ate')! });
    });
    const { router } = renderApp(reportPath);
    await screen.findByRole('list', { name: 'Totais do período' });

    await user.clear(screen.getByLabelText('De'));
    await user.type(screen.getByLabelText('De'), '2026-01-01');
    await user.clear(screen.getByLabelText('Até'));
    await user.type(screen.getByLabelText('Até'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));

    await waitFor(() => expect(asked(calls).at(-1)).toEqual({ de: '2026-01-01', ate: '2026-01-31' }));
    expect(router.state.location.search).toBe('?de=2026-01-01&ate=2026-01-31');
    expect(await screen.findByText('De 01/01/2026 até 31/01/2026')).toBeInTheDocument();
  });

  it.each([
    ['2026-03-10', '2026-03-01', 'A data inicial deve ser anterior ou igual à data final.'],
    ['2025-01-01', '2026-01-02', 'O período pode ter no máximo 366 dias.'],
  ])('refuses %s to %s in pt-BR without asking the API', async (de, ate, message) => {
    const user = userEvent.setup();
    const calls = mockApi(() => aGiveawayInsights());
    renderApp(`${reportPath}?de=2026-03-01&ate=2026-03-03`);
    await screen.findByRole('list', { name: 'Totais do período' });

    await user.clear(screen.getByLabelText('De'));
    await user.type(screen.getByLabelText('De'), de);
    await user.clear(screen.getByLabelText('Até'));
    await user.type(screen.getByLabelText('Até'), ate);
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('De')).toHaveAccessibleDescription(message);
    expect(asked(calls)).toEqual([{ de: '2026-03-01', ate: '2026-03-03' }]);
  });

  it("shows the API's message for a period it refuses (a link with the dates the wrong way round)", async () => {
    mockApi(() => apiError(400, 'VALIDATION_FAILED', 'A data inicial deve vir antes da final (resposta da API).'));
    renderApp(`${reportPath}?de=2026-03-10&ate=2026-03-01`);

    expect(await screen.findByRole('alert')).toHaveTextContent('A data inicial deve vir antes da final (resposta da API).');
    expect(screen.getByLabelText('De')).toHaveValue('2026-03-10');
  });

  it('tells someone who is neither the creator nor an admin that they cannot see it', async () => {
    mockApi(() => apiError(403, 'FORBIDDEN', 'Apenas o criador do sorteio pode ver este relatório.'));
    renderApp(reportPath);

    expect(await screen.findByRole('alert')).toHaveTextContent('Apenas o criador do sorteio pode ver este relatório.');
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Totais do período' })).not.toBeInTheDocument();
  });

  it('answers a malformed id with "Page Not Found" and asks the API nothing', async () => {
    const calls = mockApi(() => aGiveawayInsights());
    renderApp('/insights/sorteio/nao-e-uuid');

    expect(await screen.findByRole('heading', { name: 'Page Not Found: /insights/sorteio/nao-e-uuid' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/giveaways'))).toHaveLength(0);
  });
});
