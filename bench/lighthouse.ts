import * as chromeLauncher from 'chrome-launcher';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
// The CommonJS door of Lighthouse 12 (an ES module): this bench runs under @swc-node/register.
import lighthouse from 'lighthouse/core/index.cjs';
import { CHROMIUM, CHROMIUM_ARGS as CHROMIUM_FLAGS } from '../test/support/browser';
import { startBuiltServer } from '../test/support/server-process';
import { buildShowcaseScene } from '../test/support/showcase-scene';

/**
 * Lighthouse 12 in mobile mode (its default: a mid-range phone, simulated slow 4G) on the home
 * page, a giveaway's public page and /explorar of the built server, over a small real site made
 * through the API (test/support/showcase-scene.ts), in Debian's Chromium. Prints the four
 * category scores per page (issue 16's bar: performance ≥ 95, the others 100), the main
 * metrics, and the initial JavaScript of the SPA gzipped (index.html's script and its
 * modulepreloads).
 * Run: npm run build && npm run bench:lighthouse
 */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const WEB = join(__dirname, '..', 'dist', 'web');

/** The JS a first visit must download before the app runs: the entry script and what it preloads. */
function initialJsGzipBytes(): { files: number; raw: number; gzip: number } {
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  const paths = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) paths.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) paths.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const body = readFileSync(join(WEB, path.replace(/^\//, '')));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: paths.size, raw, gzip };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-bench-lighthouse-'));
  const server = await startBuiltServer({ DATA_DIR: dataDir });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  try {
    const scene = await buildShowcaseScene(server, dataDir);
    const pages: Array<[string, string]> = [
      ['/', '/'],
      ['/sorteio/{id}', `/sorteio/${scene.activeId}`],
      ['/explorar', '/explorar'],
    ];
    console.log(`Lighthouse ${(await import('lighthouse/package.json')).version} (mobile), ${CHROMIUM}`);
    for (const [label, path] of pages) {
      const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse não respondeu para ${path}`);
      const { categories, audits } = result.lhr;
      const scores = CATEGORIES.map((c) => `${c} ${Math.round((categories[c]?.score ?? 0) * 100)}`).join(', ');
      const metric = (id: string) => audits[id]?.displayValue ?? '?';
      console.log(`${label}: ${scores}`);
      console.log(`  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`);
      for (const c of CATEGORIES) {
        const failing = (categories[c]?.auditRefs ?? [])
          .filter((ref: { id: string; weight: number }) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1 && audits[ref.id]?.scoreDisplayMode !== 'notApplicable')
          .map((ref: { id: string }) => ref.id);
        if (c !== 'performance' && failing.length > 0) console.log(`  ${c}, abaixo de 100 por: ${failing.join(', ')}`);
      }
    }
    const js = initialJsGzipBytes();
    console.log(`JS inicial: ${js.files} arquivos, ${kib(js.raw)} (${kib(js.gzip)} gzip)`);
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
