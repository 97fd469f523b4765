import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { grantAdmin, postJson, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    return (await axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * Issue 16's pages backup as an admin uses it on a phone (390 px) in Chromium: export the
 * pages, someone edits the terms afterwards, and the file brings them back — after a preview
 * that shows both versions side by side, only because the admin checked "Substituir".
 */
describe('content pages backup, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-pages-backup-'));
  const admin = { email: 'admin@exemplo.com.br', password: 'segredo123', username: 'admin', nome: 'Admin' };
  let token: string;
  let server: ServerProcess;
  let browser: Browser;
  const page$ = async (slug: string) => (await (await fetch(`${server.url}/api/pages/${slug}`)).json()) as { titulo: string; conteudo: string; revision: number };

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    token = String((await postJson(server.url, '/api/auth/register', admin)).accessToken);
    await grantAdmin(server, dataDir, { email: admin.email, accessToken: token });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports, previews a conflict with both versions, and replaces only what was checked', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', acceptDownloads: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInThroughForm(page, admin);
    await page.goto('/panel/pages');
    await page.getByRole('link', { name: 'Backup das páginas' }).click();
    await page.waitForURL('**/panel/bkppages');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar páginas' }).click()]);
    const saved = join(dataDir, download.suggestedFilename());
    await download.saveAs(saved);
    const original = await page$('termos-de-uso');

    // After the export, the terms and the privacy policy are edited.
    for (const slug of ['termos-de-uso', 'politica-de-privacidade']) {
      const res = await fetch(`${server.url}/api/admin/pages/${slug}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ conteudo: `Texto novo de ${slug}, escrito depois do backup.` }),
      });
      expect(res.status).toBe(200);
    }

    await page.getByLabel('Arquivo de páginas (.json)').setInputFiles(saved);
    await page.getByRole('button', { name: 'Ver o que muda' }).click();
    await page.getByRole('heading', { name: '0 novas, 2 com o mesmo endereço e conteúdo diferente, 1 iguais.' }).waitFor();
    const terms = page.getByRole('listitem', { name: '/pages/termos-de-uso' });
    await terms.getByRole('region', { name: 'Atual: /pages/termos-de-uso' }).getByText('Texto novo de termos-de-uso, escrito depois do backup.').waitFor();
    await terms.getByRole('region', { name: 'No arquivo: /pages/termos-de-uso' }).locator('pre').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await terms.getByRole('checkbox', { name: 'Substituir /pages/termos-de-uso' }).check();
    await page.getByRole('button', { name: 'Importar' }).click();
    await page.getByText('0 criadas, 1 substituídas, 2 mantidas.').waitFor();

    const restored = await page$('termos-de-uso');
    expect(restored.conteudo).toBe(original.conteudo);
    // Appended to the page's history: the export's revision, the edit, then the import.
    expect(restored.revision).toBe(original.revision + 2);
    expect((await page$('politica-de-privacidade')).conteudo).toBe('Texto novo de politica-de-privacidade, escrito depois do backup.');
    await context.close();
  });
});
