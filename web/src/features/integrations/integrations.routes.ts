import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/**
 * /dashboard/integracoes under the guarded dashboard layout, and /instagram-callback, where
 * Instagram sends the person back (the redirect URI registered in the Meta app): signed in too.
 */
export const integrationsDashboardRoutes: RouteObject[] = [
  { path: 'dashboard/integracoes', lazy: lazyRoute(() => import('./routes/integrations.page'), (m) => ({ Component: m.IntegrationsPage })) },
  { path: 'instagram-callback', lazy: lazyRoute(() => import('./routes/instagram-callback.page'), (m) => ({ Component: m.InstagramCallbackPage })) },
];
