import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { admin, captureDownloads, creator, platform } from '../insights-test-fixtures';

beforeEach(() => signIn('tok'));
afterEach(() => {
  jest.restoreAllMocks();
  endSession('expired');
});

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('/boss/insights', () => {
  it('shows the platform totals and every day as a chart and a table, from the admin navigation', async () => {
    const calls = mockFetch(({ url }) => (url === '/api/me' ? json(200, admin) : url.startsWith('/api/admin/insights?') ? json(200, platform) : undefined));
    renderApp('/boss/insights?de=2026-03-01&ate=2026-03-02');

    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios da plataforma' })).toBeInTheDocument();
    const counts = within(await screen.findByRole('list', { name: 'Totais do período' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(counts).toEqual(['1.520Contas criadas', '45Sorteios criados', '3.210Inscrições', '98.765Visualizações', '12Sorteios realizados']);

    const chart = screen.getByRole('region', { name: 'A plataforma por dia' });
    expect(chart.querySelectorAll('.recharts-line')).toHaveLength(5);
    const table = within(chart).getByRole('table', { name: 'A plataforma por dia' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Dia',
      'Contas criadas',
      'Sorteios criados',
      'Inscrições',
      'Visualizações',
      'Sorteios realizados',
    ]);
    expect(rowsOf(table)).toEqual([
      ['01/03', '1.500', '40', '3.000', '90.000', '10'],
      ['02/03', '20', '5', '210', '8.765', '2'],
    ]);

    expect(calls.find((c) => c.url.startsWith('/api/admin/insights?'))!.url).toBe('/api/admin/insights?de=2026-03-01&ate=2026-03-02');
    expect(within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/boss/insights');
  });

  it('downloads the days as a CSV', async () => {
    const downloads = captureDownloads();
    mockFetch(({ url }) => (url === '/api/me' ? json(200, admin) : url.startsWith('/api/admin/insights?') ? json(200, platform) : undefined));
    renderApp('/boss/insights');

    await userEvent.click(await screen.findByRole('button', { name: 'Baixar CSV' }));

    expect(downloads.map((d) => d.name)).toEqual(['relatorio-plataforma-2026-03-01-a-2026-03-02.csv']);
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFDia;Contas criadas;Sorteios criados;Inscrições;Visualizações;Sorteios realizados\r\n' +
        '2026-03-01;1500;40;3000;90000;10\r\n2026-03-02;20;5;210;8765;2\r\n',
    );
  });

  it("shows the API's refusal", async () => {
    mockFetch(({ url }) =>
      url === '/api/me' ? json(200, admin) : url.startsWith('/api/admin/insights?') ? apiError(403, 'FORBIDDEN', 'Acesso restrito à administração.') : undefined,
    );
    renderApp('/boss/insights');

    expect(await screen.findByRole('alert')).toHaveTextContent('Acesso restrito à administração.');
  });

  it('is a page that does not exist for someone who is not an admin, and asks nothing', async () => {
    const calls = mockFetch(({ url }) => (url === '/api/me' ? json(200, creator) : undefined));
    renderApp('/boss/insights');

    expect(await screen.findByRole('heading', { name: 'Page not found: /boss/insights' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/admin'))).toBe(false);
  });
});
