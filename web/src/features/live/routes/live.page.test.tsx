import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, signIn } from '../../../lib/auth-session';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { LiveState, LiveWinner } from '../api/live-draw.types';
import { RETRY_DELAYS_MS } from '../api/watch-live-draw.api';
import { FIRST_REVEAL_MS, NEXT_REVEAL_MS } from '../components/live-winners.component';

const GIVEAWAY_ID = '0b5f3c36-2f0e-4c43-9d7a-3d1f2a9b8c71';
const path = `/sorteio/${GIVEAWAY_ID}/live`;
const spectatorsUrl = `/api/giveaways/${GIVEAWAY_ID}/spectators`;

/** jsdom has no EventSource: this one lets a test play the server's part. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('a página não abriu um EventSource');
    return source;
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  send(event: string, data: unknown, id = 1) {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      for (const listener of this.listeners.get(event) ?? []) listener(new MessageEvent(event, { data: JSON.stringify(data), lastEventId: String(id) }));
    });
  }

  /** The connection dropped: EventSource retries by itself unless it gave up (CLOSED). */
  drop({ givenUp }: { givenUp: boolean }) {
    act(() => {
      this.readyState = givenUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
      this.onerror?.(new Event('error'));
    });
  }
}

const root = 'a1'.repeat(32);
const seed = 'c3'.repeat(32);
const commitment = { entrantCount: 1234, merkleRoot: root, seedCommitment: seed, closePosition: 40 };
const bia: LiveWinner = { rank: 1, entryId: 'e-1', nome: 'Bia Lima' };
const caio: LiveWinner = { rank: 2, entryId: 'e-2', nome: 'Caio Reis' };

function aState(overrides: Partial<LiveState> = {}): LiveState {
  return {
    giveawayId: GIVEAWAY_ID,
    titulo: 'Kit de café especial',
    status: 'Ativo',
    dataSorteio: '2026-12-24T21:00:00.000Z',
    closedAt: null,
    commitment: null,
    drawnAt: null,
    winners: [],
    spectators: 0,
    ...overrides,
  };
}

const announcer = () => screen.getByTestId('live-announcer');
const winnerNames = () => screen.queryAllByRole('listitem').filter((li) => li.classList.contains('live-winner')).map((li) => li.textContent);

function prefersReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

beforeEach(() => {
  FakeEventSource.instances = [];
  Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true, writable: true });
  prefersReducedMotion(false);
  endSession('expired');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the live view of a draw', () => {
  it('shows who is watching, the moment of the close and the commitment, and that it is not drawn yet', async () => {
    renderApp(path);
    expect(await screen.findByText('Conectando à transmissão ao vivo…')).toBeInTheDocument();
    expect(FakeEventSource.latest().url).toBe(`/api/giveaways/${GIVEAWAY_ID}/live`);

    FakeEventSource.latest().send('state', aState({ status: 'Encerrado', closedAt: '2026-12-24T21:00:00.000Z', commitment, spectators: 3 }));

    expect(screen.getByRole('heading', { level: 1, name: 'Kit de café especial' })).toBeInTheDocument();
    expect(screen.getByText('3 pessoas assistindo')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Inscrições encerradas' });
    expect(within(panel).getByText('24/12/2026, 18:00')).toBeInTheDocument();
    expect(within(panel).getByText('1.234')).toBeInTheDocument();
    expect(within(panel).getByText('a1a1a1a1a1…a1a1a1a1')).toHaveAttribute('title', root);
    expect(within(panel).getByText('c3c3c3c3c3…c3c3c3c3')).toHaveAttribute('title', seed);
    expect(screen.getByText('Ainda não sorteado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verificar o sorteio' })).not.toBeInTheDocument();
  });

  it('follows the close and then reveals the winners one by one, announcing each, with a link to verify the draw', async () => {
    jest.useFakeTimers();
    renderApp(path);
    await screen.findByText('Conectando à transmissão ao vivo…');
    const source = FakeEventSource.latest();
    source.send('state', aState({ spectators: 1 }));
    expect(screen.getByText('Inscrições abertas até 24/12/2026, 18:00.')).toBeInTheDocument();

    source.send('closed', { closedAt: '2026-12-24T21:00:00.000Z', commitment: null }, 40);
    expect(screen.getByText('Registrando o compromisso dos participantes…')).toBeInTheDocument();
    source.send('closed', { closedAt: '2026-12-24T21:00:00.000Z', commitment }, 41);
    expect(screen.getByText('1.234')).toBeInTheDocument();

    source.send('drawn', { drawnAt: '2026-12-24T21:05:00.000Z', winners: [bia, caio] }, 50);
    expect(screen.queryByText('Ainda não sorteado')).not.toBeInTheDocument();
    expect(winnerNames()).toEqual([]);

    act(() => jest.advanceTimersByTime(FIRST_REVEAL_MS));
    expect(winnerNames()).toEqual(['1º lugarBia Lima']);
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent('1º lugar: Bia Lima');

    act(() => jest.advanceTimersByTime(NEXT_REVEAL_MS));
    expect(winnerNames()).toEqual(['1º lugarBia Lima', '2º lugarCaio Reis']);
    expect(announcer()).toHaveTextContent('2º lugar: Caio Reis');
    expect(screen.getByRole('list', { name: 'Vencedores' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verificar o sorteio' })).toHaveAttribute('href', `/sorteio/${GIVEAWAY_ID}/verificar`);
  });

  it('shows every winner at once, announced together, to a visitor who prefers less motion', async () => {
    prefersReducedMotion(true);
    renderApp(path);
    await screen.findByText('Conectando à transmissão ao vivo…');
    FakeEventSource.latest().send('state', aState({ status: 'Encerrado', closedAt: '2026-12-24T21:00:00.000Z', commitment }));
    FakeEventSource.latest().send('drawn', { drawnAt: '2026-12-24T21:05:00.000Z', winners: [bia, caio] });

    expect(winnerNames()).toEqual(['1º lugarBia Lima', '2º lugarCaio Reis']);
    expect(announcer()).toHaveTextContent('Vencedores sorteados: 1º lugar: Bia Lima; 2º lugar: Caio Reis');
  });

  it('shows a result drawn before the page opened at once, and announces a replaced winner in the same place', async () => {
    renderApp(path);
    await screen.findByText('Conectando à transmissão ao vivo…');
    const source = FakeEventSource.latest();
    source.send('state', aState({ status: 'Realizado', closedAt: '2026-12-24T21:00:00.000Z', commitment, drawnAt: '2026-12-24T21:05:00.000Z', winners: [bia, caio] }));
    expect(winnerNames()).toEqual(['1º lugarBia Lima', '2º lugarCaio Reis']);
    expect(announcer()).toBeEmptyDOMElement();

    const dani = { rank: 1, entryId: 'e-3', nome: 'Dani Souza' };
    source.send('winner-replaced', { replacedEntryId: 'e-1', winner: dani, motivo: 'Não respondeu no prazo.', winners: [dani, caio] }, 60);
    expect(winnerNames()).toEqual(['1º lugarDani Souza', '2º lugarCaio Reis']);
    expect(announcer()).toHaveTextContent('Substituição: Dani Souza assume o 1º lugar.');
  });

  it('keeps the spectator count live', async () => {
    renderApp(path);
    await screen.findByText('Conectando à transmissão ao vivo…');
    const source = FakeEventSource.latest();
    source.send('state', aState({ spectators: 0 }));
    expect(screen.getByText('Nenhuma pessoa conectada assistindo')).toBeInTheDocument();
    source.send('spectators', { count: 1 }, 7);
    expect(screen.getByText('1 pessoa assistindo')).toBeInTheDocument();
    source.send('spectators', { count: 12 }, 8);
    expect(screen.getByText('12 pessoas assistindo')).toBeInTheDocument();
  });

  it('says it is reconnecting while the browser retries, and offers to try again once it gives up', async () => {
    renderApp(path);
    await screen.findByText('Conectando à transmissão ao vivo…');
    const first = FakeEventSource.latest();
    first.drop({ givenUp: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível acompanhar este sorteio ao vivo.');

    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    second.send('state', aState());
    expect(screen.getByText('Ainda não sorteado')).toBeInTheDocument();

    second.drop({ givenUp: false });
    expect(screen.getByText('Conexão perdida. Reconectando…')).toBeInTheDocument();
    second.send('state', aState({ status: 'Realizado', winners: [bia], drawnAt: '2026-12-24T21:05:00.000Z' }));
    expect(screen.queryByText('Conexão perdida. Reconectando…')).not.toBeInTheDocument();
  });

  it('tries again by itself after the browser gave up (a refused stream too), waiting longer each time', async () => {
    jest.useFakeTimers();
    try {
      renderApp(path);
      await screen.findByText('Conectando à transmissão ao vivo…');
      const first = FakeEventSource.latest();
      first.drop({ givenUp: true });
      expect(screen.getByText('Vamos tentar de novo sozinhos em alguns segundos.')).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(RETRY_DELAYS_MS[0] - 1));
      expect(FakeEventSource.latest()).toBe(first);
      act(() => jest.advanceTimersByTime(1));
      const second = FakeEventSource.latest();
      expect(second).not.toBe(first);
      expect(screen.getByText('Conectando à transmissão ao vivo…')).toBeInTheDocument();

      second.drop({ givenUp: true });
      act(() => jest.advanceTimersByTime(RETRY_DELAYS_MS[0]));
      expect(FakeEventSource.latest()).toBe(second); // the second wait is longer
      act(() => jest.advanceTimersByTime(RETRY_DELAYS_MS[1] - RETRY_DELAYS_MS[0]));
      const third = FakeEventSource.latest();
      expect(third).not.toBe(second);
      third.send('state', aState());
      expect(screen.getByText('Ainda não sorteado')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  describe('spectators', () => {
    const spectatorCalls = () =>
      (globalThis.fetch as jest.Mock).mock.calls
        .filter(([url]) => String(url) === spectatorsUrl)
        .map(([, init]: [unknown, RequestInit]) => ({ method: init.method, keepalive: init.keepalive === true, auth: (init.headers as Record<string, string>)?.Authorization }));

    it('registers a signed-in visitor on opening the page and unregisters them on leaving it', async () => {
      signIn('tok');
      mockFetch(({ url }) => (url === spectatorsUrl ? new Response(null, { status: 204 }) : undefined));
      const view = renderApp(path);
      await waitFor(() => expect(spectatorCalls().at(-1)).toEqual({ method: 'PUT', keepalive: false, auth: 'Bearer tok' }));

      view.unmount();
      await waitFor(() => expect(spectatorCalls().at(-1)).toEqual({ method: 'DELETE', keepalive: true, auth: 'Bearer tok' }));
    });

    it('unregisters at once when the tab is closed', async () => {
      signIn('tok');
      mockFetch(({ url }) => (url === spectatorsUrl ? new Response(null, { status: 204 }) : undefined));
      const view = renderApp(path);
      await waitFor(() => expect(spectatorCalls().at(-1)?.method).toBe('PUT'));
      const before = spectatorCalls().length;

      window.dispatchEvent(new Event('pagehide'));
      expect(spectatorCalls().slice(before)).toEqual([{ method: 'DELETE', keepalive: true, auth: 'Bearer tok' }]);
      view.unmount();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(spectatorCalls()).toHaveLength(before + 1);
    });

    it('registers nothing for a signed-out visitor', async () => {
      mockFetch(() => undefined);
      renderApp(path);
      await screen.findByText('Conectando à transmissão ao vivo…');
      FakeEventSource.latest().send('state', aState());
      expect(spectatorCalls()).toEqual([]);
    });
  });
});

describe('the public giveaway page', () => {
  const giveaway = (status: string) => ({
    id: GIVEAWAY_ID, criadorId: 'u1', criador: null, titulo: 'Kit de café especial', descricao: '', premios: [], imagemUrl: null, imagens: null,
    dataSorteio: '2026-12-24T21:00:00.000Z', numeroVencedores: 1, regulamento: null, regulamentoVersao: 1, camposFormulario: [], formularioBloqueado: false,
    status, vencedores: [], inscritosCount: 0, createdAt: '2026-01-01T12:00:00.000Z', updatedAt: '2026-01-01T12:00:00.000Z', publishedAt: null, closedAt: null, revision: 1,
  });

  it.each(['Ativo', 'Encerrado', 'Realizado'])('links a giveaway %s to its live view', async (status) => {
    mockFetch(({ url }) => (url === `/api/giveaways/${GIVEAWAY_ID}` ? json(200, giveaway(status)) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);
    expect(await screen.findByRole('link', { name: 'Assistir ao vivo' })).toHaveAttribute('href', path);
  });

  it('has no live link for a draft', async () => {
    mockFetch(({ url }) => (url === `/api/giveaways/${GIVEAWAY_ID}` ? json(200, giveaway('Rascunho')) : undefined));
    renderApp(`/sorteio/${GIVEAWAY_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Kit de café especial' });
    expect(screen.queryByRole('link', { name: 'Assistir ao vivo' })).not.toBeInTheDocument();
  });
});
