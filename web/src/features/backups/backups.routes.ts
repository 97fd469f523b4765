import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** /dashboard/sorteio/bkp under the guarded dashboard layout (a static segment: it wins over /dashboard/sorteio/:id). */
export const backupsDashboardRoutes: RouteObject[] = [
  { path: 'dashboard/sorteio/bkp', lazy: lazyRoute(() => import('./routes/giveaways-backup.page'), (m) => ({ Component: m.GiveawaysBackupPage })) },
];

/** /panel/bkppages under the dashboard layout, behind the admin guard (as /panel/pages). */
export const backupsPanelRoutes: RouteObject[] = [
  { path: 'panel/bkppages', lazy: lazyRoute(() => import('./routes/pages-backup.page'), (m) => ({ Component: m.PagesBackupPage })) },
];
