import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { postJson, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');
const PERSONS_BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * Issue 13 in Chromium: a visitor opens a giveaway's public page from an Instagram link;
 * within the second the view is recorded, and its creator sees it in their insights.
 */
describe('a visit to a giveaway shows in its insights, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-insights-'));
  let server: ServerProcess;
  let browser: Browser;
  const creator = { email: 'iara@exemplo.com.br', password: 'segredo123', accessToken: '' };
  let giveawayId = '';

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    const registered = await postJson(server.url, '/api/auth/register', { email: creator.email, password: creator.password, username: 'iara', nome: 'Iara' });
    creator.accessToken = String(registered.accessToken);
    const g = await postJson(
      server.url,
      '/api/giveaways',
      { titulo: 'Kit de chás', descricao: 'Concorra!', premios: ['Kit de chás'], dataSorteio: new Date(Date.now() + 5 * 86_400_000).toISOString(), numeroVencedores: 1 },
      creator.accessToken,
    );
    giveawayId = String(g.id);
    await postJson(server.url, `/api/giveaways/${giveawayId}/publish`, {}, creator.accessToken);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts the visit once, without a cookie, and shows it to the creator', async () => {
    // Headless Chromium says so in its User-Agent, and a headless browser is a bot to insights: the visitor's is a person's.
    const visitor = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', userAgent: PERSONS_BROWSER });
    const page = await visitor.newPage();
    page.setDefaultTimeout(10_000);
    const beacons: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith(`/api/giveaways/${giveawayId}/views`)) beacons.push(req.url());
    });
    await page.goto(`/sorteio/${giveawayId}?utm_source=instagram`, { referer: 'https://www.instagram.com/' });
    await page.getByRole('heading', { level: 1, name: 'Kit de chás' }).waitFor();
    await page.waitForTimeout(500);
    expect(beacons).toHaveLength(1);
    expect(await visitor.cookies()).toEqual([]);
    await visitor.close();

    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR' });
    const creatorPage = await context.newPage();
    creatorPage.setDefaultTimeout(10_000);
    await signInThroughForm(creatorPage, creator);
    // The count is recorded within a second, then projected: look until it shows.
    const views = creatorPage.getByRole('list', { name: 'Totais do período' }).getByRole('listitem').filter({ hasText: 'Visualizações' });
    for (let attempt = 0; ; attempt++) {
      await creatorPage.goto(`/insights/sorteio/${giveawayId}`);
      await views.waitFor();
      if ((await views.textContent())?.startsWith('1')) break;
      if (attempt >= 20) throw new Error(`a visita não apareceu: ${await views.textContent()}`);
      await creatorPage.waitForTimeout(500);
    }
    const visitors = creatorPage.getByRole('list', { name: 'Totais do período' }).getByRole('listitem').filter({ hasText: 'Visitantes' });
    expect(await visitors.textContent()).toMatch(/^1Visitantes/);
    await context.close();
  });
});
