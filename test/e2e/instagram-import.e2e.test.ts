import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { postJson, registerProCreator, signInThroughForm } from '../support/e2e';
import { FakeGraphApi } from '../support/fake-graph-api';
import { authorizeAt } from '../support/instagram';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');
const COMMENTS = 25_000;

/**
 * Issue 15 in Chromium: a Pro creator with a connected Instagram account imports a post with
 * 25,000 comments into a giveaway from its page, follows the progress bar to the end, closes the
 * entries and draws among them; the draw's receipt verifies in the browser.
 */
describe('importing 25,000 Instagram comments and drawing among them, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-instagram-import-'));
  let server: ServerProcess;
  let browser: Browser;
  let fake: FakeGraphApi;
  let giveawayId = '';
  const creator = { email: 'renata@exemplo.com.br', password: 'segredo123', accessToken: '' };
  const admin = { email: 'admin@exemplo.com.br', password: 'segredo123', accessToken: '' };

  const authed = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${creator.accessToken}`, 'content-type': 'application/json', ...init.headers } });

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    fake = await new FakeGraphApi().start();
    const shop = fake.account('loja.da.renata');
    fake.seedMedia(shop, { caption: 'Sorteio de 25 mil: comente para participar!', comments: COMMENTS });
    server = await startBuiltServer({ DATA_DIR: dataDir, ...fake.env() });
    browser = await launchChromium();
    await registerProCreator(server, dataDir, creator, admin, 'Teste da importação do Instagram');
    // The connection itself is instagram-connect.e2e.test.ts's: here it is made through the API.
    fake.authorizeAs(shop);
    const { url } = (await (await authed('/api/instagram/connect', { method: 'POST' })).json()) as { url: string };
    const back = await authorizeAt(url);
    const connected = await authed('/api/instagram/callback', { method: 'POST', body: JSON.stringify({ code: back.code, state: back.state }) });
    if (!connected.ok) throw new Error(`conexão do Instagram: ${connected.status} ${await connected.text()}`);
    const g = await postJson(
      server.url,
      '/api/giveaways',
      { titulo: 'Sorteio dos 25 mil comentários', descricao: '', premios: ['Vale-compras'], dataSorteio: new Date(Date.now() + 86_400_000).toISOString(), numeroVencedores: 3, exigirEmailConfirmado: false },
      creator.accessToken,
    );
    giveawayId = String(g.id);
    await postJson(server.url, `/api/giveaways/${giveawayId}/publish`, {}, creator.accessToken);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports every comment of the post, following the progress bar to the result', async () => {
    const page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(15_000);
    await signInThroughForm(page, creator);
    await page.goto(`/dashboard/sorteio/${giveawayId}`);
    await page.getByText('Conta conectada: @loja.da.renata').waitFor();
    await page.getByRole('button', { name: 'Importar comentários do Instagram' }).click();
    await page.getByRole('radio', { name: /Sorteio de 25 mil/ }).check();
    await page.getByLabel('Marcações mínimas (@amigos)').fill('0');
    const started = Date.now();
    await page.getByRole('button', { name: 'Importar comentários', exact: true }).click();

    const bar = page.getByRole('progressbar', { name: 'Progresso da importação' });
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuemax')).toBe(String(COMMENTS));
    // The bar moves while the job pages through the comments.
    await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) > 0, undefined, { timeout: 60_000 });
    await page.getByText('Importação concluída: 25.000 inscrições importadas, 0 comentários ignorados.').waitFor({ timeout: 240_000 });
    console.log(`25.000 comentários importados em ${((Date.now() - started) / 1000).toFixed(1)} s (navegador, servidor compilado)`);
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(COMMENTS));
    await page.reload();
    const count = page.getByText('Inscritos', { exact: true }).locator('xpath=following-sibling::*[1]');
    await count.waitFor();
    expect(await count.textContent()).toBe('25.000');
    await page.close();
  }, 300_000);

  it('closes the entries and draws among the comments; the receipt verifies in the browser', async () => {
    const page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(60_000);
    await signInThroughForm(page, creator);
    await page.goto(`/dashboard/sorteio/${giveawayId}`);
    await page.getByRole('button', { name: 'Encerrar inscrições' }).click();
    await page.getByRole('button', { name: 'Sim, encerrar as inscrições' }).click();
    await page.getByText('Inscrições encerradas.').waitFor();
    await page.getByLabel('Número de suplentes').fill('1');
    await page.getByRole('button', { name: 'Sortear agora' }).click();
    await page.getByRole('button', { name: 'Sim, sortear agora' }).click();
    await page.getByRole('heading', { name: 'Resultado do sorteio' }).waitFor();
    // Winners from comments are named by their @username, reached on Instagram.
    const winners = page.getByRole('list', { name: 'Vencedores' });
    expect(await winners.getByRole('listitem').count()).toBe(3);
    expect(await winners.textContent()).toMatch(/@seguidor_\d+/);

    const receipt = (await (await authed(`/api/giveaways/${giveawayId}/draw`)).json()) as { entrantCount: number };
    expect(receipt.entrantCount).toBe(COMMENTS);
    await page.getByRole('link', { name: 'Verificar o sorteio' }).click();
    await page.waitForURL(`**/sorteio/${giveawayId}/verificar`);
    await page.getByText('Sorteio verificado: todas as verificações passaram.').waitFor();
    expect(await page.getByText('não confere').count()).toBe(0);
    await page.close();
  }, 300_000);
});
