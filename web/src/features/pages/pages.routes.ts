import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

const viewScreen = lazyRoute(() => import('./routes/page.page'), (m) => ({ Component: m.ContentPagePage }));
const listScreen = lazyRoute(() => import('./routes/admin-pages.page'), (m) => ({ Component: m.AdminPagesPage }));
// The editor screens carry markdown-it (the live preview); nobody else downloads it.
const newScreen = lazyRoute(() => import('./routes/page-new.page'), (m) => ({ Component: m.NewPagePage }));
const editScreen = lazyRoute(() => import('./routes/page-edit.page'), (m) => ({ Component: m.EditPagePage }));

/** /pages/<slug>, slugs of several segments included, under the freepages layout. */
export const pagesPublicRoutes: RouteObject[] = [{ path: 'pages/*', lazy: viewScreen }];

/**
 * The editor in an admin area. A splat cannot be followed by more path, so
 * `<area>/pages/<slug>/edit` is the splat route, which reads the slug off the end.
 */
function adminRoutes(area: 'boss' | 'panel'): RouteObject[] {
  return [
    { path: `${area}/pages`, lazy: listScreen },
    { path: `${area}/pages/new`, lazy: newScreen },
    { path: `${area}/pages/*`, lazy: editScreen },
  ];
}

/** Under the boss layout (admins only). */
export const pagesBossRoutes = adminRoutes('boss');

/** Under the dashboard layout, behind the admin guard. */
export const pagesPanelRoutes = adminRoutes('panel');
