import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type DataRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner.component';
import { accountRoutes } from '../features/account/account.routes';
import { authRoutes } from '../features/auth/auth.routes';
import { backupsDashboardRoutes, backupsPanelRoutes } from '../features/backups/backups.routes';
import { bossPanelRoutes, bossRoutes } from '../features/boss/boss.routes';
import { contactsDashboardRoutes } from '../features/contacts/contacts.routes';
import { creatorDashboardRoutes, creatorInsightsRoutes } from '../features/creator/creator.routes';
import { discoveryPublicRoutes, discoverySignedInRoutes } from '../features/discovery/discovery.routes';
import { entrantsDashboardRoutes, entrantsInsightsRoutes } from '../features/entrants/entrants.routes';
import { errorRoutes } from '../features/errors/errors.routes';
import { feedbackBossRoutes, feedbackPublicRoutes } from '../features/feedback/feedback.routes';
import { giveawayRoutes } from '../features/giveaways/giveaways.routes';
import { homeRoutes } from '../features/home/home.routes';
import { insightsBossRoutes, insightsRoutes } from '../features/insights/insights.routes';
import { integrationsDashboardRoutes } from '../features/integrations/integrations.routes';
import { liveRoutes } from '../features/live/live.routes';
import { myDataDashboardRoutes, myDataPublicRoutes } from '../features/my-data/my-data.routes';
import { pagesBossRoutes, pagesPanelRoutes, pagesPublicRoutes } from '../features/pages/pages.routes';
import { pricingRoutes } from '../features/pricing/pricing.routes';
import { profileDashboardRoutes, profileRoutes } from '../features/profiles/profiles.routes';
import { searchRoutes } from '../features/search/search.routes';
import { i18n } from '../i18n/i18n';
import { installFullReloadAfterChunkError } from './full-reload-after-chunk-error';
import { AuthLayout } from './layouts/auth.layout';
import { BossLayout } from './layouts/boss.layout';
import { DashboardLayout } from './layouts/dashboard.layout';
import { DefaultLayout } from './layouts/default.layout';
import { FeedLayout } from './layouts/feed.layout';
import { FreepagesLayout } from './layouts/freepages.layout';
import { HomeLayout } from './layouts/home.layout';
import { InsightsLayout } from './layouts/insights.layout';
import { LiveLayout } from './layouts/live.layout';
import { SorteioLayout } from './layouts/sorteio.layout';
import { RequireAdmin } from './require-admin.guard';
import { RequireAuth } from './require-auth.guard';
import { RouteErrorBoundary } from './route-error.boundary';

/**
 * A layout with its screens. The error boundary sits on a pathless child, so a failing
 * screen is replaced by the error while the layout's header stays usable.
 */
function withLayout(Layout: ComponentType, children: RouteObject[]): RouteObject {
  return { Component: Layout, children: [{ errorElement: <RouteErrorBoundary />, children }] };
}

function LoadingScreen() {
  return <Spinner label={i18n.t('common.loading')} />;
}

function GuardedBossLayout() {
  return (
    <RequireAuth>
      <RequireAdmin framed>
        <BossLayout />
      </RequireAdmin>
    </RequireAuth>
  );
}

/** Admin screens inside another area's layout (the /panel variants under the dashboard). */
function adminOnly(children: RouteObject[]): RouteObject {
  return { element: <RequireAdmin><Outlet /></RequireAdmin>, children };
}

function GuardedDashboardLayout() {
  return (
    <RequireAuth>
      <DashboardLayout />
    </RequireAuth>
  );
}

function GuardedFeedLayout() {
  return (
    <RequireAuth>
      <FeedLayout />
    </RequireAuth>
  );
}

function GuardedInsightsLayout() {
  return (
    <RequireAuth>
      <InsightsLayout />
    </RequireAuth>
  );
}

export const appRoutes: RouteObject[] = [
  {
    // Shown while the first screen's chunk loads, and as the last resort if a layout fails.
    HydrateFallback: LoadingScreen,
    errorElement: <RouteErrorBoundary />,
    children: [
      withLayout(HomeLayout, homeRoutes),
      withLayout(AuthLayout, authRoutes),
      withLayout(GuardedDashboardLayout, [
        ...accountRoutes,
        ...profileDashboardRoutes,
        ...creatorDashboardRoutes,
        ...backupsDashboardRoutes,
        ...myDataDashboardRoutes,
        ...entrantsDashboardRoutes,
        ...contactsDashboardRoutes,
        ...integrationsDashboardRoutes,
        adminOnly([...pagesPanelRoutes, ...bossPanelRoutes, ...backupsPanelRoutes]),
      ]),
      withLayout(GuardedInsightsLayout, [...insightsRoutes, ...creatorInsightsRoutes, ...entrantsInsightsRoutes]),
      withLayout(SorteioLayout, giveawayRoutes),
      withLayout(LiveLayout, liveRoutes),
      withLayout(GuardedFeedLayout, discoverySignedInRoutes),
      withLayout(FreepagesLayout, [...discoveryPublicRoutes, ...searchRoutes, ...pagesPublicRoutes, ...feedbackPublicRoutes]),
      withLayout(GuardedBossLayout, [...bossRoutes, ...pagesBossRoutes, ...feedbackBossRoutes, ...insightsBossRoutes]),
      withLayout(DefaultLayout, [...pricingRoutes, ...myDataPublicRoutes, ...profileRoutes, ...errorRoutes]),
    ],
  },
];

/** Any data router over appRoutes, with the behaviour the app relies on installed. */
export function prepareRouter<R extends DataRouter>(router: R): R {
  installFullReloadAfterChunkError(router);
  return router;
}

export function createAppRouter(): DataRouter {
  return prepareRouter(createBrowserRouter(appRoutes));
}
