import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { postJson, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/**
 * Issue 16's backup as a creator uses it in Chromium: download the backup of their giveaways
 * from /dashboard/sorteio/bkp, then send the same file back, which makes draft copies with
 * new ids while the originals stay as they were.
 */
describe('giveaway backups, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-backups-'));
  const creator = { email: 'cris@exemplo.com.br', password: 'segredo123', username: 'cris', nome: 'Cris' };
  let token: string;
  let server: ServerProcess;
  let browser: Browser;
  const api = async (path: string) => (await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<Record<string, unknown>>;

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    token = String((await postJson(server.url, '/api/auth/register', creator)).accessToken);
    const giveaway = {
      titulo: 'Sorteio do kit de café',
      descricao: 'Um kit completo.',
      premios: ['Kit de café'],
      dataSorteio: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      numeroVencedores: 1,
      exigirEmailConfirmado: false,
    };
    const created = await postJson(server.url, '/api/giveaways', giveaway, token);
    await postJson(server.url, `/api/giveaways/${String(created.id)}/publish`, {}, token);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('downloads the backup, restores it as a new draft, and the original stays published', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', acceptDownloads: true });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInThroughForm(page, creator);
    await page.goto('/dashboard/sorteio');
    await page.getByRole('link', { name: 'Backup dos sorteios' }).click();
    await page.waitForURL('**/dashboard/sorteio/bkp');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar backup' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^sorteios-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = join(dataDir, download.suggestedFilename());
    await download.saveAs(saved);
    const backup = JSON.parse(readFileSync(saved, 'utf8')) as { manifesto: { sorteios: Array<{ giveawayId: string; titulo: string; status: string }> }; sha256: string };
    expect(backup.manifesto.sorteios).toEqual([expect.objectContaining({ titulo: 'Sorteio do kit de café', status: 'Ativo' })]);
    const originalId = backup.manifesto.sorteios[0].giveawayId;

    await page.getByLabel('Arquivo de backup (.json)').setInputFiles(saved);
    await page.getByRole('button', { name: 'Restaurar como rascunhos' }).click();
    await page.getByText('1 rascunho criado a partir do backup:').waitFor();
    const copyLink = page.getByRole('link', { name: 'Sorteio do kit de café' });
    const copyHref = await copyLink.getAttribute('href');
    expect(copyHref).toMatch(/^\/dashboard\/sorteio\/[0-9a-f-]{36}$/);
    expect(copyHref).not.toContain(originalId);
    await copyLink.click();
    await page.getByRole('heading', { level: 1, name: 'Sorteio do kit de café' }).waitFor();

    const copy = await api(`/api/giveaways/${copyHref!.split('/').pop()}`);
    expect(copy).toMatchObject({ titulo: 'Sorteio do kit de café', status: 'Rascunho' });
    expect(await api(`/api/giveaways/${originalId}`)).toMatchObject({ status: 'Ativo' });

    // The same file, edited by hand, is refused with its code and nothing more is made.
    const tampered = join(dataDir, 'alterado.json');
    writeFileSync(tampered, readFileSync(saved, 'utf8').replace('Sorteio do kit de café', 'Sorteio alterado'));
    await page.goto('/dashboard/sorteio/bkp');
    await page.getByLabel('Arquivo de backup (.json)').setInputFiles(tampered);
    await page.getByRole('button', { name: 'Restaurar como rascunhos' }).click();
    await page.getByText('Código do erro: BACKUP_CHECKSUM_MISMATCH').waitFor();
    const mine = (await api('/api/me/giveaways?limit=50')) as { items: unknown[] };
    expect(mine.items).toHaveLength(2);
    await context.close();
  });
});
