import type { RouteObject } from 'react-router-dom';

/** The creator's giveaway screens under the guarded dashboard layout. */
export const creatorDashboardRoutes: RouteObject[] = [];

/** The same editor under the guarded insights layout (/insights/sorteio/:id/edit). */
export const creatorInsightsRoutes: RouteObject[] = [];
