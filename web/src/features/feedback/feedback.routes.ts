import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

/** /feedback under the freepages layout: anyone writes to the team. */
export const feedbackPublicRoutes: RouteObject[] = [
  { path: 'feedback', lazy: lazyRoute(() => import('./routes/feedback.page'), (m) => ({ Component: m.FeedbackPage })) },
];

/** /boss/feedback under the boss layout: the admins' inbox. */
export const feedbackBossRoutes: RouteObject[] = [
  { path: 'boss/feedback', lazy: lazyRoute(() => import('./routes/feedback-inbox.page'), (m) => ({ Component: m.FeedbackInboxPage })) },
];
