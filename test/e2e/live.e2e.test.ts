import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { postJson, signInThroughForm } from '../support/e2e';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/**
 * Issue 4, the live view in the browser: while the creator closes the entries and draws in
 * one browser, a signed-in spectator in another browser watches /sorteio/:id/live, is
 * counted, and sees the close, the commitment and then the winner appear.
 */
describe('watching a draw live, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-live-'));
  let server: ServerProcess;
  let browser: Browser;
  let giveawayId = '';
  const people: Array<{ accessToken: string; email: string; password: string; name: string }> = [];

  const api = (path: string, body: unknown, token?: string) => postJson(server.url, path, body, token);

  const signIn = signInThroughForm;

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    for (const name of ['criadora', 'ana', 'bruno', 'carla', 'espectadora']) {
      const person = { email: `${name}@exemplo.com.br`, password: 'segredo123' };
      const res = await api('/api/auth/register', { ...person, username: name, nome: name });
      people.push({ ...person, name, accessToken: String(res.accessToken) });
    }
    const [creator, ...rest] = people;
    const g = await api(
      '/api/giveaways',
      { titulo: 'Kit de livros ao vivo', descricao: '', premios: ['Kit de livros'], dataSorteio: new Date(Date.now() + 86_400_000).toISOString(), numeroVencedores: 1, exigirEmailConfirmado: false },
      creator.accessToken,
    );
    giveawayId = String(g.id);
    await api(`/api/giveaways/${giveawayId}/publish`, {}, creator.accessToken);
    for (const p of rest.slice(0, 3)) {
      await api(`/api/giveaways/${giveawayId}/entries`, { respostas: { nome: p.name, email: p.email }, aceiteRegulamento: true }, p.accessToken);
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a spectator sees the creator close the entries and draw, and the winner appear', async () => {
    const watcher = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    const creator = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    watcher.setDefaultTimeout(15_000);
    creator.setDefaultTimeout(15_000);

    await signIn(watcher, people[4]);
    await watcher.goto(`/sorteio/${giveawayId}`);
    await watcher.getByRole('link', { name: 'Assistir ao vivo' }).click();
    await watcher.waitForURL(`**/sorteio/${giveawayId}/live`);
    await watcher.getByRole('heading', { level: 1, name: 'Kit de livros ao vivo' }).waitFor();
    await watcher.getByText('Ainda não sorteado').waitFor();
    // The spectator registered on opening the page, and the count reached the page live.
    await watcher.getByText('1 pessoa assistindo').waitFor();

    await signIn(creator, people[0]);
    await creator.goto(`/dashboard/sorteio/${giveawayId}`);
    await creator.getByRole('button', { name: 'Encerrar inscrições' }).click();
    await creator.getByRole('button', { name: 'Sim, encerrar as inscrições' }).click();
    await creator.getByText('Inscrições encerradas.').waitFor();

    const commitment = watcher.getByRole('region', { name: 'Inscrições encerradas' });
    await commitment.getByText('Raiz Merkle dos participantes').waitFor();
    expect(await commitment.locator('dd').nth(1).textContent()).toBe('3');

    await creator.getByRole('button', { name: 'Sortear agora' }).click();
    await creator.getByRole('button', { name: 'Sim, sortear agora' }).click();
    await creator.getByRole('heading', { name: 'Resultado do sorteio' }).waitFor();

    const winners = watcher.getByRole('list', { name: 'Vencedores' }).getByRole('listitem');
    await winners.first().waitFor();
    expect(await winners.count()).toBe(1);
    const shown = (await winners.first().textContent()) ?? '';
    // The public sees the masked name, capitalised as the public entrant list shows it (issue 11).
    expect(shown).toMatch(/^1º lugar(Ana|Bruno|Carla)$/);
    await watcher.getByTestId('live-announcer').filter({ hasText: '1º lugar:' }).waitFor({ state: 'attached' });
    expect(await watcher.getByText('Ainda não sorteado').count()).toBe(0);
    await watcher.getByRole('link', { name: 'Verificar o sorteio' }).waitFor();

    // Leaving the page unregisters the spectator: a newcomer's page no longer counts them.
    await watcher.close({ runBeforeUnload: true });
    const newcomer = await browser.newPage({ baseURL: server.url, locale: 'pt-BR' });
    newcomer.setDefaultTimeout(15_000);
    await newcomer.goto(`/sorteio/${giveawayId}/live`);
    await newcomer.getByRole('list', { name: 'Vencedores' }).getByText(shown.replace('1º lugar', '')).waitFor();
    await newcomer.getByText('Nenhuma pessoa conectada assistindo').waitFor();
    await newcomer.close();
    await creator.close();
  });
});
