import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { postJson, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Issue 17 in the browser: a participant opens their entry, sees its signed receipt, and the
 * check against the final tree (Ed25519 and SHA-256 through Chromium's WebCrypto) passes after
 * the close.
 */
describe('an entry receipt, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-receipt-'));
  let server: ServerProcess;
  let browser: Browser;
  let giveawayId = '';
  const people: Array<{ accessToken: string; email: string; password: string }> = [];
  const api = (path: string, body: unknown, token?: string) => postJson(server.url, path, body, token);

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    for (const name of ['criadora', 'ana', 'bruno']) {
      const person = { email: `${name}@exemplo.com.br`, password: 'segredo123' };
      const res = await api('/api/auth/register', { ...person, username: name, nome: name });
      people.push({ ...person, accessToken: String(res.accessToken) });
    }
    const [creator, ...participants] = people;
    const g = await api(
      '/api/giveaways',
      { titulo: 'Kit de chás', descricao: '', premios: ['Kit de chás'], dataSorteio: new Date(Date.now() + 86_400_000).toISOString(), numeroVencedores: 1, exigirEmailConfirmado: false },
      creator.accessToken,
    );
    giveawayId = String(g.id);
    await api(`/api/giveaways/${giveawayId}/publish`, {}, creator.accessToken);
    for (const p of participants) {
      await api(`/api/giveaways/${giveawayId}/entries`, { respostas: { nome: p.email.split('@')[0], email: p.email }, aceiteRegulamento: true }, p.accessToken);
    }
    await api(`/api/giveaways/${giveawayId}/close`, {}, creator.accessToken);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the participant checks their receipt against the final tree, and it passes', async () => {
    const page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    // The first screen of a freshly built SPA can be slow on a busy machine (as in the quality e2e).
    page.setDefaultTimeout(30_000);
    await signInThroughForm(page, people[1]);
    await page.goto(`/sorteio/${giveawayId}/minha-inscricao`);
    await page.getByRole('heading', { name: 'Recibo da inscrição' }).waitFor();
    await page.getByRole('button', { name: 'Conferir com a árvore final do sorteio' }).click();
    await page.getByText('Recibo conferido: sua inscrição está na posição 0 da árvore final (2 inscrições).').waitFor();
    expect(await page.getByText('O recibo não confere').count()).toBe(0);
    await page.close();
  }, 90_000);

  it('on a 390 px phone the receipt fits the window and axe finds nothing', async () => {
    const page = await browser.newPage({ baseURL: server.url, locale: 'pt-BR', viewport: { width: 390, height: 844 } });
    page.setDefaultTimeout(30_000);
    await signInThroughForm(page, people[2]);
    await page.goto(`/sorteio/${giveawayId}/minha-inscricao`);
    await page.getByRole('button', { name: 'Conferir com a árvore final do sorteio' }).click();
    await page.getByText(/^Recibo conferido: sua inscrição está na posição 1/).waitFor();
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => Math.max(el.getBoundingClientRect().right, el.getBoundingClientRect().left + el.scrollWidth) > window.innerWidth + 1 && getComputedStyle(el).overflowX === 'visible')
        .filter((el, _i, all) => !all.some((other) => other !== el && el.contains(other)))
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} “${(el.textContent ?? '').trim().slice(0, 40)}”`),
    );
    expect(wider).toEqual([]);
    // Evaluated rather than added as a <script>: the app's Content-Security-Policy stays on.
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
      return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
    await page.close();
  }, 90_000);
});
