import { join } from 'node:path';

/** The folder the built SPA is served from (npm run build:web writes it); a test hands in its own. */
export const WEB_ROOT = Symbol('WEB_ROOT');

/**
 * dist/web from the project's root. This file runs from dist/src/platform/web when compiled,
 * from dist/ when bundled (dist/server.js, scripts/build-server.ts) and from src/platform/web
 * under a TS runner.
 */
export function defaultWebRoot(dir = __dirname): string {
  const compiled = join('dist', 'src', 'platform', 'web');
  const source = join('src', 'platform', 'web');
  const projectRoot = dir.endsWith(compiled) ? join(dir, '..', '..', '..', '..') : dir.endsWith(source) ? join(dir, '..', '..', '..') : join(dir, '..');
  return join(projectRoot, 'dist', 'web');
}
