import { matchPath } from 'react-router-dom';
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
