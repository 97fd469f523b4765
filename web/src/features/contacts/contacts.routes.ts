import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** /dashboard/contatos under the guarded dashboard layout. */
export const contactsDashboardRoutes: RouteObject[] = [
  { path: 'dashboard/contatos', lazy: lazyRoute(() => import('./routes/contacts.page'), (m) => ({ Component: m.ContactsPage })) },
];
