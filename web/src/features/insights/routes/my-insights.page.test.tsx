import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, signIn } from '../../../lib/auth-session';
import { daysInRange } from '../../../lib/calendar-day';
import { saoPauloToday } from '../../../lib/sao-paulo-time';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { captureDownloads, creator, myInsights } from '../insights-test-fixtures';
import type { MyInsights } from '@sorteios/api-contract';

beforeEach(() => signIn('tok'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

function mockApi(answer: MyInsights | Response) {
  return mockFetch(({ url }) => {
    if (url === '/api/me') return json(200, creator);
    if (url.startsWith('/api/insights?')) return answer instanceof Response ? answer : json(200, answer);
    return undefined;
  });
}

const counts = () =>
  within(screen.getByRole('list', { name: 'Totais do período' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent));

const giveawaysTable = () => screen.getByRole('table', { name: /^Seus sorteios/ });

describe('/insights', () => {
  it('asks for the last 30 days and shows the totals in pt-BR', async () => {
    const calls = mockApi(myInsights());
    renderApp('/insights');

    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Totais do período' });
    expect(counts()).toEqual(['12.345Visualizações', '4.000Visitantes', '500Inscrições', '12,5%ConversãoInscrições por visitante']);

    const asked = new URL(calls.find((c) => c.url.startsWith('/api/insights?'))!.url, 'http://localhost').searchParams;
    expect(asked.get('ate')).toBe(saoPauloToday());
    expect(daysInRange({ de: asked.get('de')!, ate: asked.get('ate')! })).toBe(30);
  });

  it('draws the days and has them as a table too, with a CSV of the series', async () => {
    mockApi(myInsights());
    renderApp('/insights');

    const chart = await screen.findByRole('region', { name: 'Visitas e inscrições por dia, últimos 30 dias' });
    expect(chart.querySelectorAll('.recharts-line')).toHaveLength(3);
    await userEvent.click(within(chart).getByText('Ver como tabela'));
    expect(rowsOf(within(chart).getByRole('table'))).toEqual([
      ['01/03', '1.234', '800', '100'],
      ['02/03', '56', '40', '5'],
      ['03/03', '0', '0', '0'],
    ]);
    expect(within(chart).getByRole('button', { name: 'Baixar CSV' })).toBeInTheDocument();
  });

  it('lists each giveaway linking to its report, most viewed first, and sorts by entries and conversion', async () => {
    const user = userEvent.setup();
    mockApi(myInsights());
    renderApp('/insights');

    await screen.findByRole('table', { name: /^Seus sorteios/ });
    const table = giveawaysTable();
    expect(rowsOf(table)).toEqual([
      ['Kit de café', 'Ativo', '10.000', '3.000', '300', '10%'],
      ['Bicicleta', 'Realizado', '2.000', '800', '180', '22,5%'],
      ['Caneca', 'Encerrado', '345', '200', '20', '10%'],
    ]);
    expect(within(table).getByRole('link', { name: 'Bicicleta' })).toHaveAttribute('href', '/insights/sorteio/a0000000-0000-4000-8000-000000000002');
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Visualizações')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(table).getByRole('button', { name: /^Conversão/ }));
    expect(rowsOf(table).map((row) => row[0])).toEqual(['Bicicleta', 'Caneca', 'Kit de café']);
    expect(header('Conversão')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Visualizações')).not.toHaveAttribute('aria-sort');

    await user.click(within(table).getByRole('button', { name: /^Inscrições/ }));
    expect(rowsOf(table).map((row) => row[0])).toEqual(['Kit de café', 'Bicicleta', 'Caneca']);
    await user.click(within(table).getByRole('button', { name: /^Inscrições/ }));
    expect(rowsOf(table).map((row) => row[0])).toEqual(['Caneca', 'Bicicleta', 'Kit de café']);
    expect(header('Inscrições')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('says how to start when there are no giveaways yet', async () => {
    mockApi(myInsights({ sorteios: [], totais: { visualizacoes: 0, visitantes: 0, inscricoes: 0, conversao: 0 }, porDia: [] }));
    renderApp('/insights');

    expect(await screen.findByText('Você ainda não tem sorteios.')).toBeInTheDocument();
    expect(screen.getByText('Compartilhe o link para começar a receber visitas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar um sorteio' })).toHaveAttribute('href', '/dashboard/sorteio/new');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says to share the link when the giveaways had no visits, instead of an empty chart', async () => {
    const quiet = myInsights();
    mockApi({
      ...quiet,
      totais: { visualizacoes: 0, visitantes: 0, inscricoes: 0, conversao: 0 },
      porDia: quiet.porDia!.map((d) => ({ ...d, visualizacoes: 0, visitantes: 0, inscricoes: 0 })),
      sorteios: quiet.sorteios.map((s) => ({ ...s, visualizacoes: 0, visitantes: 0, inscricoes: 0, conversao: 0 })),
    });
    renderApp('/insights');

    expect(await screen.findByText('Nenhuma visita nos últimos 30 dias. Compartilhe o link para começar a receber visitas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar CSV' })).not.toBeInTheDocument();
    expect(giveawaysTable()).toBeInTheDocument();
  });

  it('on Grátis shows the totals and, where the chart would be, what Pro adds', async () => {
    mockApi(myInsights({ completo: false, porDia: null }));
    renderApp('/insights');

    expect(await screen.findByText('O gráfico por dia e o CSV fazem parte do Pro.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer o Pro' })).toHaveAttribute('href', '/precos');
    expect(counts()[0]).toBe('12.345Visualizações');
    expect(screen.queryByText('Ver como tabela')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar CSV' })).not.toBeInTheDocument();
  });

  it('downloads the series as a CSV for spreadsheets', async () => {
    const downloads = captureDownloads();
    mockApi(myInsights());
    renderApp('/insights');

    await userEvent.click(await screen.findByRole('button', { name: 'Baixar CSV' }));

    expect(downloads.map((d) => d.name)).toEqual(['relatorio-sorteios-2026-03-01-a-2026-03-03.csv']);
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFDia;Visualizações;Visitantes;Inscrições\r\n2026-03-01;1234;800;100\r\n2026-03-02;56;40;5\r\n2026-03-03;0;0;0\r\n',
    );
  });

  it('says when the report cannot be loaded, and loads it on a retry', async () => {
    let attempts = 0;
    mockFetch(({ url }) => {
      if (url === '/api/me') return json(200, creator);
      if (!url.startsWith('/api/insights?')) return undefined;
      attempts += 1;
      return attempts <= 2 ? apiError(500, 'INTERNAL_ERROR', 'Erro interno.') : json(200, myInsights());
    });
    renderApp('/insights');

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o relatório. Erro interno.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('list', { name: 'Totais do período' })).toBeInTheDocument();
  });

  it('is inside the insights layout, which links back to it', async () => {
    mockApi(myInsights());
    renderApp('/insights');

    await screen.findByRole('list', { name: 'Totais do período' });
    expect(within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', { name: 'Visão geral' })).toHaveAttribute('href', '/insights');
  });
});
