import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

// The params loader travels in the screens' chunks, like the giveaways' loaders.
const loadParams = () => import('./routes/profile-params.loader');

/**
 * Public profiles at /:username, with their follow lists. A dynamic first segment ranks below
 * every static one (/login, /dashboard, /sorteio/…), so these never shadow another screen; the
 * followers paths rank above /:username/:sorteioId for the same reason. They sit before the
 * catch-all, whose "Page not found" the profile page repeats for names nobody has.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: ':username',
    lazy: lazyRoute(
      async () => Promise.all([import('./routes/profile.page'), loadParams()]),
      ([page, params]) => ({ Component: page.ProfilePage, loader: params.profileParamsLoader }),
    ),
  },
  {
    path: ':username/seguidores',
    lazy: lazyRoute(
      async () => Promise.all([import('./routes/follow-list.page'), loadParams()]),
      ([page, params]) => ({ Component: page.FollowersPage, loader: params.profileParamsLoader }),
    ),
  },
  {
    path: ':username/seguindo',
    lazy: lazyRoute(
      async () => Promise.all([import('./routes/follow-list.page'), loadParams()]),
      ([page, params]) => ({ Component: page.FollowingPage, loader: params.profileParamsLoader }),
    ),
  },
];

/** Editing one's own profile, under the guarded dashboard layout. */
export const profileDashboardRoutes: RouteObject[] = [
  { path: 'dashboard/perfil', lazy: lazyRoute(() => import('./routes/edit-profile.page'), (m) => ({ Component: m.EditProfilePage })) },
];
