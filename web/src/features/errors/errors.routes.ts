import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** The error page and the catch-all; the catch-all must stay the last route of the app. */
export const errorRoutes: RouteObject[] = [
  { path: 'erro', lazy: lazyRoute(() => import('./routes/error.page'), (m) => ({ Component: m.ErrorPage })) },
  { path: '*', lazy: lazyRoute(() => import('./routes/not-found.page'), (m) => ({ Component: m.NotFoundPage })) },
];
