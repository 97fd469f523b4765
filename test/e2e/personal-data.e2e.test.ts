import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { postJson, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const ROOT = join(__dirname, '..', '..');
const WEB_BUILD = join(ROOT, 'dist', 'web', 'index.html');

/** Every file under DATA_DIR but the embedded mailer's outbox (outside the promise: API.md). */
function dataFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'outbox') return [];
    return statSync(path).isDirectory() ? dataFiles(path) : [path];
  });
}

/**
 * Meus dados in Chromium: a winner erases her account from /dashboard/meus-dados with her
 * password; the draw she won still verifies with the command-line verifier, and her e-mail is
 * in no file the product keeps.
 */
describe('erasing my account, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-lgpd-'));
  let server: ServerProcess;
  let browser: Browser;
  let giveawayId = '';
  const people: Array<{ accessToken: string; email: string; password: string }> = [];
  const anaEmail = `ana.quixabeira.${process.pid}@exemplo.com.br`;

  const api = (path: string, body: unknown, token?: string) => postJson(server.url, path, body, token);

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    for (const [name, email] of [['criadora', 'criadora@exemplo.com.br'], ['ana', anaEmail], ['bruno', 'bruno@exemplo.com.br']]) {
      const person = { email, password: 'segredo123' };
      const res = await api('/api/auth/register', { ...person, username: name, nome: name === 'ana' ? 'Anastácia' : name });
      people.push({ ...person, accessToken: String(res.accessToken) });
    }
    const [creator, ...participants] = people;
    const g = await api(
      '/api/giveaways',
      { titulo: 'Kit de livros', descricao: '', premios: ['Kit de livros'], dataSorteio: new Date(Date.now() + 86_400_000).toISOString(), numeroVencedores: 2, exigirEmailConfirmado: false },
      creator.accessToken,
    );
    giveawayId = String(g.id);
    await api(`/api/giveaways/${giveawayId}/publish`, {}, creator.accessToken);
    for (const p of participants) {
      await api(`/api/giveaways/${giveawayId}/entries`, { respostas: { nome: p.email.split('@')[0], email: p.email }, aceiteRegulamento: true, consentimentoContato: true }, p.accessToken);
    }
    await api(`/api/giveaways/${giveawayId}/close`, {}, creator.accessToken);
    // Both entrants win: Ana is in the receipt's winners.
    for (let i = 0; ; i++) {
      const res = await fetch(`${server.url}/api/giveaways/${giveawayId}/draw`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${creator.accessToken}` },
        body: JSON.stringify({ quantidade: 2 }),
      });
      if (res.ok) break;
      if (i >= 50) throw new Error(`sorteio: ${res.status} ${await res.text()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the winner erases her account with her password, and the receipt still verifies with the CLI', async () => {
    const ana = people[1];
    const page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(15_000);
    await signInThroughForm(page, ana);
    await page.getByRole('link', { name: 'Meus dados' }).click();
    await page.waitForURL('**/dashboard/meus-dados');
    await page.getByRole('heading', { level: 1, name: 'Meus dados' }).waitFor();
    await page.getByRole('link', { name: 'Kit de livros' }).waitFor();

    await page.getByRole('button', { name: 'Excluir minha conta…' }).click();
    await page.getByLabel('Sua senha').fill('errada123');
    await page.getByRole('checkbox', { name: 'Entendo que a exclusão é definitiva.' }).check();
    await page.getByRole('button', { name: 'Excluir minha conta definitivamente' }).click();
    await page.getByText('Senha incorreta. Nada foi excluído.').waitFor();

    await page.getByLabel('Sua senha').fill('segredo123');
    await page.getByRole('button', { name: 'Excluir minha conta definitivamente' }).click();
    await page.waitForURL('**/conta-excluida');
    await page.getByRole('heading', { level: 1, name: 'Conta excluída' }).waitFor();
    await page.close();

    const receipt = await (await fetch(`${server.url}/api/giveaways/${giveawayId}/draw`)).json();
    const file = join(dataDir, 'outbox-recibo.json');
    writeFileSync(file, JSON.stringify(receipt));
    // Checked against the giveaway's public history on the server, as sorteios-verify does by default.
    const cli = spawnSync(process.execPath, [join(ROOT, 'bin', 'sorteios-verify.js'), file, '--api', server.url], { cwd: ROOT, encoding: 'utf8' });
    expect(cli.stdout).toContain('Recibo válido');
    expect(cli.status).toBe(0);

    // The read models are rebuilt right after the erasure: then her address is in no file.
    const holding = () => dataFiles(dataDir).filter((f) => readFileSync(f).includes(anaEmail));
    for (let i = 0; holding().length > 0 && i < 100; i++) await new Promise((r) => setTimeout(r, 200));
    expect(holding()).toEqual([]);

    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: anaEmail, password: 'segredo123' }) });
    expect(login.status).toBe(401);
  }, 60_000);
});
