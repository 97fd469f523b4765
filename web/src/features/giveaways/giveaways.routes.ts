import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { z } from 'zod';
import { lazyRoute } from '../../lib/lazy-route';
import { parseRouteParams } from '../../lib/route-params';

const giveawayParams = z.object({ id: z.uuid() });

// Kept out of the lazy chunk so a malformed id is answered without downloading the screen.
export function giveawayParamsLoader({ params }: LoaderFunctionArgs) {
  return parseRouteParams(params, giveawayParams);
}

/** A giveaway's public pages, mounted under the sorteio layout. */
export const giveawayRoutes: RouteObject[] = [
  {
    path: 'sorteio/:id',
    loader: giveawayParamsLoader,
    lazy: lazyRoute(() => import('./routes/giveaway.page'), (m) => m.GiveawayPage),
  },
];
