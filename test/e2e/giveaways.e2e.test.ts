import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium } from '../support/browser';
import { linkFromOutbox } from '../support/outbox';
import { startBuiltServer, ServerProcess } from '../support/server-process';

const WEB_BUILD = join(__dirname, '..', '..', 'dist', 'web', 'index.html');

/** The datetime-local value a Brazilian creator would type: 10 days ahead, 20:00 in São Paulo. */
function drawDateInput(): string {
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  return `${day}T20:00`;
}

/** The newest link to `path` the server's mailer wrote for `to`, once the mail job has run. */
async function waitForLink(dataDir: string, to: string, path: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await linkFromOutbox(dataDir, to, path);
    } catch (err) {
      if (attempt >= 100) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function register(page: Page, user: { nome: string; username: string; email: string; password: string }) {
  await page.getByLabel('Nome', { exact: true }).fill(user.nome);
  await page.getByLabel('Nome de usuário').fill(user.username);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

/**
 * Issue 3 as two people use it in Chromium: a creator builds a giveaway with three custom
 * fields and a cover, publishes it; a participant signs up through the public link and
 * enters; the creator finds the entrant without accents, exports the CSV, deletes it all.
 */
describe('a giveaway from creation to deletion, in the browser', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-e2e-giveaway-'));
  let server: ServerProcess;
  let browser: Browser;
  let creatorContext: BrowserContext;
  let creator: Page;
  let giveawayUrl = '';

  beforeAll(async () => {
    if (!existsSync(WEB_BUILD)) throw new Error('SPA não compilada: rode npm run build:web (npm test já faz isso)');
    server = await startBuiltServer({ DATA_DIR: dataDir });
    browser = await launchChromium();
    creatorContext = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', acceptDownloads: true });
    creator = await creatorContext.newPage();
    creator.setDefaultTimeout(10_000);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a creator builds a giveaway with three custom fields and a cover, and publishes it', async () => {
    await creator.goto('/register');
    await register(creator, { nome: 'Carla', username: 'carla.cria', email: 'carla@exemplo.com.br', password: 'segredo123' });
    await creator.waitForURL('**/dashboard');
    await creator.goto('/dashboard/sorteio/new');

    await creator.getByLabel('Título').fill('Cesta de café da manhã');
    await creator.getByLabel('Descrição').fill('Uma cesta completa para duas pessoas.');
    await creator.getByLabel('Prêmio 1', { exact: true }).fill('Cesta de café da manhã');
    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c2410c' } }).png().toBuffer();
    await creator.getByLabel('Imagem de capa').setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: cover });
    await creator.getByText('Arquivo enviado.').waitFor();
    await creator.getByLabel('Imagem do prêmio 1').setInputFiles({ name: 'cesta.png', mimeType: 'image/png', buffer: cover });
    await creator.getByRole('img', { name: 'Pré-visualização da imagem de Cesta de café da manhã' }).waitFor();
    await creator.getByLabel('Data e hora do sorteio').fill(drawDateInput());
    await creator.getByLabel('Número de vencedores').fill('1');
    await creator.getByLabel('Regulamento').fill('Uma inscrição por pessoa. Sorteio ao vivo.');
    // Issue 11: on by default, so only people who confirmed their e-mail can enter.
    expect(await creator.getByLabel('Exigir e-mail confirmado para participar').isChecked()).toBe(true);

    const fields = [
      { nome: 'Telefone', tipo: 'telefone', obrigatorio: true },
      { nome: 'Cidade', tipo: 'texto', obrigatorio: false },
      { nome: 'Sabor preferido', tipo: 'selecao', obrigatorio: true, opcoes: 'Doce\nSalgado' },
    ];
    for (const [i, field] of fields.entries()) {
      await creator.getByRole('button', { name: 'Adicionar campo' }).click();
      const row = creator.getByRole('group', { name: new RegExp(`^Campo ${i + 3}:`) });
      await row.getByLabel('Nome do campo').fill(field.nome);
      await row.getByLabel('Tipo').selectOption(field.tipo);
      if (field.obrigatorio) await row.getByLabel('Obrigatório').check();
      if (field.opcoes) await row.getByLabel(/^Opções do campo/).fill(field.opcoes);
    }
    await creator.getByRole('button', { name: 'Criar sorteio' }).click();
    await creator.waitForURL(/\/dashboard\/sorteio\/[0-9a-f-]{36}$/);
    await creator.getByRole('button', { name: 'Publicar' }).click();
    await creator.getByText('Sorteio publicado: as inscrições estão abertas.').waitFor();
    giveawayUrl = await creator.getByLabel('Link público do sorteio').inputValue();
    expect(giveawayUrl).toMatch(/\/sorteio\/[0-9a-f-]{36}$/);
  });

  it('a second person signs up through the public link and enters', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR' });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(new URL(giveawayUrl).pathname);
    await page.getByRole('heading', { name: 'Cesta de café da manhã' }).waitFor();
    // The prize shows the image the creator gave it.
    const prize = page.getByRole('region', { name: 'Prêmios' }).getByRole('listitem').first();
    await expect(prize.locator('img').getAttribute('src')).resolves.toMatch(/^\/uploads\/premios\/[0-9a-f-]{36}(-400\.webp|\.png)$/);
    await page.getByRole('link', { name: 'Participar' }).click();
    await page.waitForURL('**/login?next=**');
    await page.getByRole('link', { name: 'Criar conta' }).last().click();
    await register(page, { nome: 'João Araújo', username: 'joao.araujo', email: 'joao@exemplo.com.br', password: 'segredo123' });
    await page.waitForURL('**/participar');
    await expect(page.getByLabel(/^E-mail/).inputValue()).resolves.toBe('joao@exemplo.com.br');
    await page.getByLabel(/^Telefone/).fill('(11) 98765-4321');
    await page.getByLabel(/^Cidade/).fill('São Paulo');
    await page.getByLabel('Salgado').check();
    await page.getByLabel('Li e aceito o regulamento').check();
    await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
    // A brand-new account has not confirmed its e-mail yet: the form says how, then the link from the e-mail opens it.
    await page.getByRole('alert').getByText('Este sorteio só aceita contas com e-mail confirmado', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).waitFor();
    const link = await waitForLink(dataDir, 'joao@exemplo.com.br', '/verificar-email');
    const participar = new URL(page.url()).pathname;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByText('E-mail verificado com sucesso!').waitFor();
    await page.goto(participar);
    await page.getByLabel(/^Telefone/).fill('(11) 98765-4321');
    await page.getByLabel(/^Cidade/).fill('São Paulo');
    await page.getByLabel('Salgado').check();
    await page.getByLabel('Li e aceito o regulamento').check();
    await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await page.getByRole('heading', { name: 'Inscrição confirmada!' }).waitFor();
    await page.goto(new URL(giveawayUrl).pathname);
    await page.getByText('Você está participando').waitFor();
    await context.close();
  });

  it('the creator sees the refused attempt and why, under "Inscrições recusadas"', async () => {
    const id = giveawayUrl.split('/').pop()!;
    await creator.goto(`/dashboard/sorteio/${id}`);
    await creator.getByRole('button', { name: 'Ver inscrições recusadas' }).click();
    const refused = creator.getByRole('list', { name: 'Inscrições recusadas' }).getByRole('listitem');
    await refused.first().waitFor();
    expect(await refused.count()).toBe(1);
    expect(await refused.first().textContent()).toContain('@joao.araujo');
    expect(await refused.first().textContent()).toContain('E-mail da conta não confirmado · j***@exemplo.com.br');
  });

  it('the creator finds the entrant by a lowercase search without accents and exports the CSV', async () => {
    const id = giveawayUrl.split('/').pop()!;
    await creator.goto(`/dashboard/sorteio/${id}/inscritos`);
    await creator.getByText('1 inscrito', { exact: true }).waitFor();
    await creator.getByLabel('Buscar por nome, e-mail ou usuário').fill('joao araujo');
    await creator.waitForURL(/q=joao/);
    await creator.getByText('1 encontrado').waitFor();
    await creator.getByRole('cell', { name: 'João Araújo' }).waitFor();
    const [download] = await Promise.all([creator.waitForEvent('download'), creator.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const csv = readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Inscrição;Nome;E-mail;Usuário;Telefone;Cidade;Sabor preferido;Aceita contato;Inscrito em');
    expect(text).toContain(';João Araújo;joao@exemplo.com.br;joao.araujo;(11) 98765-4321;São Paulo;Salgado;Não;');
  });

  it('the creator deletes the giveaway: its page and entrants are gone, its history is kept', async () => {
    const id = giveawayUrl.split('/').pop()!;
    await creator.goto(`/dashboard/sorteio/${id}`);
    await creator.getByRole('button', { name: 'Excluir' }).click();
    await creator.getByRole('button', { name: 'Sim, excluir o sorteio e as inscrições' }).click();
    await creator.waitForURL('**/dashboard/sorteio');
    await creator.goto(new URL(giveawayUrl).pathname);
    await creator.getByText('Sorteio não encontrado').waitFor();
    const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
    const history = db
      .prepare(`SELECT type FROM events WHERE stream_id = ? OR (type = 'EntrySubmitted' AND json_extract(data, '$.sorteioId') = ?) ORDER BY position`)
      .all(`giveaway-${id}`, id)
      .map((r) => (r as { type: string }).type);
    db.close();
    expect(history).toEqual(['GiveawayCreated', 'GiveawayPublished', 'EntrySubmitted', 'GiveawayFormLocked', 'GiveawayDeleted']);
  });
});
