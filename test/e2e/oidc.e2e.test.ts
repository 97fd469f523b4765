import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { LocalOidcProvider, startOidcProvider } from '../support/oidc-provider';
import { freePort, startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/**
 * "Entrar com Google" in Chromium against the built server, with a real OpenID Connect provider
 * run locally standing in for Google: the person clicks the button on /login, signs in on the
 * provider's page and lands on /dashboard signed in, their Google account listed.
 */
describe('sign-in with Google in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-oidc-'));
  let provider: LocalOidcProvider;
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    // The provider must know the app's callback, and the app the provider's issuer: the port is picked first.
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider({ redirectUris: [`${publicUrl}/api/auth/oidc/google/callback`] });
    server = await startBuiltServer({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: publicUrl, ...provider.env('google') });
    browser = await launchChromium();
    page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(10_000);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs in with "Entrar com Google" from /login and lands on the panel signed in', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Entrar com Google' }).click();

    // The provider's own sign-in page.
    await page.waitForURL(`${provider.issuer}/interaction/**`);
    await page.getByLabel('E-mail da conta').fill('marina.costa@gmail.example');
    await page.getByLabel('Nome', { exact: true }).fill('Marina');
    await page.getByLabel('Sobrenome').fill('Costa');
    await page.getByLabel('E-mail verificado').check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Olá, Marina!' }).waitFor();
    await page.locator('dl').getByText('marina.costa@gmail.example', { exact: true }).waitFor();
    const methods = page.getByRole('region', { name: 'Formas de entrar' });
    await methods.getByRole('listitem').filter({ hasText: 'Google' }).getByText('marina.costa@gmail.example').waitFor();
    await methods.getByText(/ainda não tem senha/).waitFor();
  });

  it('keeps the session across a reload through the refresh cookie', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Olá, Marina!' }).waitFor();
  });

  it('signs out, and explains in pt-BR a sign-in the API sent back refused', async () => {
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/login**');
    await page.goto('/login?erro=INVALID_OAUTH_STATE');
    await page.getByRole('alert').getByText('Este pedido de login expirou ou já foi usado. Comece de novo.').waitFor();
  });
});
