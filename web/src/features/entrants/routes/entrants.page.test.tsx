import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Entry } from '@sorteios/api-contract';
import { signIn } from '../../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { ENTRANT_ROW_HEIGHT } from '../components/entrants-table.component';

const ID = '6f1c2a9e-3b4d-4c5e-9f60-718293a4b5c6';
const PAGE = `/dashboard/sorteio/${ID}/inscritos`;
const VIEWPORT_HEIGHT = 440; // ten rows of 44 px

const giveaway = {
  id: ID,
  titulo: 'Sorteio de Natal: Kit Café!',
  camposFormulario: [
    { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
    { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
    { nome: 'Cor preferida', chave: 'cor_preferida', tipo: 'selecao', obrigatorio: false, opcoes: ['Azul', 'Verde'] },
    { nome: 'Quer novidades', chave: 'novidades', tipo: 'checkbox', obrigatorio: false },
  ],
};

function entry(n: number, overrides: Partial<Entry> = {}): Entry {
  return {
    id: `entry-${n}`,
    sorteioId: ID,
    participanteId: `user-${n}`,
    respostas: { nome: `Pessoa ${n}`, email: `pessoa${n}@exemplo.com`, cor_preferida: 'Verde', novidades: false },
    nome: `Pessoa ${n}`,
    email: `pessoa${n}@exemplo.com`,
    username: `pessoa${n}`,
    consentimentoContato: false,
    aceite: { regulamentoVersao: 1, regulamentoSha256: 'x', consentimentoTexto: 'x', consentimentoVersao: 1 },
    createdAt: '2026-03-09T13:30:00.000Z',
    ...overrides,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => entry(from + i));

function entriesCall(call: FetchCall): URL | null {
  const url = new URL(call.url, 'http://localhost');
  return url.pathname === `/api/giveaways/${ID}/entries` ? url : null;
}

/** The API: the giveaway, and `entries` answering each list request. */
function mockApi(entries: (url: URL) => Response | undefined, giveawayAnswer: () => Response = () => json(200, giveaway)) {
  return mockFetch((call) => {
    if (call.url === `/api/giveaways/${ID}`) return giveawayAnswer();
    const url = entriesCall(call);
    return url ? entries(url) : undefined;
  });
}

const entryRequests = (calls: FetchCall[]) => calls.map(entriesCall).filter((url): url is URL => url !== null);
const dataRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));
const scrollBox = () => screen.getByRole('region', { name: `Inscritos em ${giveaway.titulo}` });

// jsdom has no layout: give the scroll box the height a browser would, as the
// @tanstack/react-virtual docs suggest for tests.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => VIEWPORT_HEIGHT });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 360 });
});
afterAll(() => {
  // The originals live on Element.prototype and show through again.
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

beforeEach(() => signIn('tok-1'));
afterEach(() => jest.restoreAllMocks());

describe('entrants list', () => {
  it('shows the title, the count and one row per entrant with the form answers as columns', async () => {
    mockApi(() =>
      json(200, {
        items: [
          entry(1, {
            nome: 'Bia',
            email: 'bia@exemplo.com',
            username: 'bia',
            consentimentoContato: true,
            respostas: { nome: 'Bia', email: 'bia@exemplo.com', cor_preferida: 'Azul', novidades: true },
          }),
          entry(2),
        ],
        nextCursor: null,
        total: 2,
      }),
    );
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { name: giveaway.titulo })).toBeInTheDocument();
    expect(await screen.findByText('2 inscritos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o sorteio' })).toHaveAttribute('href', `/dashboard/sorteio/${ID}`);

    const table = screen.getByRole('table', { name: `Inscritos em ${giveaway.titulo}` });
    expect(table).toHaveAttribute('aria-rowcount', '3');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Nome',
      'E-mail',
      'Usuário',
      'Cor preferida',
      'Quer novidades',
      'Aceita contato',
      'Data de inscrição',
    ]);
    const [first, second] = dataRows();
    expect(first).toHaveAttribute('aria-rowindex', '2');
    expect(within(first!).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '1',
      'Bia',
      'bia@exemplo.com',
      'bia',
      'Azul',
      'Sim',
      'Sim',
      '09/03/2026, 10:30',
    ]);
    expect(within(second!).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '2',
      'Pessoa 2',
      'pessoa2@exemplo.com',
      'pessoa2',
      'Verde',
      'Não',
      'Não',
      '09/03/2026, 10:30',
    ]);
  });

  it('is also reachable from the insights area', async () => {
    mockApi(() => json(200, { items: [entry(1)], nextCursor: null, total: 1 }));
    renderApp(`/insights/sorteio/${ID}/inscritos`);

    expect(await screen.findByText('Pessoa 1')).toBeInTheDocument();
    expect(screen.getByText('1 inscrito')).toBeInTheDocument();
  });

  it('answers a malformed id with Page Not Found, without calling the API', async () => {
    const calls = mockApi(() => undefined);
    renderApp('/dashboard/sorteio/abc/inscritos');

    expect(await screen.findByRole('heading', { name: 'Page Not Found: /dashboard/sorteio/abc/inscritos' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('search', () => {
  it('waits for a pause in typing, then puts the search in the URL and asks the API once', async () => {
    const calls = mockApi((url) =>
      url.searchParams.get('q') === 'joao'
        ? json(200, { items: [entry(7, { nome: 'João' })], nextCursor: null, total: 1 })
        : json(200, { items: range(1, 3), nextCursor: null, total: 3 }),
    );
    const { router } = renderApp(PAGE);
    await screen.findByText('3 inscritos');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nome, e-mail ou usuário' }), 'joao');

    expect(await screen.findByText('1 encontrado')).toBeInTheDocument();
    expect(screen.getByText('João')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=joao');
    const searches = entryRequests(calls).map((url) => url.searchParams.get('q'));
    expect(searches.filter((q) => q !== null)).toEqual(['joao']);
  });

  it('keeps the search of the URL on reload: the box shows it and the list is filtered', async () => {
    const calls = mockApi(() => json(200, { items: [entry(1, { nome: 'Maria' })], nextCursor: null, total: 1 }));
    renderApp(`${PAGE}?q=maria`);

    expect(await screen.findByText('1 encontrado')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('maria');
    expect(entryRequests(calls).map((url) => url.searchParams.get('q'))).toEqual(['maria']);
  });
});

describe('long lists', () => {
  it('loads the next page with the cursor when the user scrolls to the end of the loaded rows', async () => {
    const calls = mockApi((url) => {
      const cursor = url.searchParams.get('cursor');
      if (url.searchParams.get('limit') !== '100') return undefined;
      if (cursor === null) return json(200, { items: range(1, 100), nextCursor: 'c2', total: 250 });
      if (cursor === 'c2') return json(200, { items: range(101, 200), nextCursor: 'c3', total: 250 });
      return undefined;
    });
    renderApp(PAGE);
    expect(await screen.findByText('Pessoa 1')).toBeInTheDocument();
    expect(entryRequests(calls)).toHaveLength(1);

    const box = scrollBox();
    box.scrollTop = 100 * ENTRANT_ROW_HEIGHT - VIEWPORT_HEIGHT;
    fireEvent.scroll(box);

    expect(await screen.findByText('Pessoa 101')).toBeInTheDocument();
    expect(entryRequests(calls).map((url) => url.searchParams.get('cursor'))).toEqual([null, 'c2']);
    expect(screen.getByText('Pessoa 101').closest('tr')).toHaveAttribute('aria-rowindex', '102');
  });

  it('keeps only the rows in view in the page with 100,000 entrants, and says how many there are', async () => {
    mockApi(() => json(200, { items: range(1, 100), nextCursor: 'c2', total: 100_000 }));
    renderApp(PAGE);

    expect(await screen.findByText('100.000 inscritos')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '100001');
    const rendered = dataRows();
    expect(rendered.length).toBeGreaterThanOrEqual(VIEWPORT_HEIGHT / ENTRANT_ROW_HEIGHT);
    expect(rendered.length).toBeLessThan(40);
    expect(screen.queryByText('Pessoa 60')).not.toBeInTheDocument();
  });
});

describe('CSV export', () => {
  const csv = '\uFEFFnome;email\r\nJoão;joao@exemplo.com\r\n';

  function captureDownload() {
    const saved: Array<{ href: string; download: string }> = [];
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:http://localhost/csv-1');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    return { saved, createObjectURL };
  }

  it('downloads the filtered list with the bearer token, named after the giveaway', async () => {
    const { saved, createObjectURL } = captureDownload();
    const calls = mockFetch((call) => {
      if (call.url === `/api/giveaways/${ID}`) return json(200, giveaway);
      if (call.url === `/api/giveaways/${ID}/entries.csv?q=jo%C3%A3o`) {
        return new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }
      if (entriesCall(call)) return json(200, { items: [entry(1, { nome: 'João' })], nextCursor: null, total: 1 });
      return undefined;
    });
    renderApp(`${PAGE}?q=jo%C3%A3o`);

    await userEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/csv-1', download: 'inscritos-sorteio-de-natal-kit-cafe.csv' }]));
    const csvCall = calls.find((call) => call.url.includes('entries.csv'))!;
    expect(csvCall.headers.Authorization).toBe('Bearer tok-1');
    await expect(createObjectURL.mock.calls[0]![0].text()).resolves.toBe(csv.slice(1));
    expect(new Uint8Array(await createObjectURL.mock.calls[0]![0].arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('explains in pt-BR when the export is refused', async () => {
    const { saved } = captureDownload();
    mockFetch((call) => {
      if (call.url === `/api/giveaways/${ID}`) return json(200, giveaway);
      if (call.url.includes('entries.csv')) return apiError(403, 'NOT_GIVEAWAY_OWNER', 'Apenas o criador do sorteio pode ver os inscritos.');
      if (entriesCall(call)) return json(200, { items: [entry(1)], nextCursor: null, total: 1 });
      return undefined;
    });
    renderApp(PAGE);

    await userEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível exportar o CSV: Apenas o criador do sorteio pode ver os inscritos.',
    );
    expect(saved).toEqual([]);
  });
});

describe('empty and error states', () => {
  it('says nobody has entered yet when the list is empty', async () => {
    mockApi(() => json(200, { items: [], nextCursor: null, total: 0 }));
    renderApp(PAGE);

    expect(await screen.findByText('Ninguém se inscreveu ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('says nothing matched the search, quoting it', async () => {
    mockApi(() => json(200, { items: [], nextCursor: null, total: 0 }));
    renderApp(`${PAGE}?q=z%C3%A9`);

    expect(await screen.findByText('Nenhum inscrito encontrado para "zé".')).toBeInTheDocument();
  });

  it("shows the API's reason for a 403 and loads the list again on retry", async () => {
    let attempts = 0;
    mockApi(() =>
      ++attempts === 1
        ? apiError(403, 'NOT_GIVEAWAY_OWNER', 'Apenas o criador do sorteio pode ver os inscritos.')
        : json(200, { items: [entry(1)], nextCursor: null, total: 1 }),
    );
    renderApp(PAGE);

    expect(await screen.findByRole('alert')).toHaveTextContent('Apenas o criador do sorteio pode ver os inscritos.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByText('Pessoa 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the giveaway was not found when it does not exist', async () => {
    // Even a bare 404 (a proxy's, without our message) is told as the giveaway missing.
    mockApi(
      () => json(404, { statusCode: 404 }),
      () => json(404, { statusCode: 404 }),
    );
    renderApp(PAGE);

    expect(await screen.findByRole('alert')).toHaveTextContent('Sorteio não encontrado');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
