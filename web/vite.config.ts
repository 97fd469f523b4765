import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './build/app-icons';
import { newBuildMeta, publishBuildIdentity } from './build/build-identity';
import { precompress } from './build/precompress';
import { pwaOptions } from './build/pwa-options';
import { publishRoutePreloads } from './build/route-preloads';
import { publishSpaRoutes } from './build/spa-routes';

// The config is run from the repository root (npm run build:web), so the SPA's own folder
// is pinned as root and the bundle lands in dist/web, where the API serves it from.
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));
// The verifier package is bundled from its TypeScript sources (ES modules, tree-shaken), not
// from the CommonJS dist that Node loads; the same entry the package's "exports" types name.
const verifiableDraw = fileURLToPath(new URL('../packages/verifiable-draw/src/index.ts', import.meta.url));
const alias = [{ find: /^@sorteios\/verifiable-draw$/, replacement: verifiableDraw }];

export default defineConfig(({ command }) => {
  // A build has an id the running SPA compares with builds/latest.json (web/src/app/pwa);
  // the dev server has none, so it neither polls nor registers the service worker.
  const build = command === 'build' ? newBuildMeta(webRoot) : null;
  return {
    root: webRoot,
    define: build ? { __BUILD_ID__: JSON.stringify(build.id) } : {},
    plugins: [
      react(),
      appIcons(fileURLToPath(new URL('./public/favicon.svg', import.meta.url))),
      ...(build ? [publishBuildIdentity(build)] : []),
      publishSpaRoutes(webRoot, fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)), alias),
      publishRoutePreloads(webRoot, fileURLToPath(new URL('./src', import.meta.url)), alias),
      VitePWA(pwaOptions(outDir)),
      precompress(),
    ],
    resolve: { alias },
    build: {
      outDir,
      emptyOutDir: true,
      // What every first visit runs comes in few files: on a phone's HTTP/1.1 (six connections)
      // each extra file of the first load costs a round trip. Left alone, the bundler splits the
      // framework and the app's session, API client and texts into seven small shared chunks
      // because lazy screens import them too; these groups keep them in two.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|use-sync-external-store)[\\/]/ },
              { name: 'index', test: /web[\\/]src[\\/](i18n[\\/]|lib[\\/](api-client|api-error|auth-session|use-session|use-page-title)\.)/ },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: { '/api': 'http://localhost:3000' },
    },
  };
});
