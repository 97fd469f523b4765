import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { postJson, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/**
 * Issue 4 in the browser (the live view is not built yet): the creator closes the entries and
 * draws; a participant opens /verificar and every check of the receipt passes in Chromium.
 */
describe('a verifiable draw, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-draw-'));
  let server: ServerProcess;
  let browser: Browser;
  let giveawayId = '';
  const people: Array<{ accessToken: string; email: string; password: string }> = [];

  const api = (path: string, body: unknown, token?: string) => postJson(server.url, path, body, token);

  const signIn = signInThroughForm;

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    for (const name of ['criadora', 'ana', 'bruno', 'carla']) {
      const person = { email: `${name}@exemplo.com.br`, password: 'segredo123' };
      const res = await api('/api/auth/register', { ...person, username: name, nome: name });
      people.push({ ...person, accessToken: String(res.accessToken) });
    }
    const [creator, ...participants] = people;
    const g = await api(
      '/api/giveaways',
      { titulo: 'Kit de livros', descricao: '', premios: ['Kit de livros'], dataSorteio: new Date(Date.now() + 86_400_000).toISOString(), numeroVencedores: 1, exigirEmailConfirmado: false },
      creator.accessToken,
    );
    giveawayId = String(g.id);
    await api(`/api/giveaways/${giveawayId}/publish`, {}, creator.accessToken);
    for (const p of participants) {
      await api(`/api/giveaways/${giveawayId}/entries`, { respostas: { nome: p.email.split('@')[0], email: p.email }, aceiteRegulamento: true }, p.accessToken);
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the creator closes the entries and draws one winner and one alternate', async () => {
    const page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(10_000);
    await signIn(page, people[0]);
    await page.goto(`/dashboard/sorteio/${giveawayId}`);
    await page.getByRole('button', { name: 'Encerrar inscrições' }).click();
    await page.getByRole('button', { name: 'Sim, encerrar as inscrições' }).click();
    await page.getByText('Inscrições encerradas.').waitFor();
    await page.getByLabel('Número de suplentes').fill('1');
    await page.getByRole('button', { name: 'Sortear agora' }).click();
    await page.getByRole('button', { name: 'Sim, sortear agora' }).click();
    await page.getByRole('heading', { name: 'Resultado do sorteio' }).waitFor();
    await page.getByRole('link', { name: 'Verificar o sorteio' }).waitFor();
    await page.close();
  });

  it('a participant verifies the draw in the browser: every check passes', async () => {
    const page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(15_000);
    await signIn(page, people[1]);
    await page.goto(`/sorteio/${giveawayId}`);
    await page.getByRole('link', { name: 'Verificar o sorteio' }).click();
    await page.waitForURL(`**/sorteio/${giveawayId}/verificar`);
    await page.getByText('Sorteio verificado: todas as verificações passaram.').waitFor();
    expect(await page.getByText('não confere').count()).toBe(0);
    await page.close();
  });
});
