import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** /pesquisar, open to anyone, under the freepages layout. */
export const searchRoutes: RouteObject[] = [
  { path: 'pesquisar', lazy: lazyRoute(() => import('./routes/search.page'), (m) => ({ Component: m.SearchPage })) },
];
