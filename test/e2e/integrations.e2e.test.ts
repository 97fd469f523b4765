import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { postJson, registerProCreator, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';
import { verify, WebhookReceiver } from '../support/webhook-receiver';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/**
 * Issue 14 in Chromium: a Pro creator adds a webhook on /dashboard/integracoes, copies the
 * secret shown once, and a new entry reaches a real local receiver signed with that secret;
 * the page's delivery log then says it was delivered.
 */
describe('a webhook made in the browser delivers an entry, signed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-integrations-'));
  let server: ServerProcess;
  let browser: Browser;
  let receiver: WebhookReceiver;
  const creator = { email: 'luana@exemplo.com.br', password: 'segredo123', accessToken: '' };
  const admin = { email: 'admin@exemplo.com.br', password: 'segredo123', accessToken: '' };

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    // Plain http to a loopback receiver, as a test stand-in for a creator's https endpoint.
    server = await startBuiltServer({ DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' });
    browser = await launchChromium();
    receiver = await new WebhookReceiver().start();
    await registerProCreator(server, dataDir, creator, admin, 'Teste de integrações');
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await receiver?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds the endpoint, shows its secret once, delivers a new entry and logs it as delivered', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR' });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signInThroughForm(page, creator);
    await page.goto('/dashboard/integracoes');
    await page.getByRole('heading', { level: 1, name: 'Integrações' }).waitFor();

    await page.getByRole('button', { name: 'Adicionar webhook' }).click();
    await page.getByLabel('Endereço (URL)').fill(receiver.url('/sorteios'));
    await page.getByRole('checkbox', { name: /Nova inscrição/ }).check();
    await page.getByRole('button', { name: 'Cadastrar webhook' }).click();
    const secret = await page.getByRole('textbox', { name: 'Segredo de assinatura' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Já copiei' }).click();
    await expect(page.getByRole('textbox', { name: 'Segredo de assinatura' }).count()).resolves.toBe(0);

    const g = await postJson(
      server.url,
      '/api/giveaways',
      { titulo: 'Kit de pincéis', descricao: 'Concorra!', premios: ['Kit de pincéis'], dataSorteio: new Date(Date.now() + 5 * 86_400_000).toISOString(), numeroVencedores: 1, exigirEmailConfirmado: false },
      creator.accessToken,
    );
    await postJson(server.url, `/api/giveaways/${String(g.id)}/publish`, {}, creator.accessToken);
    await postJson(server.url, `/api/giveaways/${String(g.id)}/entries`, { respostas: { nome: 'Pessoa', email: admin.email }, aceiteRegulamento: true }, admin.accessToken);

    const [hook] = await receiver.waitFor(1);
    expect(hook.body.type).toBe('entry.submitted');
    expect(() => verify(secret, hook)).not.toThrow();

    // The success is recorded within 50 ms and then projected; the open log refreshes itself while a delivery is pending.
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Ver entregas' }).click();
    const log = page.getByRole('region', { name: /^Entregas para/ });
    await log.getByRole('listitem').filter({ hasText: 'Nova inscrição' }).filter({ hasText: 'Entregue' }).first().waitFor({ timeout: 15_000 });
    await context.close();
  });
});
