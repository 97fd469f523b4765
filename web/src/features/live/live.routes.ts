import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** /sorteio/:id/live under the live layout: the draw as it happens. */
export const liveRoutes: RouteObject[] = [
  {
    path: 'sorteio/:id/live',
    // The params loader travels in the screen's chunk, which keeps zod out of the first download.
    lazy: lazyRoute(
      async () => Promise.all([import('./routes/live.page'), import('./routes/live-params.loader')]),
      ([page, params]) => ({ Component: page.LivePage, loader: params.liveParamsLoader }),
    ),
  },
];
