import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { postJson, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');
const TITULO = 'Fim de semana em São Paulo';

/**
 * Issue 5 in the browser: Ana follows Bruno from his profile, Bruno publishes a giveaway, Ana
 * sees it in her feed, saves it, finds it again in /salvos and through /pesquisar with a
 * lowercase query without accents.
 */
describe('following, feed, saved giveaways and search, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-social-'));
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let giveawayId = '';
  const people: Record<'ana' | 'bruno', { email: string; password: string; accessToken: string }> = {} as never;

  const api = (path: string, body: unknown, token?: string) => postJson(server.url, path, body, token);

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    for (const [name, nome] of [['ana', 'Ana'], ['bruno', 'Bruno Prado']] as const) {
      const person = { email: `${name}@exemplo.com.br`, password: 'segredo123' };
      const res = await api('/api/auth/register', { ...person, username: name, nome });
      people[name] = { ...person, accessToken: String(res.accessToken) };
    }
    page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    page.setDefaultTimeout(15_000);
    await signInThroughForm(page, people.ana);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('Ana follows Bruno from his profile and the button and count change', async () => {
    await page.goto('/bruno');
    await page.getByRole('heading', { level: 1, name: 'Bruno Prado' }).waitFor();
    await page.getByRole('button', { name: 'Seguir' }).click();
    await page.getByRole('button', { name: 'Seguindo' }).waitFor();
    await page.getByText('1 seguidor', { exact: true }).waitFor();
  });

  it('Bruno publishes a giveaway and Ana sees it in her feed', async () => {
    const created = await api(
      '/api/giveaways',
      { titulo: TITULO, descricao: 'Duas noites num hotel no centro.', premios: ['Hospedagem'], dataSorteio: new Date(Date.now() + 5 * 86_400_000).toISOString(), numeroVencedores: 1 },
      people.bruno.accessToken,
    );
    giveawayId = String(created.id);
    await api(`/api/giveaways/${giveawayId}/publish`, {}, people.bruno.accessToken);

    await page.goto('/feed');
    await page.getByRole('heading', { level: 1, name: 'Meu feed' }).waitFor();
    await page.getByRole('link', { name: TITULO }).click();
    await page.waitForURL(`**/sorteio/${giveawayId}`);
  });

  it('Ana saves it from its page and finds it in /salvos', async () => {
    await page.getByRole('button', { name: 'Salvar sorteio' }).click();
    await page.getByText('Sorteio salvo.').waitFor();
    // Once saved the button says so ("Salvo", and how to remove it).
    await page.getByRole('button', { name: /^★? ?Salvo\b/ }).waitFor();

    await page.goto('/salvos');
    await page.getByRole('heading', { level: 1, name: 'Sorteios salvos' }).waitFor();
    await page.getByRole('link', { name: TITULO }).waitFor();
  });

  it('Ana finds it through /pesquisar with "sao paulo", and the query stays in the address', async () => {
    await page.goto('/pesquisar');
    await page.getByLabel('Buscar sorteios e pessoas').fill('sao paulo');
    await page.getByRole('link', { name: TITULO }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('sao paulo');
    expect(await page.locator('.search-result__title mark').allTextContents()).toEqual(['São', 'Paulo']);

    await page.reload();
    await page.getByRole('link', { name: TITULO }).waitFor();
  });
});
