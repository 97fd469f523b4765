import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../lib/lazy-route';

// The params loaders travel in the screens' chunks, which keeps zod out of the first download.
const loadParams = () => import('./routes/giveaway-params.loader');

const giveawayPage = (byUsername: boolean) =>
  lazyRoute(
    async () => Promise.all([import('./routes/giveaway.page'), loadParams()]),
    ([page, params]) => ({
      Component: page.GiveawayPage,
      loader: byUsername ? params.userGiveawayParamsLoader : params.giveawayParamsLoader,
    }),
  );

const participatePage = (byUsername: boolean) =>
  lazyRoute(
    async () => Promise.all([import('./routes/participate.page'), loadParams()]),
    ([page, params]) => ({
      Component: page.ParticipatePage,
      loader: byUsername ? params.userGiveawayParamsLoader : params.giveawayParamsLoader,
    }),
  );

/**
 * A giveaway's public pages and its entry form, mounted under the sorteio layout. The
 * /:username/:sorteioId paths rank below every path with a static first segment, so they
 * never shadow another screen.
 */
export const giveawayRoutes: RouteObject[] = [
  { path: 'sorteio/:id', lazy: giveawayPage(false) },
  { path: 'sorteio/:id/participar', lazy: participatePage(false) },
  {
    path: 'sorteio/:id/minha-inscricao',
    lazy: lazyRoute(
      async () => Promise.all([import('./routes/my-entry.page'), loadParams()]),
      ([page, params]) => ({ Component: page.MyEntryPage, loader: params.giveawayParamsLoader }),
    ),
  },
  {
    path: 'sorteio/:id/verificar',
    lazy: lazyRoute(
      async () => Promise.all([import('./routes/verify.page'), loadParams()]),
      ([page, params]) => ({ Component: page.VerifyPage, loader: params.giveawayParamsLoader }),
    ),
  },
  {
    path: 'sorteio/:id/lista',
    lazy: lazyRoute(
      async () => Promise.all([import('./routes/list.page'), loadParams()]),
      ([page, params]) => ({ Component: page.ListPage, loader: params.giveawayParamsLoader }),
    ),
  },
  { path: ':username/:sorteioId', lazy: giveawayPage(true) },
  { path: ':username/:sorteioId/participar', lazy: participatePage(true) },
];
