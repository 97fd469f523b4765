import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeNotFound } from '../../../lib/route-params';

/** Where a giveaway's pages live: /sorteio/:id, or under its creator's name /:username/:sorteioId. */
export interface GiveawayRouteParams {
  id: string;
  username: string | null;
}

// Two patterns, not a zod schema: the public giveaway page is the one most first visits open,
// and zod would be the largest thing it downloads (the forms that need zod load it themselves).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const USERNAME = /^[a-zA-Z0-9_.]{3,30}$/;

/** A giveaway id is a UUID; anything else is a page that cannot exist (404). */
export function giveawayParamsLoader({ params }: LoaderFunctionArgs): GiveawayRouteParams {
  if (!UUID.test(params.id ?? '')) throw routeNotFound();
  return { id: params.id as string, username: null };
}

/** Same, for /:username/:sorteioId, which also catches any two-segment URL: both parts must look right. */
export function userGiveawayParamsLoader({ params }: LoaderFunctionArgs): GiveawayRouteParams {
  if (!USERNAME.test(params.username ?? '') || !UUID.test(params.sorteioId ?? '')) throw routeNotFound();
  return { id: params.sorteioId as string, username: params.username as string };
}

/** The path the giveaway's other pages hang from, keeping the form the visitor arrived by. */
export function giveawayBasePath({ id, username }: GiveawayRouteParams): string {
  return username ? `/${username}/${id}` : `/sorteio/${id}`;
}
