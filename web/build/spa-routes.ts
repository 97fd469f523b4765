import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** The file the server reads the SPA's route patterns from (a dotfile: static serving never hands it out). */
export const SPA_ROUTES_FILE = '.spa-routes.json';

/** The part of a react-router route object this walk reads. */
interface RouteLike {
  path?: string;
  index?: boolean;
  children?: RouteLike[];
}

const joinPath = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/** Every path pattern of the route tree, absolute ('/sorteio/:id'), the not-found catch-all ('/*') left out. */
export function routePatterns(routes: RouteLike[], base = '/'): string[] {
  const found: string[] = [];
  for (const route of routes) {
    const path = route.path === undefined ? base : joinPath(base, route.path);
    if (route.index || (route.path !== undefined && path !== '/*')) found.push(path);
    if (route.children) found.push(...routePatterns(route.children, path));
  }
  return [...new Set(found)];
}

const EMPTY = '\0sorteios-spa-routes-empty';

/**
 * Loading the route tree needs only its code: stylesheets, images and workers imported by
 * layouts become an empty module (Vite's CSS pipeline does not run outside a build).
 */
const nothingButCode: Plugin = {
  name: 'sorteios:spa-routes-code-only',
  enforce: 'pre',
  resolveId(source) {
    return /\.(css|scss|svg|png|jpe?g|webp|gif|ico|woff2?)(\?.*)?$|\?(worker|url|raw|inline)\b/.test(source) ? EMPTY : null;
  },
  load(id) {
    return id === EMPTY ? 'export default {};' : null;
  },
};

/** Loads one of the SPA's modules in Node (Vite's module runner), its code only. */
export async function importSpaModule<T>(webRoot: string, module: string, alias: { find: RegExp; replacement: string }[]): Promise<T> {
  const loaded = await runnerImport<T>(module, {
    configFile: false,
    root: webRoot,
    logLevel: 'error',
    resolve: { alias },
    plugins: [nothingButCode],
  });
  return loaded.module;
}

/**
 * The server answers 404 for a path no screen can match (docs/app-shell.md). Its list is the
 * router's own: after the bundle is written, the route tree (web/src/app/router.tsx's
 * appRoutes) is loaded in Node through Vite's module runner and its paths written beside the
 * bundle. Screens are lazy, so loading the tree runs no screen code.
 */
export function publishSpaRoutes(webRoot: string, routerModule: string, alias: { find: RegExp; replacement: string }[]): Plugin {
  let outDir = '';
  return {
    name: 'sorteios:spa-routes',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const { appRoutes } = await importSpaModule<{ appRoutes: RouteLike[] }>(webRoot, routerModule, alias);
      const patterns = routePatterns(appRoutes);
      if (patterns.length === 0) throw new Error('O roteador não tem rotas: a lista do servidor ficaria vazia.');
      writeFileSync(join(outDir, SPA_ROUTES_FILE), `${JSON.stringify(patterns, null, 2)}\n`);
    },
  };
}
