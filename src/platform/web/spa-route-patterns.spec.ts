import { matchPath, matchRoutes } from 'react-router-dom';
import { SpaRoutePatterns, compile } from './spa-route-patterns';

const PATTERNS = ['/', '/login', '/sorteio/:id', '/sorteio/:id/lista', '/:username', '/:username/:sorteioId/participar', '/pages/*', '/boss/pages/*', '/insights/:period?', '/dashboard/perfil'];
const PATHS = [
  '/',
  '/login',
  '/LOGIN',
  '/login/',
  '/sorteio/abc',
  '/sorteio/abc/',
  '/sorteio/abc/lista',
  '/sorteio/abc/nada',
  '/sorteio',
  '/maria',
  '/maria/x/participar',
  '/maria/x/y',
  '/pages',
  '/pages/sobre',
  '/pages/a/b/c',
  '/boss/pages',
  '/insights',
  '/insights/30d',
  '/insights/30d/x',
  '/dashboard/perfil',
  '/dashboard/perfil/x',
  '/a/b/c/d',
];

describe('the server reads route patterns as react-router does', () => {
  it.each(PATTERNS)('%s matches exactly the paths react-router matches', (pattern) => {
    const regex = compile(pattern);
    for (const path of PATHS) {
      expect([path, regex.test(path)]).toEqual([path, matchPath(pattern, path) !== null]);
    }
  });

  it('knows a path when any screen matches it, and no other', () => {
    const routes = new SpaRoutePatterns(['/sorteio/:id', '/explorar']);

    expect(routes.matches('/sorteio/123')).toBe(true);
    expect(routes.matches('/explorar')).toBe(true);
    expect(routes.matches('/sorteio/123/nada')).toBe(false);
    expect(routes.matches('/nada')).toBe(false);
  });

  it('as a prefix, matches the paths below the pattern and captures its params', () => {
    const prefix = compile('/sorteio/:id', { prefix: true });

    expect(prefix.exec('/sorteio/abc')?.slice(1)).toEqual(['abc']);
    expect(prefix.exec('/sorteio/abc/lista')?.slice(1)).toEqual(['abc']);
    expect(prefix.test('/sorteios/abc')).toBe(false);
    expect(prefix.test('/sorteio')).toBe(false);
  });
});

/** The app's screens as the build lists them (dist/web/.spa-routes.json), in their order, and a few more shapes. */
const APP_PATTERNS = [
  '/', '/login', '/dashboard', '/dashboard/sorteio', '/dashboard/sorteio/new', '/dashboard/sorteio/:id', '/dashboard/sorteio/bkp',
  '/dashboard/sorteio/:id/inscritos', '/panel/pages', '/panel/pages/new', '/panel/pages/*', '/insights/sorteio/:id',
  '/sorteio/:id', '/sorteio/:id/participar', '/sorteio/:id/lista', '/:username/:sorteioId', '/:username/:sorteioId/participar',
  '/sorteio/:id/live', '/explorar', '/pages/*', '/boss/pages', '/boss/pages/*', '/precos', '/:username', '/:username/seguidores',
  '/:username/seguindo', '/erro', '/stats/:period?', '/docs/:lang?/intro', '/a/*',
];
const RANKED_PATHS = [
  '/', '/login', '/LOGIN/', '/explorar', '/Explorar', '/maria', '/maria/', '/dashboard', '/dashboard/sorteio/bkp', '/dashboard/sorteio/abc',
  '/dashboard/sorteio/abc/inscritos', '/dashboard/x', '/panel/pages/new', '/panel/pages/sobre', '/panel/pages', '/sorteio/abc',
  '/sorteio/abc/participar', '/sorteio/abc/live', '/sorteio/abc/lista/x', '/maria/abc', '/maria/seguidores', '/maria/seguindo',
  '/maria/abc/participar', '/explorar/abc', '/pages', '/pages/x/y', '/boss/pages', '/boss/pages/x', '/precos/x', '/stats',
  '/stats/30d', '/docs/intro', '/docs/pt/intro', '/a', '/a/b', '/a/b/c/d', '/erro', '/x/y/z/w',
];

describe('the screen that wins a path, ranked as react-router ranks them', () => {
  const routes = new SpaRoutePatterns(APP_PATTERNS);
  const router = APP_PATTERNS.map((path) => ({ path }));

  it.each(RANKED_PATHS)('%s goes to the screen react-router renders', (path) => {
    const expected = matchRoutes(router, path)?.at(-1)?.route.path ?? null;

    expect(routes.best(path)).toBe(expected);
  });

  it('puts a static segment before a dynamic one, and a longer static path before a splat', () => {
    expect(routes.best('/explorar')).toBe('/explorar');
    expect(routes.best('/maria')).toBe('/:username');
    expect(routes.best('/maria/seguidores')).toBe('/:username/seguidores');
    expect(routes.best('/maria/outra-coisa')).toBe('/:username/:sorteioId');
    expect(routes.best('/panel/pages/new')).toBe('/panel/pages/new');
    expect(routes.best('/panel/pages/sobre')).toBe('/panel/pages/*');
    expect(routes.best('/x/y/z/w')).toBeNull();
  });

  it('lets the earlier of two equal screens win, as react-router tries siblings in order', () => {
    const twins = new SpaRoutePatterns(['/:a', '/:b']);

    expect(twins.best('/x')).toBe('/:a');
  });
});
