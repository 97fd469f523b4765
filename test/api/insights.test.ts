import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ViewCounter } from '../../src/modules/insights/application/view-counter';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { registerUser } from '../support/accounts';
import { registerAdmin } from '../support/admin';
import { seedEntries } from '../support/draws';
import { bearer, createGiveaway, publishedGiveaway } from '../support/giveaways';
import { registerProUser } from '../support/plans';
import { runTs } from '../support/server-process';
import { createTestApp, TestApp } from '../support/test-app';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

describe('insights', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VIEWS_MAX_PER_IP_PER_MINUTE: '40', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const view = (id: string, { ip = '203.0.113.7', ua = CHROME, body = {} }: { ip?: string; ua?: string; body?: Record<string, unknown> } = {}) =>
    request(t.http).post(`/api/giveaways/${id}/views`).set('user-agent', ua).set('x-forwarded-for', ip).send(body);
  /** What the counter holds, recorded and projected, as the next second's flush would. */
  const settle = async () => {
    await t.app.get(ViewCounter).flush();
    await t.app.get(ProjectionsService).waitFor(await t.app.get<EventStore>(EVENT_STORE).headPosition());
  };
  const insightsOf = (id: string, token: string, query = '') => request(t.http).get(`/api/giveaways/${id}/insights${query}`).set(bearer(token));

  it('counts every view and each visitor once a day, keeps only the referrer’s host, and ignores bots', async () => {
    const creator = await registerProUser(t);
    const g = await publishedGiveaway(t, creator.accessToken);
    await view(g.id, { body: { origem: 'https://www.instagram.com/p/xyz?igsh=1', utm_source: 'instagram', utm_campaign: 'natal' } }).expect(202);
    await view(g.id).expect(202);
    await view(g.id, { ip: '198.51.100.20', ua: FIREFOX }).expect(202);
    await view(g.id, { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }).expect(202);
    await seedEntries(t, g.id, 1);
    await settle();

    const res = await insightsOf(g.id, creator.accessToken).expect(200);
    expect(res.body.completo).toBe(true);
    expect(res.body.totais).toEqual({ visualizacoes: 3, visitantes: 2, inscricoes: 1, conversao: 0.5 });
    expect(res.body.origens).toHaveLength(2);
    expect(res.body.origens).toEqual(expect.arrayContaining([{ origem: 'instagram.com', visitantes: 1 }, { origem: 'direto', visitantes: 1 }]));
    expect(res.body.porDia).toHaveLength(30);
    expect(res.body.porDia.at(-1)).toEqual({ dia: today(), visualizacoes: 3, visitantes: 2, inscricoes: 1 });
    const giveaway = await request(t.http).get(`/api/giveaways/${g.id}`).expect(200);
    expect(giveaway.body.views).toEqual({ count: 3, lastUpdated: expect.any(String) });

    // One event per giveaway per interval, never one per view, and nothing that identifies anyone.
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`views-${g.id}`);
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0].data)).not.toMatch(/203\.0\.113\.7|198\.51\.100\.20|Chrome|Firefox/);
    expect(events[0].data).toMatchObject({ visualizacoes: 3, novosVisitantes: 2, campanhas: [{ source: 'instagram', medium: '', campaign: 'natal', visualizacoes: 1 }] });
  });

  it('answers 404 for a draft or unknown giveaway and counts nothing', async () => {
    const creator = await registerUser(t);
    const draft = await createGiveaway(t, creator.accessToken);
    await view(draft.id).expect(404);
    await view('6f1d3c0e-8a4b-4c2d-9e7f-0a1b2c3d4e5f').expect(404);
    await settle();
    expect(await t.app.get<EventStore>(EVENT_STORE).readStream(`views-${draft.id}`)).toEqual([]);
  });

  it('refuses a beacon of the wrong shape with 400 in pt-BR, and a body too large with 413, counting nothing', async () => {
    const creator = await registerUser(t);
    const g = await publishedGiveaway(t, creator.accessToken);
    const wrong = await view(g.id, { body: { origem: 42, extra: 'x' } }).expect(400);
    expect(wrong.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', fields: { origem: expect.arrayContaining(['origem deve ser um texto.']), extra: ['Campo não permitido.'] } });
    const notJson = await request(t.http).post(`/api/giveaways/${g.id}/views`).set('user-agent', CHROME).set('content-type', 'text/plain').send('{oops').expect(400);
    expect(notJson.body.message).toBe('O corpo da requisição não é um JSON válido.');
    await view(g.id, { body: { origem: 'x'.repeat(9000) } }).expect(413);
    // sendBeacon may declare its JSON as text/plain: it is read all the same.
    await request(t.http).post(`/api/giveaways/${g.id}/views`).set('user-agent', CHROME).set('content-type', 'text/plain').send('{"origem":"https://t.co/x"}').expect(202);
    await settle();
    expect((await insightsOf(g.id, creator.accessToken).expect(200)).body.totais).toMatchObject({ visualizacoes: 1 });
  });

  it('rate-limits a flood of views from one address with 429', async () => {
    const creator = await registerUser(t);
    const g = await publishedGiveaway(t, creator.accessToken);
    const answers = [];
    for (let i = 0; i < 45; i++) answers.push((await view(g.id, { ip: '192.0.2.99' })).status);
    expect(answers.filter((s) => s === 202)).toHaveLength(40);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
    await settle();
    const res = await insightsOf(g.id, creator.accessToken).expect(200);
    expect(res.body.totais).toMatchObject({ visualizacoes: 40, visitantes: 1 });
  });

  it('shows the numbers only to the creator and admins; on Grátis only the totals', async () => {
    const creator = await registerUser(t);
    const g = await publishedGiveaway(t, creator.accessToken);
    await view(g.id, { ip: '198.51.100.30' }).expect(202);
    await settle();
    const free = await insightsOf(g.id, creator.accessToken).expect(200);
    expect(free.body).toMatchObject({ completo: false, porDia: null, origens: null, totais: { visualizacoes: 1, visitantes: 1 } });

    const other = await registerUser(t);
    expect((await insightsOf(g.id, other.accessToken).expect(403)).body.code).toBe('FORBIDDEN');
    const admin = await registerAdmin(t);
    await insightsOf(g.id, admin.accessToken).expect(200);
    await request(t.http).get(`/api/giveaways/${g.id}/insights`).expect(401);
  });

  it('refuses a range that starts after it ends or passes 366 days, in pt-BR', async () => {
    const creator = await registerUser(t);
    const g = await publishedGiveaway(t, creator.accessToken);
    const inverted = await insightsOf(g.id, creator.accessToken, '?de=2026-11-10&ate=2026-11-01').expect(400);
    expect(inverted.body.message).toBe('A data inicial deve ser anterior ou igual à data final.');
    const long = await insightsOf(g.id, creator.accessToken, '?de=2025-01-01&ate=2026-06-01').expect(400);
    expect(long.body.message).toBe('O período pode ter no máximo 366 dias.');
    await insightsOf(g.id, creator.accessToken, '?de=2026-13-01').expect(400);
  });

  it('sums my giveaways, and gives admins the platform per day', async () => {
    const creator = await registerProUser(t);
    const [a, b] = [await publishedGiveaway(t, creator.accessToken, { titulo: 'Caneca' }), await publishedGiveaway(t, creator.accessToken, { titulo: 'Boné' })];
    await view(a.id, { ip: '198.51.100.41' }).expect(202);
    await view(b.id, { ip: '198.51.100.42' }).expect(202);
    await view(b.id, { ip: '198.51.100.43' }).expect(202);
    await settle();
    const mine = await request(t.http).get('/api/insights').set(bearer(creator.accessToken)).expect(200);
    expect(mine.body.totais).toMatchObject({ visualizacoes: 3, visitantes: 3 });
    expect(mine.body.sorteios.map((s: { titulo: string; visualizacoes: number }) => [s.titulo, s.visualizacoes])).toEqual([['Boné', 2], ['Caneca', 1]]);

    const admin = await registerAdmin(t);
    const platform = await request(t.http).get('/api/admin/insights').set(bearer(admin.accessToken)).expect(200);
    expect(platform.body.porDia.at(-1)).toMatchObject({ dia: today() });
    expect(platform.body.totais.contas).toBeGreaterThanOrEqual(2);
    expect(platform.body.totais.visualizacoes).toBeGreaterThanOrEqual(3);
    await request(t.http).get('/api/admin/insights').set(bearer(creator.accessToken)).expect(403);
  });

  it('gives the same numbers after the projections are rebuilt from the log (npm run projections:rebuild)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-insights-rebuild-'));
    let app = await createTestApp({ TRUST_PROXY: 'true' }, dataDir);
    try {
      const creator = await registerProUser(app);
      const g = await publishedGiveaway(app, creator.accessToken);
      const admin = await registerAdmin(app);
      await request(app.http).post(`/api/giveaways/${g.id}/views`).set('user-agent', CHROME).set('x-forwarded-for', '198.51.100.50').send({ origem: 'https://t.co/abc' }).expect(202);
      await seedEntries(app, g.id, 2);
      await app.app.get(ViewCounter).flush();
      await app.app.get(ProjectionsService).waitFor(await app.app.get<EventStore>(EVENT_STORE).headPosition());
      const read = async () => [
        (await request(app.http).get(`/api/giveaways/${g.id}/insights`).set(bearer(creator.accessToken)).expect(200)).body,
        (await request(app.http).get('/api/insights').set(bearer(creator.accessToken)).expect(200)).body,
        (await request(app.http).get('/api/admin/insights').set(bearer(admin.accessToken)).expect(200)).body,
      ];
      const before = await read();
      expect(before[0].totais).toEqual({ visualizacoes: 1, visitantes: 1, inscricoes: 2, conversao: 2 });
      await app.close();

      const rebuild = await runTs('src/cli/rebuild-projections.ts', [], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      expect(rebuild.status).toBe(0);
      app = await createTestApp({ TRUST_PROXY: 'true' }, dataDir);
      expect(await read()).toEqual(before);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
