import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, launchChromiumWithProfile } from '../support/browser';
import { postJson } from '../support/e2e';
import { freePort, startBuiltServerFrom, type ServerProcess } from '../support/server-process';

const ROOT = join(__dirname, '..', '..');

/**
 * The app shell in Chromium (docs/app-shell.md): the service worker registers and controls the
 * page, the manifest makes the app installable, the install banner, the offline page when the
 * server is gone, and updates (a new build id offered; a new worker reloading the page once).
 * It runs the built server from its own copy of dist/, whose files it rewrites as a deploy would.
 */
describe('the app shell in the browser (PWA)', () => {
  const sandbox = mkdtempSync(join(tmpdir(), 'sorteios-e2e-pwa-'));
  const dist = join(sandbox, 'dist');
  const web = join(dist, 'web');
  const dataDir = join(sandbox, 'data');
  let port: number;
  let server: ServerProcess | undefined;
  let context: BrowserContext;
  let page: Page;

  const start = async () => (server = await startBuiltServerFrom(dist, { DATA_DIR: dataDir, PORT: String(port) }));
  const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist', 'server.js')) || !existsSync(join(ROOT, 'dist', 'web', 'sw.js'))) {
      throw new Error('Build ausente: rode `npm run build` antes dos testes de ponta a ponta.');
    }
    cpSync(join(ROOT, 'dist'), dist, { recursive: true, filter: (src) => !src.endsWith('.v8-cache') });
    // The copy finds its packages where the project's bundle does.
    symlinkSync(join(ROOT, 'node_modules'), join(sandbox, 'node_modules'));
    // One fixed port: a service worker belongs to its origin, and the server comes back on it.
    port = await freePort();
    await start();
    // A profile on disk: Chromium offers no installation in an incognito context.
    context = await launchChromiumWithProfile(join(sandbox, 'profile'), { baseURL: server!.url, locale: 'pt-BR' });
    page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(15_000);
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await server?.stop();
    rmSync(sandbox, { recursive: true, force: true });
  });

  it('registers the service worker, which takes control of the page', async () => {
    await page.goto('/');
    await controlled();

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toBe(`${server!.url}/`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server!.url}/sw.js`);
  });

  it('is installable: Chromium reads the manifest (pt-BR, standalone, icons) and finds nothing missing', async () => {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string };

    expect(installabilityErrors).toEqual([]);
    expect(url).toBe(`${server!.url}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    expect(JSON.parse(data)).toMatchObject({ lang: 'pt-BR', display: 'standalone', start_url: '/' });
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png', '/favicon.ico']) {
      expect(await page.evaluate(async (path) => (await fetch(path)).status, icon)).toBe(200);
    }
  });

  it('offers installation when the browser does, and once closed does not offer it again', async () => {
    const offer = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(event);
      });
    await page.goto('/explorar');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    await offer();
    const banner = page.getByRole('region', { name: 'Instale o Sorteios' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Fechar' }).click();
    await banner.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await offer();
    await page.waitForTimeout(300);
    expect(await banner.count()).toBe(0);
  });

  it('offers "Nova versão disponível — Atualizar" once another build is deployed, and Atualizar loads it', async () => {
    await page.goto('/');
    await controlled();
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    writeFileSync(join(web, 'builds', 'latest.json'), JSON.stringify({ id: 'e2e-uma-versao-nova' }));
    for (const copy of ['.br', '.gz']) rmSync(join(web, 'builds', `latest.json${copy}`), { force: true });

    // The page asks every 5 minutes and whenever it comes back into view.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const notice = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Atualizar' }).click();

    await page.waitForFunction(() => !('beforeUpdate' in window));
  });

  it('reloads the page once when a new service worker takes over', async () => {
    await page.goto('/explorar');
    await controlled();
    await page.evaluate(() => Object.assign(window, { beforeNewWorker: true }));
    let loads = 0;
    page.on('load', () => (loads += 1));
    // A deploy with a new worker: other bytes at /sw.js.
    const swPath = join(web, 'sw.js');
    writeFileSync(swPath, `${readFileSync(swPath, 'utf8')}\n// e2e: um novo service worker\n`);
    for (const copy of ['.br', '.gz']) unlinkSync(`${swPath}${copy}`);

    // What the 5-minute check does.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    await page.waitForFunction(() => !('beforeNewWorker' in window), undefined, { timeout: 20_000 });
    await page.waitForTimeout(2_000);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('sorteios.pwa.reloadedAt'))).toMatch(/^\d+$/);
  });

  it('shows the pt-BR offline page for a navigation when the server is gone, and the app again once it is back', async () => {
    await page.goto('/');
    await controlled();
    await server!.stop();
    server = undefined;

    await page.goto('/explorar');
    await page.getByRole('heading', { name: 'Você está sem conexão' }).waitFor();
    expect(await page.title()).toBe('Sem conexão — Sorteios');

    await start();
    await page.getByRole('link', { name: 'Tentar novamente' }).click();
    await page.waitForFunction(() => document.title !== 'Sem conexão — Sorteios');
    expect(page.url()).toBe(`${server!.url}/explorar`);
  });
});

describe('the built SPA over HTTP', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-web-'));
  let server: ServerProcess;
  const builtFile = (path: string) => readFileSync(join(ROOT, 'dist', 'web', path), 'utf8');

  /** A new creator's giveaway, published through the API. */
  async function publishGiveaway(username: string, titulo: string): Promise<{ id: string }> {
    const person = { email: `${username}${Date.now()}@exemplo.com.br`, password: 'segredo123', username: `${username}${Date.now()}`, nome: 'Criadora' };
    const { accessToken } = (await postJson(server.url, '/api/auth/register', person)) as { accessToken: string };
    const giveaway = await postJson(
      server.url,
      '/api/giveaways',
      { titulo, descricao: 'Concorra.', premios: ['Prêmio'], dataSorteio: new Date(Date.now() + 7 * 86_400_000).toISOString(), numeroVencedores: 1, regulamento: 'Um por pessoa.', exigirEmailConfirmado: false, camposFormulario: [] },
      accessToken,
    );
    const id = String(giveaway.id);
    await postJson(server.url, `/api/giveaways/${id}/publish`, {}, accessToken);
    return { id };
  }

  beforeAll(async () => {
    const { startBuiltServer } = await import('../support/server-process');
    server = await startBuiltServer({ DATA_DIR: dataDir });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the router’s own paths for the server, without the catch-all', () => {
    const routes = JSON.parse(builtFile('.spa-routes.json')) as string[];

    expect(routes).toEqual(expect.arrayContaining(['/', '/explorar', '/sorteio/:id', '/sorteio/:id/verificar', '/:username', '/pages/*']));
    expect(routes).not.toContain('/*');
  });

  it('publishes the build id and its meta (time, commit)', () => {
    const { id } = JSON.parse(builtFile('builds/latest.json')) as { id: string };
    const meta = JSON.parse(builtFile(`builds/meta/${id}.json`)) as { id: string; time: string; commit?: string };

    expect(meta.id).toBe(id);
    expect(Date.parse(meta.time)).not.toBeNaN();
    expect(builtFile('index.html')).toMatch(/<script type="module"[^>]* src="\/assets\/index-[^"]+\.js">/);
  });

  it('sends the entry script brotli-compressed, immutable for a year', async () => {
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(builtFile('index.html'))![1];
    const res = await fetch(`${server.url}${entry}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it('answers 404 with the page for a path no screen matches, 200 for one that exists', async () => {
    const unknown = await fetch(`${server.url}/isto/nao/existe`);
    const known = await fetch(`${server.url}/explorar`);

    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
    expect(known.status).toBe(200);
  });

  it('puts the giveaway’s title in the page head, replacing the app’s, for a shared link', async () => {
    const giveaway = await publishGiveaway('og', 'Uma bicicleta & um capacete');

    const html = await (await fetch(`${server.url}/sorteio/${giveaway.id}`)).text();

    expect(html).toContain('<title>Uma bicicleta &amp; um capacete — Sorteios</title>');
    expect(html).toContain('<meta property="og:title" content="Uma bicicleta &amp; um capacete — Sorteios" />');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('on a first visit, fetches each screen’s chunk and its first API answers beside the app’s code, once each, and uses them', async () => {
    const giveaway = await publishGiveaway('pre', 'Uma cafeteira');
    const listed = JSON.parse(builtFile('.spa-route-preloads.json')) as Record<string, { api: string[] }>;
    const screens = [
      { path: `/sorteio/${giveaway.id}`, chunk: /^\/assets\/giveaway\.page-[^/]+\.js$/, api: [`/api/giveaways/${giveaway.id}`] },
      { path: '/', chunk: /^\/assets\/landing\.page-[^/]+\.js$/, api: listed['/'].api },
      { path: '/explorar', chunk: /^\/assets\/explore\.page-[^/]+\.js$/, api: listed['/explorar'].api },
    ];
    expect(screens.every((screen) => screen.api.length > 0)).toBe(true);
    const browser = await launchChromium();
    try {
      for (const screen of screens) {
        const page = await browser.newPage();
        const asked: string[] = [];
        page.on('request', (req) => asked.push(`${req.method()} ${req.url().slice(server.url.length)}`));

        await page.goto(`${server.url}${screen.path}`);
        // Each of the three screens shows the open giveaway once its answers are in.
        await page.getByText('Uma cafeteira').first().waitFor();
        await page.waitForLoadState('networkidle');

        expect([screen.path, asked.filter((request) => screen.chunk.test(request.replace(/^GET /, '')))]).toEqual([screen.path, [expect.any(String)]]);
        // The screen's first questions are exactly the preloaded ones, each asked once: a
        // question the screen changed without first-visit-requests.ts would show up twice over.
        expect([screen.path, asked.filter((request) => request.startsWith('GET /api/'))]).toEqual([screen.path, screen.api.map((api) => `GET ${api}`)]);
        for (const api of screen.api) {
          // The one download is the page's preload (a <link>), which the screen's fetch reused.
          const initiators = await page.evaluate((url) => performance.getEntriesByName(url).map((entry) => (entry as PerformanceResourceTiming).initiatorType), `${server.url}${api}`);
          expect([api, initiators]).toEqual([api, ['link']]);
        }
        await page.close();
      }
    } finally {
      await browser.close();
    }
  }, 60_000);
});
