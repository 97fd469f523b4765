import type { ViewBeacon } from '@sorteios/api-contract';

const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
// The API refuses longer values (400), which would lose the view: the referrer's host is at
// its start, so cutting the rest loses nothing the API keeps.
const MAX_ORIGEM = 2000;
const MAX_UTM = 200;

/** What a page view tells the API: where the visitor came from, and the campaign the link carried. */
export function viewBeaconBody(referrer: string, search: string): ViewBeacon {
  const params = new URLSearchParams(search);
  const body: ViewBeacon = {};
  if (referrer) body.origem = referrer.slice(0, MAX_ORIGEM);
  for (const name of UTM_PARAMS) {
    const value = params.get(name);
    if (value) body[name] = value.slice(0, MAX_UTM);
  }
  return body;
}

/**
 * POST /api/giveaways/:id/views. sendBeacon survives the page being closed right away and
 * never delays it; where it is missing, or the browser declines to queue it, a keepalive
 * fetch does the same job. Nobody waits for the answer: a lost view is not worth an error.
 */
export function sendViewBeacon(giveawayId: string, body: ViewBeacon): void {
  const url = `/api/giveaways/${encodeURIComponent(giveawayId)}/views`;
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // Some browsers throw instead of returning false (a blocked or oversized beacon): fall back.
  }
  fetch(url, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: json }).catch(() => undefined);
}
