import { useEffect } from 'react';
import { authedRequest } from '../../../lib/authed-request';
import { getSession, refreshSession } from '../../../lib/auth-session';
import { useSession } from '../../../lib/use-session';

const path = (giveawayId: string) => `/api/giveaways/${encodeURIComponent(giveawayId)}/spectators`;

/** PUT …/spectators: counts the signed-in user among the spectators (nothing when signed out). */
export function joinAsSpectator(giveawayId: string): Promise<void> {
  return authedRequest<void>(path(giveawayId), { method: 'PUT' });
}

/**
 * DELETE …/spectators with keepalive, so it is still sent when the page is being closed.
 * While the page stays, an expired token is refreshed once and the call repeated.
 */
export async function leaveAsSpectator(giveawayId: string, { unloading = false } = {}): Promise<void> {
  const send = (token: string | null) =>
    fetch(path(giveawayId), { method: 'DELETE', keepalive: true, credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const res = await send(getSession().accessToken);
  if (res.status !== 401 || unloading) return;
  const fresh = await refreshSession();
  if (fresh) await send(fresh);
}

// One queue for the whole page: a leave must reach the server after the join it undoes.
let queue: Promise<unknown> = Promise.resolve();
const inOrder = (call: () => Promise<unknown>) => {
  queue = queue.then(call).catch(() => undefined);
};

/**
 * Registers the signed-in user as a spectator while the live page is open: joins on open
 * (and on coming back from the back/forward cache), leaves on pagehide and on leaving
 * the page. Spectators are a count, not a feature: failures are silent.
 */
export function useSpectatorPresence(giveawayId: string): void {
  const { status } = useSession();

  useEffect(() => {
    if (status !== 'signed-in') return;
    let present = false;
    const join = () => {
      if (present) return;
      present = true;
      inOrder(() => joinAsSpectator(giveawayId));
    };
    const leave = (unloading: boolean) => {
      if (!present) return;
      present = false;
      // The page is going away: no time to wait for the queue.
      if (unloading) void leaveAsSpectator(giveawayId, { unloading }).catch(() => undefined);
      else inOrder(() => leaveAsSpectator(giveawayId));
    };
    const onPageHide = () => leave(true);
    const onPageShow = (event: PageTransitionEvent) => event.persisted && join();
    join();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      leave(false);
    };
  }, [giveawayId, status]);
}
