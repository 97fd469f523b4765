import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

// Screens with an :id load their params loader in the same chunk, which keeps zod out of the
// first download.
const createPage = lazyRoute(() => import('./routes/giveaway-create.page'), (m) => ({ Component: m.GiveawayCreatePage }));

/** The creator's giveaway screens under the guarded dashboard layout. */
export const creatorDashboardRoutes: RouteObject[] = [
  { path: 'dashboard/sorteio', lazy: lazyRoute(() => import('./routes/giveaway-list.page'), (m) => ({ Component: m.GiveawayListPage })) },
  { path: 'dashboard/sorteio/new', lazy: createPage },
  { path: 'criar', lazy: createPage },
  {
    path: 'dashboard/sorteio/:id',
    lazy: lazyRoute(
      async () => {
        const [page, params] = await Promise.all([import('./routes/giveaway-detail.page'), import('./routes/creator-params.loader')]);
        return { Component: page.GiveawayDetailPage, loader: params.creatorParamsLoader };
      },
      (parts) => parts,
    ),
  },
];

/** The same editor under the guarded insights layout (/insights/sorteio/:id/edit). */
export const creatorInsightsRoutes: RouteObject[] = [
  {
    path: 'insights/sorteio/:id/edit',
    lazy: lazyRoute(
      async () => {
        const [page, params] = await Promise.all([import('./routes/giveaway-edit.page'), import('./routes/creator-params.loader')]);
        return { Component: page.GiveawayEditPage, loader: params.creatorParamsLoader };
      },
      (parts) => parts,
    ),
  },
];
