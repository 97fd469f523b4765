import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { postJson, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';
import { describeWithStripeMock } from '../support/stripe-mock';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/**
 * Issue 12 as a free creator lives it in Chromium: the 4th active giveaway is refused with
 * the server's message and a way to the plans; on /precos, "Assinar o Pro" sends them to the
 * payment provider's checkout (stripe-mock answers for Stripe; the checkout page itself, on
 * Stripe's domain, is answered by the test).
 */
describeWithStripeMock('a free creator reaches a plan limit and goes to checkout, in the browser', (stripeMockUrl) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-plans-'));
  let server: ServerProcess;
  let browser: Browser;
  const creator = { email: 'gabi@exemplo.com.br', password: 'segredo123', accessToken: '' };
  let draftId = '';

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_e2e', STRIPE_API_BASE: stripeMockUrl });
    browser = await launchChromium();
    const api = (path: string, body: unknown) => postJson(server.url, path, body, creator.accessToken);
    const registered = await postJson(server.url, '/api/auth/register', { email: creator.email, password: creator.password, username: 'gabi', nome: 'Gabi' });
    creator.accessToken = String(registered.accessToken);
    const giveaway = (titulo: string) =>
      api('/api/giveaways', { titulo, descricao: 'Concorra!', premios: [titulo], dataSorteio: new Date(Date.now() + 5 * 86_400_000).toISOString(), numeroVencedores: 1 });
    for (const titulo of ['Caneca', 'Camiseta', 'Boné']) await api(`/api/giveaways/${String((await giveaway(titulo)).id)}/publish`, {});
    draftId = String((await giveaway('Mochila')).id);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the refusal with a link to the plans, and sends "Assinar o Pro" to the checkout', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR' });
    // The checkout page is Stripe's: the browser must get there, not load it (no internet here).
    const checkouts: string[] = [];
    await context.route(/^https:\/\/checkout\.stripe\.com\//, async (route) => {
      checkouts.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<h1>Checkout</h1>' });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signInThroughForm(page, creator);

    await page.goto(`/dashboard/sorteio/${draftId}`);
    await page.getByRole('button', { name: 'Publicar' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'O plano Grátis permite até 3 sorteios ativos ao mesmo tempo' });
    await refusal.waitFor();
    await refusal.getByRole('link', { name: 'Ver planos' }).click();
    await page.waitForURL('**/precos');

    await page.getByRole('button', { name: 'Anual' }).click();
    await page.getByRole('button', { name: 'Assinar o Pro' }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);
    expect(checkouts).toHaveLength(1);
    await context.close();
  });
});
