import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { grantAdmin, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/**
 * Issue 6 in the browser: an admin writes a help page at ajuda/como-participar in
 * /boss/pages/new, and a visitor who is not signed in reads it at /pages/ajuda/como-participar,
 * with the script the admin pasted shown as text, never run.
 */
describe('content pages, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-pages-'));
  const admin = { email: 'admin@exemplo.com.br', password: 'segredo123', username: 'admin', nome: 'Admin' };
  let server: ServerProcess;
  let browser: Browser;

  const signIn = (page: Page) => signInThroughForm(page, admin);

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    const res = await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    if (res.status !== 201) throw new Error(`registro: ${res.status} ${await res.text()}`);
    const { accessToken } = (await res.json()) as { accessToken: string };
    await grantAdmin(server, dataDir, { email: admin.email, accessToken });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an admin creates ajuda/como-participar, with a live preview', async () => {
    const page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(15_000);
    await signIn(page);
    await page.goto('/boss/pages');
    // The pages every install starts with are there.
    await page.getByRole('link', { name: '/pages/termos-de-uso' }).waitFor();
    await page.getByRole('link', { name: 'Nova página' }).click();
    await page.waitForURL('**/boss/pages/new');

    await page.getByLabel('Endereço').fill('ajuda/como-participar');
    await page.getByLabel('Título').fill('Como participar');
    await page
      .getByLabel('Conteúdo (Markdown)')
      .fill('## Passo a passo\n\n1. Crie sua conta\n2. Inscreva-se no sorteio\n\n<script>window.invadido = true</script>\n\n<img src="x" onerror="window.invadido = true">');
    const preview = page.getByRole('region', { name: 'Pré-visualização' });
    await preview.getByRole('heading', { name: 'Passo a passo' }).waitFor();
    expect(await preview.locator('script, img').count()).toBe(0);

    await page.getByRole('button', { name: 'Criar página' }).click();
    await page.waitForURL('**/boss/pages');
    await page.getByRole('link', { name: '/pages/ajuda/como-participar' }).waitFor();
    await page.close();
  });

  it('a visitor reads it at /pages/ajuda/como-participar, and nothing in it runs', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/pages/ajuda/como-participar');
    await page.getByRole('heading', { level: 1, name: 'Como participar' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Passo a passo' }).waitFor();
    await page.getByText('Inscreva-se no sorteio').waitFor();
    await page.getByText('<script>window.invadido = true</script>').waitFor();
    expect(await page.locator('article script, article img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { invadido?: boolean }).invadido)).toBeUndefined();

    await page.goto('/pages/ajuda/nao-existe');
    await page.getByRole('heading', { name: 'Page not found: /pages/ajuda/nao-existe' }).waitFor();
    await context.close();
  });
});
