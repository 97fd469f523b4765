import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** The signed-in user's screens, mounted under the guarded dashboard layout. */
export const accountRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: lazyRoute(() => import('./routes/dashboard.page'), (m) => ({ Component: m.DashboardPage })) },
];
