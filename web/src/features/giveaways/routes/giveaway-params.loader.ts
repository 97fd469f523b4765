import type { LoaderFunctionArgs } from 'react-router-dom';
import { z } from '../../../lib/zod-mini-without-eval';
import { parseRouteParams } from '../../../lib/route-params';

/** Where a giveaway's pages live: /sorteio/:id, or under its creator's name /:username/:sorteioId. */
export interface GiveawayRouteParams {
  id: string;
  username: string | null;
}

const giveawayParams = z.object({ id: z.uuid() });
const userGiveawayParams = z.object({ username: z.string().check(z.regex(/^[a-zA-Z0-9_.]{3,30}$/)), sorteioId: z.uuid() });

/** A giveaway id is a UUID; anything else is a page that cannot exist (404). */
export function giveawayParamsLoader({ params }: LoaderFunctionArgs): GiveawayRouteParams {
  return { id: parseRouteParams(params, giveawayParams).id, username: null };
}

/** Same, for /:username/:sorteioId, which also catches any two-segment URL: both parts must look right. */
export function userGiveawayParamsLoader({ params }: LoaderFunctionArgs): GiveawayRouteParams {
  const { username, sorteioId } = parseRouteParams(params, userGiveawayParams);
  return { id: sorteioId, username };
}

/** The path the giveaway's other pages hang from, keeping the form the visitor arrived by. */
export function giveawayBasePath({ id, username }: GiveawayRouteParams): string {
  return username ? `/${username}/${id}` : `/sorteio/${id}`;
}
