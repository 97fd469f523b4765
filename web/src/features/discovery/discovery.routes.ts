import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** Screens for a signed-in user, mounted under the guarded feed layout. */
export const discoverySignedInRoutes: RouteObject[] = [
  { path: 'feed', lazy: lazyRoute(() => import('./routes/feed.page'), (m) => ({ Component: m.FeedPage })) },
  { path: 'salvos', lazy: lazyRoute(() => import('./routes/saved.page'), (m) => ({ Component: m.SavedPage })) },
  { path: 'win', lazy: lazyRoute(() => import('./routes/wins.page'), (m) => ({ Component: m.WinsPage })) },
  { path: 'minhas-inscricoes', lazy: lazyRoute(() => import('./routes/my-entries.page'), (m) => ({ Component: m.MyEntriesPage })) },
];

/** Open to anyone, mounted under the freepages layout. */
export const discoveryPublicRoutes: RouteObject[] = [
  { path: 'explorar', lazy: lazyRoute(() => import('./routes/explore.page'), (m) => ({ Component: m.ExplorePage })) },
];
