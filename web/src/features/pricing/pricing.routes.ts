import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** /precos under the default layout: anyone compares the plans. */
export const pricingRoutes: RouteObject[] = [
  { path: 'precos', lazy: lazyRoute(() => import('./routes/pricing.page'), (m) => ({ Component: m.PricingPage })) },
];
