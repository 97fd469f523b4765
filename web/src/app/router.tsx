import type { ComponentType } from 'react';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner.component';
import { accountRoutes } from '../features/account/account.routes';
import { authRoutes } from '../features/auth/auth.routes';
import { creatorDashboardRoutes, creatorInsightsRoutes } from '../features/creator/creator.routes';
import { entrantsDashboardRoutes, entrantsInsightsRoutes } from '../features/entrants/entrants.routes';
import { errorRoutes } from '../features/errors/errors.routes';
import { giveawayRoutes } from '../features/giveaways/giveaways.routes';
import { homeRoutes } from '../features/home/home.routes';
import { i18n } from '../i18n/i18n';
import { installFullReloadAfterChunkError } from './full-reload-after-chunk-error';
import { AuthLayout } from './layouts/auth.layout';
import { DashboardLayout } from './layouts/dashboard.layout';
import { DefaultLayout } from './layouts/default.layout';
import { HomeLayout } from './layouts/home.layout';
import { InsightsLayout } from './layouts/insights.layout';
import { SorteioLayout } from './layouts/sorteio.layout';
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

function GuardedDashboardLayout() {
  return (
    <RequireAuth>
      <DashboardLayout />
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
      withLayout(GuardedDashboardLayout, [...accountRoutes, ...creatorDashboardRoutes, ...entrantsDashboardRoutes]),
      withLayout(GuardedInsightsLayout, [...creatorInsightsRoutes, ...entrantsInsightsRoutes]),
      withLayout(SorteioLayout, giveawayRoutes),
      withLayout(DefaultLayout, errorRoutes),
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
