import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

const giveawaysScreen = lazyRoute(() => import('./routes/giveaways.page'), (m) => ({ Component: m.GiveawaysPage }));

/** The admin area under the boss layout (the layout's guard lets only admins through). */
export const bossRoutes: RouteObject[] = [
  { path: 'boss', lazy: lazyRoute(() => import('./routes/boss-home.page'), (m) => ({ Component: m.BossHomePage })) },
  { path: 'boss/denuncias', lazy: lazyRoute(() => import('./routes/reports.page'), (m) => ({ Component: m.ReportsPage })) },
  { path: 'boss/denuncias/:id', lazy: lazyRoute(() => import('./routes/report.page'), (m) => ({ Component: m.ReportPage })) },
  { path: 'boss/sorteios', lazy: giveawaysScreen },
  { path: 'boss/sorteios/:id/historico', lazy: lazyRoute(() => import('./routes/giveaway-trail.page'), (m) => ({ Component: m.GiveawayTrailPage })) },
  { path: 'boss/sorteios/:id/inscricoes', lazy: lazyRoute(() => import('./routes/giveaway-entries.page'), (m) => ({ Component: m.GiveawayEntriesPage })) },
  { path: 'boss/usuarios', lazy: lazyRoute(() => import('./routes/users.page'), (m) => ({ Component: m.UsersPage })) },
  { path: 'boss/assinaturas', lazy: lazyRoute(() => import('./routes/subscriptions.page'), (m) => ({ Component: m.SubscriptionsPage })) },
  { path: 'boss/recusas', lazy: lazyRoute(() => import('./routes/refusals.page'), (m) => ({ Component: m.RefusalsPage })) },
  { path: 'boss/auditoria', lazy: lazyRoute(() => import('./routes/audit.page'), (m) => ({ Component: m.AuditPage })) },
];

/** The same giveaways list under the dashboard layout, behind the admin guard (/panel/sorteios, as /panel/pages). */
export const bossPanelRoutes: RouteObject[] = [{ path: 'panel/sorteios', lazy: giveawaysScreen }];
