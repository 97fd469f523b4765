import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { grantAdmin, postJson, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/**
 * Issue 6 in the browser: a user reports a giveaway; an admin opens /boss, sees the report
 * pending, takes it and upholds it with suspension; the giveaway leaves /explorar, and the
 * report's trail shows both steps.
 */
describe('reports and moderation, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-moderation-'));
  let server: ServerProcess;
  let browser: Browser;
  let suspectId = '';
  const people: Record<'admin' | 'criadora' | 'rita', { email: string; password: string; accessToken: string }> = {} as never;

  const api = (path: string, body: unknown, token?: string) => postJson(server.url, path, body, token);

  async function publish(titulo: string) {
    const g = await api(
      '/api/giveaways',
      { titulo, descricao: 'Concorra!', premios: [titulo], dataSorteio: new Date(Date.now() + 3 * 86_400_000).toISOString(), numeroVencedores: 1 },
      people.criadora.accessToken,
    );
    await api(`/api/giveaways/${String(g.id)}/publish`, {}, people.criadora.accessToken);
    return String(g.id);
  }

  const signIn = signInThroughForm;

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    for (const name of ['admin', 'criadora', 'rita'] as const) {
      const person = { email: `${name}@exemplo.com.br`, password: 'segredo123' };
      const res = await api('/api/auth/register', { ...person, username: name, nome: name === 'rita' ? 'Rita' : name });
      people[name] = { ...person, accessToken: String(res.accessToken) };
    }
    await grantAdmin(server, dataDir, people.admin);
    suspectId = await publish('Sorteio suspeito de celular');
    await publish('Sorteio honesto de livros');
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a user reports the giveaway from its page', async () => {
    const page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(15_000);
    await signIn(page, people.rita);
    await page.goto(`/sorteio/${suspectId}`);
    await page.getByRole('button', { name: 'Denunciar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Denunciar sorteio' });
    await dialog.getByRole('radio', { name: 'Fraude' }).check();
    await dialog.getByLabel('Detalhes (opcional)').fill('Esse celular não existe na loja citada.');
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
    await page.getByText('Denúncia enviada. A equipe vai analisar e você receberá o resultado por e-mail.').waitFor();
    await page.close();
  });

  it('an admin sees it pending in /boss, takes it, upholds it with suspension, and the trail shows both steps', async () => {
    const page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(15_000);
    await signIn(page, people.admin);
    await page.goto('/boss');
    const pending = page.getByRole('list', { name: 'Números de agora' }).getByRole('listitem').filter({ hasText: 'Denúncias pendentes' });
    await pending.getByText('1', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Denúncias pendentes' }).click();
    await page.getByRole('link', { name: /Sorteio suspeito de celular \(denúncia de @rita \(Rita\)\)$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Denúncia: Fraude' }).waitFor();

    await page.getByLabel('Observação (opcional)').fill('Conferindo com a loja.');
    await page.getByRole('button', { name: 'Passar para em análise' }).click();
    await page.getByText('Denúncia em análise. Quando concluir, registre a decisão abaixo.').waitFor();

    await page.getByRole('radio', { name: 'Procedente', exact: true }).check();
    await page.getByLabel('Resolução').fill('A loja confirmou que o celular não existe.');
    await page.getByRole('checkbox', { name: /Suspender o sorteio/ }).check();
    await page.getByRole('button', { name: 'Registrar decisão' }).click();
    await page.getByText('Esta denúncia já foi resolvida: a decisão é definitiva.').waitFor();

    const trail = page.getByRole('region', { name: 'Histórico da denúncia' }).getByRole('listitem');
    await trail.filter({ hasText: 'Suspendeu o sorteio' }).waitFor();
    expect(await trail.locator('strong').allTextContents()).toEqual(['Denunciou o sorteio', 'Passou a denúncia para em análise', 'Resolveu a denúncia', 'Suspendeu o sorteio']);
    expect(await trail.nth(1).textContent()).toContain('por @admin');
    expect(await trail.nth(2).textContent()).toContain('Por quê: A loja confirmou que o celular não existe.');
    await page.close();
  });

  it('the suspended giveaway is gone from /explorar, and its page says it is suspended', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/explorar');
    await page.getByText('Sorteio honesto de livros').first().waitFor();
    expect(await page.getByText('Sorteio suspeito de celular').count()).toBe(0);

    await page.goto(`/sorteio/${suspectId}`);
    await page.getByRole('heading', { name: 'Sorteio suspenso' }).waitFor();
    expect(await page.getByRole('link', { name: 'Participar' }).count()).toBe(0);
    await context.close();
  });
});
