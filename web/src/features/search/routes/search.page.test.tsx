import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { GiveawayHit, PersonHit, SearchResult } from '../api/search.api';

const ID = '6f1c2a9e-3b4d-4c5e-9f60-718293a4b5c6';

function giveawayHit(overrides: Partial<GiveawayHit> = {}): GiveawayHit {
  return {
    id: ID,
    titulo: 'Show em São Paulo',
    trecho: 'Dois ingressos para a pista.',
    destaques: { titulo: [[8, 11], [12, 17]], trecho: [] },
    status: 'Ativo',
    dataSorteio: '2026-03-09T13:30:00.000Z',
    imagem: null,
    ...overrides,
  };
}

function personHit(overrides: Partial<PersonHit> = {}): PersonHit {
  return { username: 'conceicao_sp', nome: 'Conceição Paulo', photoURL: null, verified: true, destaques: { username: [], nome: [[10, 15]] }, ...overrides };
}

const result = (q: string, sorteios: GiveawayHit[] = [], usuarios: PersonHit[] = []): SearchResult => ({ q, sorteios, usuarios });
const searchCall = (call: FetchCall) => (call.url.startsWith('/api/search?') ? new URL(call.url, 'http://x').searchParams : null);
const searched = (calls: FetchCall[]) => calls.map(searchCall).filter((p): p is URLSearchParams => p !== null).map((p) => p.get('q'));

/** The API: `answer` for each search; anything else (a result's own page) is not found. */
function mockSearch(answer: (q: string) => Response | Promise<Response>) {
  return mockFetch((call) => {
    const params = searchCall(call);
    if (params) return answer(params.get('q') ?? '');
    return apiError(404, 'NOT_FOUND', 'Recurso não encontrado.');
  });
}

const box = () => screen.getByRole('searchbox', { name: 'Buscar sorteios e pessoas' });

beforeEach(() => endSession('expired'));
afterEach(() => jest.restoreAllMocks());

describe('/pesquisar', () => {
  it('waits for a pause in typing, then asks once and keeps the search in the URL', async () => {
    const calls = mockSearch((q) => json(200, result(q, [giveawayHit()])));
    const { router } = renderApp('/pesquisar');

    await userEvent.type(await screen.findByRole('searchbox'), 'sao paulo');

    expect(await screen.findByRole('link', { name: 'Show em São Paulo' })).toHaveAttribute('href', `/sorteio/${ID}`);
    expect(searched(calls)).toEqual(['sao paulo']);
    expect(router.state.location.search).toBe('?q=sao+paulo');
    expect(screen.getByRole('status')).toHaveTextContent('1 resultado');
  });

  it('replaces the history entry while typing, so back leaves the page instead of undoing letters', async () => {
    mockSearch((q) => json(200, result(q, [giveawayHit()])));
    const { router } = renderApp('/explorar');
    await act(() => router.navigate('/pesquisar'));

    await userEvent.type(await screen.findByRole('searchbox'), 'show');
    await screen.findByRole('link', { name: 'Show em São Paulo' });
    await userEvent.type(box(), ' sp');
    await waitFor(() => expect(router.state.location.search).toBe('?q=show+sp'));

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/explorar');
  });

  it('opens a shared link with its search, and comes back to it from a result', async () => {
    const calls = mockSearch((q) => json(200, result(q, [giveawayHit()], [personHit()])));
    const { router } = renderApp('/pesquisar?q=paulo');

    expect(await screen.findByRole('link', { name: 'Show em São Paulo' })).toBeInTheDocument();
    expect(box()).toHaveValue('paulo');
    expect(screen.getByRole('heading', { name: 'Sorteios' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pessoas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conceição Paulo' })).toHaveAttribute('href', '/conceicao_sp');

    await userEvent.click(screen.getByRole('link', { name: 'Conceição Paulo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conceicao_sp'));
    await act(() => router.navigate(-1));

    expect(await screen.findByRole('link', { name: 'Show em São Paulo' })).toBeInTheDocument();
    expect(box()).toHaveValue('paulo');
    expect(router.state.location.search).toBe('?q=paulo');
    expect(searched(calls).every((q) => q === 'paulo')).toBe(true);
  });

  it('marks the matched parts of titles, excerpts and names, as text and not as HTML', async () => {
    mockSearch((q) =>
      json(
        200,
        result(q, [giveawayHit({ titulo: 'Café <b>grátis</b>', destaques: { titulo: [[0, 4]], trecho: [[4, 8]] }, trecho: 'Kit café especial' })], [personHit()]),
      ),
    );
    renderApp('/pesquisar?q=cafe');

    const title = await screen.findByRole('link', { name: 'Café <b>grátis</b>' });
    expect([...title.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Café']);
    expect(title.querySelector('b')).toBeNull();
    const excerpt = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Kit café especial');
    expect(within(excerpt).getByText('café').tagName).toBe('MARK');
    const person = screen.getByRole('link', { name: 'Conceição Paulo' });
    expect(within(person).getByText('Paulo').tagName).toBe('MARK');
  });

  it('says when nothing was found', async () => {
    mockSearch((q) => json(200, result(q)));
    renderApp('/pesquisar?q=xablau');
    expect(await screen.findByText('Nada encontrado para “xablau”.')).toBeInTheDocument();
  });

  it('does not ask for fewer than 2 letters', async () => {
    const calls = mockSearch((q) => json(200, result(q, [giveawayHit()])));
    renderApp('/pesquisar');

    await userEvent.type(await screen.findByRole('searchbox'), 's');
    expect(await screen.findByText('Digite pelo menos 2 letras.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searched(calls)).toEqual([]);
  });

  it('shows an error with a retry that searches again', async () => {
    let fail = true;
    const calls = mockSearch((q) => (fail ? apiError(503, 'UNAVAILABLE', 'Serviço indisponível.') : json(200, result(q, [giveawayHit()]))));
    renderApp('/pesquisar?q=show');

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível buscar: Serviço indisponível.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('link', { name: 'Show em São Paulo' })).toBeInTheDocument();
    expect(searched(calls).length).toBeGreaterThan(1);
  });

  it('searches at once on Enter, and Escape empties the box and the search', async () => {
    const calls = mockSearch((q) => json(200, result(q, [giveawayHit()])));
    const { router } = renderApp('/pesquisar');

    await userEvent.type(await screen.findByRole('searchbox'), 'show{Enter}');
    expect(router.state.location.search).toBe('?q=show');
    expect(await screen.findByRole('link', { name: 'Show em São Paulo' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('link', { name: 'Show em São Paulo' })).not.toBeInTheDocument();
    expect(searched(calls)).toEqual(['show']);
  });

  it('lets the keyboard reach the results with Tab, after the box', async () => {
    mockSearch((q) => json(200, result(q, [giveawayHit()], [personHit()])));
    renderApp('/pesquisar?q=paulo');
    await screen.findByRole('link', { name: 'Show em São Paulo' });

    box().focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Show em São Paulo' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Conceição Paulo' })).toHaveFocus();
  });

  it('is linked from the site header', async () => {
    mockFetch(() => json(200, { items: [], nextCursor: null }));
    renderApp('/explorar');
    expect(await screen.findByRole('link', { name: 'Pesquisar' })).toHaveAttribute('href', '/pesquisar');
  });
});
