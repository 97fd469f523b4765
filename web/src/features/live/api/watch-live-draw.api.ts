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
 * GET /api/giveaways/:id/live through EventSource. Every connection (and reconnection, which
 * EventSource makes by itself with Last-Event-ID) starts with the full state, so nothing is
 * missed; `retry` opens a new connection after EventSource gave up.
 */
export function useLiveDraw(giveawayId: string): LiveDraw & { retry: () => void } {
  const [live, dispatch] = useReducer(reduce, initial);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const source = new EventSource(`/api/giveaways/${encodeURIComponent(giveawayId)}/live`);
    const on = <T,>(event: string, handle: (data: T) => void) =>
      source.addEventListener(event, (e) => handle(JSON.parse((e as MessageEvent<string>).data) as T));
    on<LiveState>('state', (state) => dispatch({ type: 'state', state }));
    on<ClosedMessage>('closed', (message) => dispatch({ type: 'closed', message }));
    on<DrawnMessage>('drawn', (message) => dispatch({ type: 'drawn', message }));
    on<WinnerReplacedMessage>('winner-replaced', (message) => dispatch({ type: 'winner-replaced', message }));
    on<{ count: number }>('spectators', ({ count }) => dispatch({ type: 'spectators', count }));
    source.onerror = () => dispatch({ type: 'connection', connection: source.readyState === EventSource.CLOSED ? 'failed' : 'reconnecting' });
    return () => source.close();
  }, [giveawayId, attempt]);

  const retry = useCallback(() => {
    dispatch({ type: 'connection', connection: 'connecting' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...live, retry };
}
