import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { registerProCreator, signInThroughForm } from '../support/e2e';
import { FakeGraphApi } from '../support/fake-graph-api';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/**
 * Issue 15 in Chromium: a Pro creator clicks "Conectar Instagram" on /dashboard/integracoes,
 * goes through (the fake) Instagram's authorization page, lands on /instagram-callback, sees
 * "@username conectado", and back on Integrações sees the account's posts with their comment
 * counts. The server logs at debug level all along, and no token shows in them.
 */
describe('connecting Instagram in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-instagram-'));
  let server: ServerProcess;
  let browser: Browser;
  let fake: FakeGraphApi;
  /** The address the browser uses: PUBLIC_URL's host (localhost), so Instagram's return lands in the same origin as the session. */
  let site: string;
  const creator = { email: 'marina@exemplo.com.br', password: 'segredo123', accessToken: '' };
  const admin = { email: 'admin@exemplo.com.br', password: 'segredo123', accessToken: '' };

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    fake = await new FakeGraphApi().start();
    const shop = fake.account('atelie.da.marina');
    fake.seedMedia(shop, { caption: 'Sorteio de aniversário: comente e marque 2 amigos!', comments: 1234 });
    fake.seedMedia(shop, { caption: 'Bastidores do ateliê', comments: 1 });
    server = await startBuiltServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...fake.env() });
    site = server.url.replace('127.0.0.1', 'localhost');
    browser = await launchChromium();
    await registerProCreator(server, dataDir, creator, admin, 'Teste do Instagram');
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('connects through Instagram’s authorization page and lists the account’s posts with their comment counts', async () => {
    const context = await browser.newContext({ baseURL: site, locale: 'pt-BR' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInThroughForm(page, creator);
    await page.goto('/dashboard/integracoes');
    const instagram = page.getByRole('region', { name: 'Instagram' });
    await instagram.getByRole('button', { name: 'Conectar Instagram' }).click();

    await page.waitForURL('**/instagram-callback**');
    await page.getByText('@atelie.da.marina conectado').waitFor();
    expect(fake.lastAuthorization).toMatchObject({ redirect_uri: `${site}/instagram-callback`, scope: 'instagram_business_basic,instagram_business_manage_comments' });
    // The code and the state are dropped from the address once used.
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('link', { name: 'Voltar para Integrações' }).click();
    await instagram.getByText('@atelie.da.marina conectado').waitFor();
    const posts = instagram.getByRole('list', { name: 'Posts recentes do Instagram' });
    await posts.waitFor();
    const items = posts.getByRole('listitem');
    await expect(items.count()).resolves.toBe(2);
    await expect(items.nth(0).innerText()).resolves.toContain('Bastidores do ateliê');
    await expect(items.nth(0).innerText()).resolves.toContain('1 comentário');
    await expect(items.nth(1).innerText()).resolves.toContain('Sorteio de aniversário');
    await expect(items.nth(1).innerText()).resolves.toContain('1.234 comentários');

    const tokens = fake.issuedTokens();
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    // The request lines are there (the callback's too), the tokens are not.
    expect(server.output()).toContain('/api/instagram/callback');
    for (const token of tokens) expect(server.output()).not.toContain(token);
    await context.close();
  });
});
