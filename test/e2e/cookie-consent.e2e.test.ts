import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
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
 * The consent banner in Chromium as a person meets it. The library hides itself from
 * automated browsers (navigator.webdriver), so this context says it is not one.
 */
describe('cookie consent, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-consent-'));
  let server: ServerProcess;
  let browser: Browser;

  async function personContext(width: number): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', viewport: { width, height: 844 } });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    return context;
  }

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads after the page, passes axe with the banner open, lets Tab leave it, and records a refusal', async () => {
    const context = await personContext(390);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/pages/termos-de-uso');
    const banner = page.getByRole('dialog', { name: 'Consentimento de cookies' });
    await banner.waitFor();
    // Its own chunk, fetched after the page's load: not part of the first download.
    expect(scripts.some((url) => /cookieconsent/.test(url))).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /cookieconsent/.test(e.name)).every((e) => e.startTime >= (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart))).toBe(true);
    expect(await context.cookies()).toEqual([]);

    const sizes = await Promise.all(['Aceitar', 'Rejeitar', 'Gerenciar preferências'].map(async (name) => {
      const button = banner.getByRole('button', { name });
      return page.evaluate((el) => { const s = getComputedStyle(el); return `${s.backgroundColor} ${s.color} ${s.fontWeight} ${s.fontSize}`; }, await button.elementHandle());
    }));
    expect(new Set(sizes).size).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await banner.getByRole('link', { name: 'Política de privacidade' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !document.getElementById('cc-main')!.contains(document.activeElement))).toBe(true);

    await banner.getByRole('button', { name: 'Rejeitar' }).focus();
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'hidden' });
    const consent = (await context.cookies()).find((c) => c.name === 'sorteios_consentimento');
    expect(JSON.parse(decodeURIComponent(consent!.value))).toMatchObject({ categories: ['necessary'] });

    // Next visit: no banner; the footer brings the choice back.
    await page.reload();
    await page.getByRole('button', { name: 'Preferências de cookies' }).click();
    const preferences = page.getByRole('dialog', { name: 'Preferências de cookies' });
    await preferences.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await preferences.getByRole('button', { name: 'Aceitar todos' }).click();
    await preferences.waitFor({ state: 'hidden' });
    const changed = (await context.cookies()).find((c) => c.name === 'sorteios_consentimento');
    expect(JSON.parse(decodeURIComponent(changed!.value))).toMatchObject({ categories: ['necessary', 'analytics'] });
    expect(await banner.isVisible()).toBe(false);
    await context.close();
  });
});
