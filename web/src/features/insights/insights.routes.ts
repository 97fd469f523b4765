import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

// Recharts comes with these screens' chunks: nobody else downloads it.

/** /insights and /insights/sorteio/:id under the guarded insights layout. */
export const insightsRoutes: RouteObject[] = [
  { path: 'insights', lazy: lazyRoute(() => import('./routes/my-insights.page'), (m) => ({ Component: m.MyInsightsPage })) },
  {
    path: 'insights/sorteio/:id',
    lazy: lazyRoute(
      async () => {
        const [page, params] = await Promise.all([import('./routes/giveaway-insights.page'), import('./routes/insights-params.loader')]);
        return { Component: page.GiveawayInsightsPage, loader: params.insightsParamsLoader };
      },
      (parts) => parts,
    ),
  },
];

/** /boss/insights under the boss layout (admins only): the whole platform. */
export const insightsBossRoutes: RouteObject[] = [
  { path: 'boss/insights', lazy: lazyRoute(() => import('./routes/platform-insights.page'), (m) => ({ Component: m.PlatformInsightsPage })) },
];
