import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { solve } from '../support/challenge';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/**
 * Issue 11 in Chromium: with every sign-up and entry under a "burst" (thresholds 0), the SPA
 * solves the proof of work by itself (a Web Worker, Web Crypto) and the person never sees it;
 * and a disposable e-mail is refused at sign-up in pt-BR. (A giveaway that requires a confirmed
 * e-mail is walked through in giveaways.e2e.test.ts.)
 */
describe('fraud controls in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-fraud-'));
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    // 0: every sign-up and every entry asks for a solved challenge. A small difficulty keeps it quick.
    server = await startBuiltServer({ DATA_DIR: dataDir, CHALLENGE_SIGNUPS_PER_IP: '0', CHALLENGE_ENTRIES_PER_IP: '0', CHALLENGE_MAX_NUMBER: '20000' });
    browser = await launchChromium();
    page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(15_000);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs up through the form with the challenge solved invisibly', async () => {
    const challenged: number[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/api/auth/register')) challenged.push(res.status());
    });
    await page.goto('/register');
    await page.getByLabel('Nome', { exact: true }).fill('Caio');
    await page.getByLabel('Sobrenome').fill('Reis');
    await page.getByLabel('Nome de usuário').fill('caio.reis');
    await page.getByLabel('E-mail').fill('caio.reis@exemplo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('segredo123');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL('**/dashboard');
    expect(challenged).toEqual([428, 201]); // asked, solved, sent again
  });

  it('refuses a disposable e-mail at sign-up, in pt-BR', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR' });
    const other = await context.newPage();
    await other.goto('/register');
    await other.getByLabel('Nome', { exact: true }).fill('Temp');
    await other.getByLabel('Sobrenome').fill('Oraria');
    await other.getByLabel('Nome de usuário').fill('temporario');
    await other.getByLabel('E-mail').fill('alguem@mailinator.com');
    await other.getByLabel('Senha', { exact: true }).fill('segredo123');
    await other.getByRole('button', { name: 'Criar conta' }).click();
    await other.getByText('Use um e-mail permanente; endereços temporários não são aceitos.').waitFor();
    await context.close();
  });

  it('enters a giveaway with the challenge solved invisibly', async () => {
    const creator = await api('/api/auth/register', { email: 'criadora@exemplo.com.br', password: 'segredo123', username: 'criadora', nome: 'Criadora' });
    const token = String(creator.accessToken);
    const body = { titulo: 'Sorteio com desafio', descricao: '', premios: ['Prêmio'], dataSorteio: new Date(Date.now() + 86_400_000).toISOString(), numeroVencedores: 1, exigirEmailConfirmado: false };
    const giveaway = await api('/api/giveaways', body, token);
    await api(`/api/giveaways/${giveaway.id}/publish`, {}, token);
    const answers: number[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith(`/api/giveaways/${giveaway.id}/entries`) && res.request().method() === 'POST') answers.push(res.status());
    });

    await page.goto(`/sorteio/${giveaway.id}/participar`); // signed in since the sign-up above
    await page.getByLabel('Li e aceito o regulamento').check();
    await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await page.getByRole('heading', { name: 'Inscrição confirmada!' }).waitFor();
    expect(answers).toEqual([428, 201]);
  });

  /** A POST through the API with a challenge solved in Node, as the SPA solves it: for setting up the scene. */
  async function api(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
    const challenge = await (await fetch(`${server.url}/api/challenge`)).json();
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-altcha': await solve(challenge), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  }
});
