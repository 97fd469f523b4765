import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** /dashboard/meus-dados under the guarded dashboard layout (LGPD art. 18). */
export const myDataDashboardRoutes: RouteObject[] = [
  { path: 'dashboard/meus-dados', lazy: lazyRoute(() => import('./routes/my-data.page'), (m) => ({ Component: m.MyDataPage })) },
];

/** /conta-excluida: shown after an erasure, once the session is over (so outside the guard). */
export const myDataPublicRoutes: RouteObject[] = [
  { path: 'conta-excluida', lazy: lazyRoute(() => import('./routes/account-erased.page'), (m) => ({ Component: m.AccountErasedPage })) },
];
