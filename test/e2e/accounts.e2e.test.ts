import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { linkFromOutbox } from '../support/outbox';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/** A person uses the built SPA in Chromium: sign up, confirm the e-mail, sign out and in, reset the password. */
describe('accounts in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-'));
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(10_000);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const user = { nome: 'Beatriz', sobrenome: 'Lima', username: 'bia.lima', email: 'bia.lima@exemplo.com.br', password: 'segredo123' };

  async function waitForMail(path: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      try {
        return await linkFromOutbox(dataDir, user.email, path);
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return linkFromOutbox(dataDir, user.email, path);
  }

  it('registers through the form and lands on the dashboard signed in', async () => {
    await page.goto('/register');
    await page.getByLabel('Nome', { exact: true }).fill(user.nome);
    await page.getByLabel('Sobrenome').fill(user.sobrenome);
    await page.getByLabel('Nome de usuário').fill(user.username);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(user.email).waitFor();
  });

  it('confirms the e-mail through the link the outbox received', async () => {
    const link = await waitForMail('/verificar-email');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByText('E-mail verificado com sucesso!').waitFor();
  });

  it('signs out and signs in again with the same password', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/login**');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('E-mail ou senha incorretos.').waitFor();
    await page.getByLabel('Senha', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(user.email).waitFor();
  });

  it('keeps the session across a reload through the refresh cookie', async () => {
    await page.reload();
    await page.getByText(user.email).waitFor();
  });

  it('resets a forgotten password through /nova-senha and signs in with the new one', async () => {
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/login**');
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    const link = await waitForMail('/nova-senha');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('Senha', { exact: true }).fill('outraSenha456');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText('Senha alterada. Agora você já pode entrar com a nova senha.').waitFor();
    await page.getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL('**/login**');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill('outraSenha456');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('sends a signed-out visitor of a guarded page to sign in and back afterwards', async () => {
    const fresh = await browser.newPage({ baseURL: server.url });
    await fresh.goto('/dashboard');
    await fresh.waitForURL(/\/login\?next=(%2F|\/)dashboard$/);
    await fresh.getByLabel('E-mail').fill(user.email);
    await fresh.getByLabel('Senha', { exact: true }).fill('outraSenha456');
    await fresh.getByRole('button', { name: 'Entrar' }).click();
    await fresh.waitForURL('**/dashboard');
    await fresh.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    await page.goto('/nao-existe-isto');
    await page.getByText('Page not found: /nao-existe-isto').waitFor();
  });
});
