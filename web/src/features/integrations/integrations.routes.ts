import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** /dashboard/integracoes under the guarded dashboard layout. */
export const integrationsDashboardRoutes: RouteObject[] = [
  { path: 'dashboard/integracoes', lazy: lazyRoute(() => import('./routes/integrations.page'), (m) => ({ Component: m.IntegrationsPage })) },
];
