import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../lib/auth-session';
import { apiError, json, mockFetch, type FetchCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { aCard, page } from '../testing/discovery.fixtures';

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});
beforeEach(() => endSession('expired'));

const query = (call: FetchCall) => new URL(call.url, 'http://x').searchParams;
const titles = () => screen.getAllByRole('article').map((c) => within(c).getByRole('heading').textContent);

/** Answers the public list by sort: one page of two, then a second page after the cursor. */
function mockExplore() {
  return mockFetch((call) => {
    if (!call.url.startsWith('/api/giveaways?')) return undefined;
    const params = query(call);
    const sort = params.get('sort');
    if (params.get('status') !== 'Ativo') return apiError(400, 'VALIDATION_FAILED', 'status');
    if (params.get('cursor') === `${sort}-2`) return json(200, page([aCard({ titulo: `${sort} 3` })]));
    return json(200, page([aCard({ titulo: `${sort} 1` }), aCard({ titulo: `${sort} 2` })], `${sort}-2`));
  });
}

describe('/explorar', () => {
  it('opens on "Terminando em breve" and switches tabs, keeping the tab in the address', async () => {
    const calls = mockExplore();
    const { router } = renderApp('/explorar');

    const soon = await screen.findByRole('tab', { name: 'Terminando em breve' });
    expect(soon).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('heading', { name: 'encerramento 1' });
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Terminando em breve');

    await userEvent.click(screen.getByRole('tab', { name: 'Mais participantes' }));

    expect(await screen.findByRole('heading', { name: 'inscritos 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mais participantes' })).toHaveAttribute('aria-selected', 'true');
    expect(soon).toHaveAttribute('aria-selected', 'false');
    expect(router.state.location.search).toBe('?ordem=inscritos');
    expect(calls.map((c) => query(c).get('sort'))).toEqual(['encerramento', 'inscritos']);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('tab', { name: 'Terminando em breve', selected: true })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    mockExplore();
    renderApp('/explorar?ordem=recentes');
    const novos = await screen.findByRole('tab', { name: 'Novos', selected: true });
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);

    novos.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mais participantes' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Mais participantes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Terminando em breve', selected: true })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Mais participantes', selected: true })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Terminando em breve', selected: true })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'encerramento 1' })).toBeInTheDocument();
  });

  it('loads the next page with the "Carregar mais" button, then has no more', async () => {
    const calls = mockExplore();
    renderApp('/explorar');
    await screen.findByRole('heading', { name: 'encerramento 2' });

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));

    await waitFor(() => expect(titles()).toEqual(['encerramento 1', 'encerramento 2', 'encerramento 3']));
    expect(query(calls[1]).get('cursor')).toBe('encerramento-2');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      targets: Element[] = [];
      constructor(readonly callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets = [];
      }
    };
    mockExplore();
    renderApp('/explorar');
    await screen.findByRole('heading', { name: 'encerramento 2' });

    const watching = observers.filter((o) => o.targets.length > 0);
    expect(watching).toHaveLength(1);
    act(() => watching[0].callback([{ isIntersecting: true, target: watching[0].targets[0] } as IntersectionObserverEntry], {} as IntersectionObserver));

    await waitFor(() => expect(titles()).toEqual(['encerramento 1', 'encerramento 2', 'encerramento 3']));
  });

  it('keeps the loaded giveaways when the next page fails, and tries again on request', async () => {
    let failNext = true;
    mockFetch((call) => {
      if (!call.url.startsWith('/api/giveaways?')) return undefined;
      if (!query(call).get('cursor')) return json(200, page([aCard({ titulo: 'Primeiro' })], 'c2'));
      return failNext ? Promise.reject(new TypeError('Failed to fetch')) : json(200, page([aCard({ titulo: 'Segundo' })]));
    });
    renderApp('/explorar');
    await userEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar mais itens. Falha na conexão.');
    expect(titles()).toEqual(['Primeiro']);
    failNext = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));

    await waitFor(() => expect(titles()).toEqual(['Primeiro', 'Segundo']));
  });

  it('says so when no giveaway is open', async () => {
    mockFetch(({ url }) => (url.startsWith('/api/giveaways?') ? json(200, page([])) : undefined));
    renderApp('/explorar');

    expect(await screen.findByText('Nenhum sorteio aberto no momento. Volte mais tarde!')).toBeInTheDocument();
  });
});
