import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

export const homeRoutes: RouteObject[] = [
  { index: true, lazy: lazyRoute(() => import('./routes/landing.page'), (m) => ({ Component: m.LandingPage })) },
];
