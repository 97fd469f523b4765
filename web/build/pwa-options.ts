import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { BRAND_COLOUR, ICONS } from './app-icons';

/** The page a navigation gets from the service worker when the network does not answer. */
export const OFFLINE_PAGE = 'offline.html';

/**
 * What the service worker precaches: the shell, i.e. what index.html loads (entry script,
 * its preloaded chunks, the CSS), the offline page and the icons. Screens' chunks are left to
 * the browser's HTTP cache (a year, immutable): precaching every screen would download the
 * whole app on a first visit.
 */
function onlyTheShell(outDir: string) {
  return async <E extends { url: string }>(entries: E[]) => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const loaded = new Set([...html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)].map((m) => m[1]));
    const extra = new Set<string>([OFFLINE_PAGE, 'favicon.svg', ICONS.any192, ICONS.any512, ICONS.maskable512]);
    return { manifest: entries.filter((e) => loaded.has(e.url) || extra.has(e.url)), warnings: [] };
  };
}

/**
 * vite-plugin-pwa (Workbox generateSW): /manifest.webmanifest and /sw.js. Navigations go to
 * the network, so a page's HTML (its 404 status, its Open Graph tags, a new build's asset
 * names) is always the server's; without a network they get the pt-BR offline page. /api,
 * /uploads and /builds are never routed through the worker's caches. The registration is the
 * SPA's own (web/src/app/pwa): checks every 5 minutes and hourly, and a guarded reload.
 */
export function pwaOptions(outDir: string): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Sorteios',
      short_name: 'Sorteios',
      description: 'Crie, participe e confira sorteios verificáveis: cada inscrição e cada sorteio ficam registrados para qualquer pessoa conferir.',
      lang: 'pt-BR',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: BRAND_COLOUR,
      background_color: '#f6f7f9',
      categories: ['entertainment', 'social'],
      icons: [
        { src: `/${ICONS.any192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `/${ICONS.any512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: `/${ICONS.maskable512}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      globIgnores: ['sw.js', 'builds/**'],
      manifestTransforms: [onlyTheShell(outDir)],
      inlineWorkboxRuntime: true,
      // The new worker takes over at once; the page then reloads once (web/src/app/pwa).
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      navigateFallback: null,
      runtimeCaching: [
        {
          // Serialised into sw.js: it must stand alone.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|uploads|builds)(\/|$)/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
        },
      ],
    },
  };
}
