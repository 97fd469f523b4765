import type { RouteObject } from 'react-router-dom';

/** /dashboard/sorteio/:id/inscritos under the guarded dashboard layout. */
export const entrantsDashboardRoutes: RouteObject[] = [];

/** /insights/sorteio/:id/inscritos under the guarded insights layout. */
export const entrantsInsightsRoutes: RouteObject[] = [];
