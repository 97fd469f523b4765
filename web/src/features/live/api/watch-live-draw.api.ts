import { useCallback, useEffect, useReducer, useState } from 'react';
import type { ClosedMessage, DrawnMessage, LiveState, LiveWinner, WinnerReplacedMessage } from './live-draw.types';

/** connecting: no state yet; reconnecting: EventSource is trying again by itself; failed: it gave up. */
export type LiveConnection = 'connecting' | 'open' | 'reconnecting' | 'failed';

export interface LiveDraw {
  connection: LiveConnection;
  view: LiveState | null;
  /** True when the winners arrived while the page was open: they are revealed one by one. */
  reveal: boolean;
  /** The latest replacement seen live, to announce it. */
  replacement: { winner: LiveWinner; motivo: string } | null;
}

type Action =
  | { type: 'state'; state: LiveState }
  | { type: 'closed'; message: ClosedMessage }
  | { type: 'drawn'; message: DrawnMessage }
  | { type: 'winner-replaced'; message: WinnerReplacedMessage }
  | { type: 'spectators'; count: number }
  | { type: 'connection'; connection: LiveConnection };

const initial: LiveDraw = { connection: 'connecting', view: null, reveal: false, replacement: null };

function reduce(live: LiveDraw, action: Action): LiveDraw {
  const { view } = live;
  switch (action.type) {
    case 'state':
      // Winners already there on the first state were drawn before the page opened: shown at once.
      // Winners that a later state brings (after a reconnection) were missed live: revealed.
      return {
        ...live,
        connection: 'open',
        view: action.state,
        reveal: live.reveal || (view !== null && view.winners.length === 0 && action.state.winners.length > 0),
      };
    case 'closed':
      if (!view) return live;
      return {
        ...live,
        view: {
          ...view,
          status: view.status === 'Ativo' ? 'Encerrado' : view.status,
          closedAt: action.message.closedAt,
          commitment: action.message.commitment ?? view.commitment,
        },
      };
    case 'drawn':
      if (!view || view.winners.length > 0) return live;
      return { ...live, reveal: true, view: { ...view, status: 'Realizado', drawnAt: action.message.drawnAt, winners: action.message.winners } };
    case 'winner-replaced':
      if (!view) return live;
      return { ...live, view: { ...view, winners: action.message.winners }, replacement: { winner: action.message.winner, motivo: action.message.motivo } };
    case 'spectators':
      return view ? { ...live, view: { ...view, spectators: action.count } } : live;
    case 'connection':
      return { ...live, connection: action.connection };
  }
}

/**
 * After EventSource gives up (an answer other than 200: a 429 when too many streams are open
 * from one address, a 5xx, a restart), a new connection is tried after these delays, then
 * every 60 s: the page comes back by itself once the server takes it again.
 * EventSource does not expose the status, so every refusal reads as the same "reconnect".
 */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000];

/**
 * GET /api/giveaways/:id/live through EventSource. Every connection (and reconnection, which
 * EventSource makes by itself with Last-Event-ID) starts with the full state, so nothing is
 * missed; after EventSource gave up, a new one is opened on RETRY_DELAYS_MS, or at once by `retry`.
 */
export function useLiveDraw(giveawayId: string): LiveDraw & { retry: () => void } {
  const [live, dispatch] = useReducer(reduce, initial);
  const [attempt, setAttempt] = useState(0);
  /** Consecutive connections that gave up: picks the next delay; a state received resets it. */
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    const source = new EventSource(`/api/giveaways/${encodeURIComponent(giveawayId)}/live`);
    const on = <T,>(event: string, handle: (data: T) => void) =>
      source.addEventListener(event, (e) => handle(JSON.parse((e as MessageEvent<string>).data) as T));
    on<LiveState>('state', (state) => {
      setFailures(0);
      dispatch({ type: 'state', state });
    });
    on<ClosedMessage>('closed', (message) => dispatch({ type: 'closed', message }));
    on<DrawnMessage>('drawn', (message) => dispatch({ type: 'drawn', message }));
    on<WinnerReplacedMessage>('winner-replaced', (message) => dispatch({ type: 'winner-replaced', message }));
    on<{ count: number }>('spectators', ({ count }) => dispatch({ type: 'spectators', count }));
    source.onerror = () => {
      const gaveUp = source.readyState === EventSource.CLOSED;
      dispatch({ type: 'connection', connection: gaveUp ? 'failed' : 'reconnecting' });
      if (gaveUp) setFailures((n) => n + 1);
    };
    return () => source.close();
  }, [giveawayId, attempt]);

  useEffect(() => {
    if (live.connection !== 'failed') return;
    const delay = RETRY_DELAYS_MS[Math.min(Math.max(failures - 1, 0), RETRY_DELAYS_MS.length - 1)];
    const timer = setTimeout(() => {
      dispatch({ type: 'connection', connection: 'connecting' });
      setAttempt((n) => n + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [live.connection, failures]);

  const retry = useCallback(() => {
    dispatch({ type: 'connection', connection: 'connecting' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...live, retry };
}
