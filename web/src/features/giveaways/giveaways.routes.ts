import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/**
 * A giveaway's public pages, mounted under the sorteio layout. The params loader travels in
 * the screen's chunk, which keeps zod out of the first download.
 */
export const giveawayRoutes: RouteObject[] = [
  {
    path: 'sorteio/:id',
    lazy: lazyRoute(
      async () => {
        const [page, params] = await Promise.all([import('./routes/giveaway.page'), import('./routes/giveaway-params.loader')]);
        return { Component: page.GiveawayPage, loader: params.giveawayParamsLoader };
      },
      (parts) => parts,
    ),
  },
];
