import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

// The params loader travels in the screen's chunk, which keeps zod out of the first download.
const entrantsScreen = lazyRoute(
  async () => {
    const [page, params] = await Promise.all([import('./routes/entrants.page'), import('./routes/entrants-params.loader')]);
    return { Component: page.EntrantsPage, loader: params.entrantsParamsLoader };
  },
  (parts) => parts,
);

/** /dashboard/sorteio/:id/inscritos under the guarded dashboard layout. */
export const entrantsDashboardRoutes: RouteObject[] = [{ path: 'dashboard/sorteio/:id/inscritos', lazy: entrantsScreen }];

/** /insights/sorteio/:id/inscritos under the guarded insights layout: the same screen. */
export const entrantsInsightsRoutes: RouteObject[] = [{ path: 'insights/sorteio/:id/inscritos', lazy: entrantsScreen }];
