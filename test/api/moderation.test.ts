import request from 'supertest';
import { registerUser } from '../support/accounts';
import { registerAdmin } from '../support/admin';
import { bearer, createGiveaway, publishedGiveaway, validAnswers } from '../support/giveaways';
import { readOutbox } from '../support/outbox';
import { createTestApp, TestApp } from '../support/test-app';

type Account = Awaited<ReturnType<typeof registerUser>>;
type Step = { tipo: string; por: { id: string; username: string } | null; motivo: string | null; em: string; dados: Record<string, unknown> };

const FORBIDDEN = { statusCode: 403, code: 'FORBIDDEN', message: 'Acesso restrito a administradores' };
const UNAUTHENTICATED = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' };

/** Every route the Express app serves, as `[METHOD, path]`, read from its router (Express 5: app.router). */
function servedRoutes(t: TestApp): Array<[string, string]> {
  const express = t.app.getHttpAdapter().getInstance() as { router?: { stack: unknown[] }; _router?: { stack: unknown[] } };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const routes: Array<[string, string]> = [];
  for (const layer of stack as Array<{ route?: { path: string | string[]; methods: Record<string, boolean> } }>) {
    if (!layer.route) continue;
    for (const path of ([] as string[]).concat(layer.route.path)) {
      for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') routes.push([method.toUpperCase(), path]);
    }
  }
  return routes;
}

/** A concrete address for a route pattern: ids become a UUID, a multi-segment wildcard two segments. */
const concrete = (path: string) =>
  path
    .replace(/\{\/?\*(\w+)\}/g, '/ajuda/teste')
    .replace(/\*\w+/g, 'ajuda/teste')
    .replace(/:\w+/g, '6f1d3c0e-8a4b-4c2d-9e7f-0a1b2c3d4e5f')
    .replace(/[{}]/g, '');

describe('moderation: reports, suspensions and the admin API', () => {
  let t: TestApp;
  let admin: Account;
  let creator: Account;
  let reporter: Account;
  let someone: Account;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t);
    creator = await registerUser(t, { nome: 'Cris' });
    reporter = await registerUser(t, { nome: 'Rita' });
    someone = await registerUser(t);
    await t.jobsIdle();
  });
  afterAll(() => t.close());

  const report = (giveawayId: string, who: Account | null, body: Record<string, unknown> = { motivo: 'fraude', detalhes: 'O prêmio não existe.' }) => {
    const req = request(t.http).post(`/api/giveaways/${giveawayId}/reports`).send(body);
    return who ? req.set(bearer(who.accessToken)) : req;
  };
  const review = (reportId: string, body: Record<string, unknown>, who: Account = admin) =>
    request(t.http).patch(`/api/admin/reports/${reportId}`).set(bearer(who.accessToken)).send(body);
  const adminGet = (path: string) => request(t.http).get(path).set(bearer(admin.accessToken)).expect(200);
  const publicIds = async (query = '') => (await request(t.http).get(`/api/giveaways${query}`).expect(200)).body.items.map((g: { id: string }) => g.id);

  describe('filing a report', () => {
    it('asks a signed-out visitor to sign in: 401 Usuário não autenticado', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      const res = await report(g.id, null).expect(401);
      expect(res.body).toEqual(UNAUTHENTICATED);
    });

    it('files a report that starts pendente, with no reviewer yet', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      const res = await report(g.id, reporter, { motivo: 'conteudo-improprio', detalhes: '  Imagens ofensivas na descrição. ' }).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        sorteioId: g.id,
        motivo: 'conteudo-improprio',
        detalhes: 'Imagens ofensivas na descrição.',
        userId: reporter.user.id,
        status: 'pendente',
        criadoEm: expect.any(String),
        revisadoPor: null,
        revisadoEm: null,
        resolucao: null,
      });
      // The admins see it at once, with who reported it.
      const pending = await adminGet('/api/admin/reports?status=pendente');
      expect(pending.body.items[0]).toMatchObject({ id: res.body.id, status: 'pendente', denunciante: { id: reporter.user.id, username: reporter.body.username } });
    });

    it('keeps one open report per person per giveaway, even when five arrive together', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      const results = await Promise.all(Array.from({ length: 5 }, () => report(g.id, someone)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const refused = results.find((r) => r.status === 409)!;
      const accepted = results.find((r) => r.status === 201)!;
      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'REPORT_ALREADY_OPEN',
        message: 'Você já tem uma denúncia em aberto sobre este sorteio.',
        reportId: accepted.body.id,
      });
      // Another person may report the same giveaway; and once resolved, the first may report again.
      await report(g.id, reporter).expect(201);
      await review(accepted.body.id, { status: 'em_analise' }).expect(200);
      await report(g.id, someone).expect(409);
      await review(accepted.body.id, { status: 'improcedente', resolucao: 'Nada encontrado.' }).expect(200);
      await report(g.id, someone).expect(201);
      const list = await adminGet(`/api/admin/reports?sorteioId=${g.id}`);
      expect(list.body.items).toHaveLength(3);
    });

    it('refuses unknown giveaways and drafts as not found, your own giveaway, and a motivo outside the list', async () => {
      const res = await report('6f1d3c0e-8a4b-4c2d-9e7f-0a1b2c3d4e5f', reporter).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'GIVEAWAY_NOT_FOUND', message: 'Sorteio não encontrado' });
      await report('nao-e-um-id', reporter).expect(404);
      const draft = await createGiveaway(t, creator.accessToken);
      await report(draft.id, reporter).expect(404);
      const g = await publishedGiveaway(t, creator.accessToken);
      expect((await report(g.id, creator).expect(400)).body.code).toBe('CANNOT_REPORT_OWN_GIVEAWAY');
      const bad = await report(g.id, reporter, { motivo: 'chato' }).expect(400);
      expect(Object.keys(bad.body.fields)).toEqual(['motivo']);
      await report(g.id, reporter, { motivo: 'spam', extra: 1 }).expect(400);
    });
  });

  describe('reviewing', () => {
    it('goes pendente → em análise → procedente, suspends the giveaway, and the trail shows who did what, when and why', async () => {
      const g = await publishedGiveaway(t, creator.accessToken, { titulo: 'Sorteio suspeito de celular' });
      const filed = (await report(g.id, reporter, { motivo: 'fraude', detalhes: 'O celular não existe.' }).expect(201)).body;

      const started = await review(filed.id, { status: 'em_analise', resolucao: 'Checando com a loja.' }).expect(200);
      expect(started.body).toMatchObject({ id: filed.id, status: 'em_analise', revisadoPor: admin.user.id, revisadoEm: expect.any(String), resolucao: null });
      expect(started.body.historico.map((s: Step) => s.tipo)).toEqual(['ReportFiled', 'ReportReviewStarted']);

      const resolved = await review(filed.id, { status: 'procedente', resolucao: 'Prêmio inexistente, confirmado com a loja.', suspender: true }).expect(200);
      expect(resolved.body).toMatchObject({ status: 'procedente', resolucao: 'Prêmio inexistente, confirmado com a loja.', revisadoPor: admin.user.id });
      const steps: Step[] = resolved.body.historico;
      expect(steps.map((s) => s.tipo)).toEqual(['ReportFiled', 'ReportReviewStarted', 'ReportResolved', 'GiveawaySuspended']);
      expect(steps.map((s) => s.por?.id)).toEqual([reporter.user.id, admin.user.id, admin.user.id, admin.user.id]);
      expect(steps.map((s) => s.motivo)).toEqual(['fraude', 'Checando com a loja.', 'Prêmio inexistente, confirmado com a loja.', 'Prêmio inexistente, confirmado com a loja.']);
      expect(steps[0].dados).toMatchObject({ detalhes: 'O celular não existe.' });
      expect(steps[2].dados).toMatchObject({ resultado: 'procedente', suspender: true });
      expect(steps.every((s, i) => i === 0 || s.em >= steps[i - 1].em)).toBe(true);

      // GET shows the same trail; the giveaway is out of the public lists already.
      expect((await adminGet(`/api/admin/reports/${filed.id}`)).body.historico).toEqual(steps);
      expect(await publicIds()).not.toContain(g.id);

      // The giveaway's own trail holds the creator's steps and the moderation's, in order.
      const trail = await adminGet(`/api/admin/giveaways/${g.id}/trail`);
      expect(trail.body.sorteio).toMatchObject({ id: g.id, titulo: 'Sorteio suspeito de celular', criadorId: creator.user.id, status: 'Ativo', suspenso: true, excluido: false });
      expect(trail.body.eventos.map((s: Step) => s.tipo)).toEqual(['GiveawayCreated', 'GiveawayPublished', 'ReportFiled', 'ReportReviewStarted', 'ReportResolved', 'GiveawaySuspended']);
      expect(trail.body.eventos[0].por).toMatchObject({ id: creator.user.id });
    });

    it('refuses every other move with 409 INVALID_REPORT_TRANSITION and changes nothing', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      const { id } = (await report(g.id, reporter).expect(201)).body;
      const skipped = await review(id, { status: 'procedente', resolucao: 'Sem análise.' }).expect(409);
      expect(skipped.body).toEqual({
        statusCode: 409,
        code: 'INVALID_REPORT_TRANSITION',
        message: 'Uma denúncia pendente não pode passar para procedente.',
        status: 'pendente',
        para: 'procedente',
      });
      await review(id, { status: 'em_analise' }).expect(200);
      expect((await review(id, { status: 'em_analise' }).expect(409)).body.message).toBe('Uma denúncia em análise não pode passar para em análise.');
      expect((await review(id, { status: 'improcedente' }).expect(400)).body.fields).toEqual({ resolucao: ['Escreva a resolução.'] });
      expect((await review(id, { status: 'improcedente', resolucao: 'x', suspender: true }).expect(400)).body.fields).toEqual({
        suspender: ['Só uma denúncia procedente pode suspender o sorteio.'],
      });
      await review(id, { status: 'improcedente', resolucao: 'Regulamento claro.' }).expect(200);
      await review(id, { status: 'procedente', resolucao: 'Mudei de ideia.' }).expect(409);
      await review(id, { status: 'em_analise' }).expect(409);
      await review(id, { status: 'pendente' }).expect(400);
      const { body } = await adminGet(`/api/admin/reports/${id}`);
      expect(body.status).toBe('improcedente');
      expect(body.historico.map((s: Step) => s.tipo)).toEqual(['ReportFiled', 'ReportReviewStarted', 'ReportResolved']);
      await review('6f1d3c0e-8a4b-4c2d-9e7f-0a1b2c3d4e5f', { status: 'em_analise' }).expect(404);
    });

    it('e-mails the creator the suspension and its reason, and the reporter the outcome, never naming the admin', async () => {
      const g = await publishedGiveaway(t, creator.accessToken, { titulo: 'Sorteio de fone' });
      const { id } = (await report(g.id, reporter).expect(201)).body;
      await review(id, { status: 'em_analise' }).expect(200);
      await review(id, { status: 'procedente', resolucao: 'Fotos copiadas de outro site.', suspender: true }).expect(200);
      await t.jobsIdle();
      const mails = (await readOutbox(t.dataDir)).filter((m) => m.subject.endsWith('Sorteio de fone'));
      const toCreator = mails.find((m) => m.to.includes(creator.body.email));
      const toReporter = mails.find((m) => m.to.includes(reporter.body.email));
      expect(toCreator?.subject).toBe('Seu sorteio foi suspenso: Sorteio de fone');
      expect(toCreator?.text).toContain('Fotos copiadas de outro site.');
      expect(toReporter?.subject).toBe('Sua denúncia foi analisada: Sorteio de fone');
      expect(toReporter?.text).toContain('procedente');
      expect(toReporter?.text).not.toContain('Fotos copiadas');
      for (const mail of [toCreator!, toReporter!]) {
        for (const trace of [admin.body.email, admin.body.username, admin.user.id]) {
          expect(mail.text).not.toContain(trace);
          expect(mail.html).not.toContain(trace);
        }
        expect(mail.text).toContain('Equipe Sorteios');
      }
      // An improcedente report tells the reporter too, and touches nothing else.
      const other = await publishedGiveaway(t, creator.accessToken, { titulo: 'Sorteio de caneca' });
      const second = (await report(other.id, reporter).expect(201)).body;
      await review(second.id, { status: 'em_analise' }).expect(200);
      await review(second.id, { status: 'improcedente', resolucao: 'Tudo certo.' }).expect(200);
      await t.jobsIdle();
      const caneca = (await readOutbox(t.dataDir)).filter((m) => m.subject.endsWith('Sorteio de caneca'));
      expect(caneca.map((m) => m.subject)).toEqual(['Sua denúncia foi analisada: Sorteio de caneca']);
      expect(caneca[0].text).toContain('improcedente');
      expect(await publicIds()).toContain(other.id);
    });
  });

  describe('suspending giveaways', () => {
    it('hides a suspended giveaway from every public list, shows it as suspended on its page, and reinstating brings it back', async () => {
      const g = await publishedGiveaway(t, creator.accessToken, { titulo: 'Sorteio de bicicleta elétrica' });
      expect(await publicIds('?status=Ativo&sort=encerramento&limit=100')).toContain(g.id);

      const suspended = await request(t.http).post(`/api/admin/giveaways/${g.id}/suspend`).set(bearer(admin.accessToken)).send({ motivo: 'Regulamento enganoso' }).expect(200);
      expect(suspended.body).toMatchObject({ id: g.id, suspenso: true, suspensao: { motivo: 'Regulamento enganoso', por: admin.user.id, reportId: null } });
      for (const query of ['', '?status=Ativo&sort=encerramento&limit=100', '?sort=inscritos', '?q=bicicleta', `?criadorId=${creator.user.id}`]) {
        expect(await publicIds(query)).not.toContain(g.id);
      }
      const page = await request(t.http).get(`/api/giveaways/${g.id}`).expect(200);
      expect(page.body).toMatchObject({ id: g.id, suspenso: true });
      // The creator still finds it among their own.
      const mine = await request(t.http).get('/api/me/giveaways').set(bearer(creator.accessToken)).expect(200);
      expect(mine.body.items.find((x: { id: string }) => x.id === g.id)).toMatchObject({ suspenso: true });

      const twice = await request(t.http).post(`/api/admin/giveaways/${g.id}/suspend`).set(bearer(admin.accessToken)).send({ motivo: 'De novo' }).expect(409);
      expect(twice.body).toEqual({ statusCode: 409, code: 'GIVEAWAY_ALREADY_SUSPENDED', message: 'Este sorteio já está suspenso.' });

      await request(t.http).post(`/api/admin/giveaways/${g.id}/reinstate`).set(bearer(admin.accessToken)).send({ motivo: 'Regulamento corrigido' }).expect(200);
      expect(await publicIds('?q=bicicleta')).toContain(g.id);
      expect((await request(t.http).get(`/api/giveaways/${g.id}`).expect(200)).body.suspenso).toBe(false);
      const again = await request(t.http).post(`/api/admin/giveaways/${g.id}/reinstate`).set(bearer(admin.accessToken)).send({ motivo: 'x' }).expect(409);
      expect(again.body.code).toBe('GIVEAWAY_NOT_SUSPENDED');
      await request(t.http).post(`/api/admin/giveaways/${g.id}/suspend`).set(bearer(admin.accessToken)).send({}).expect(400);
      const audit = (await adminGet('/api/admin/audit?alvo=sorteio')).body.items.filter((a: { alvo: { id: string } }) => a.alvo.id === g.id);
      expect(audit.map((a: { alvo: { nome?: string } }) => a.alvo.nome)).toEqual(['Sorteio de bicicleta elétrica', 'Sorteio de bicicleta elétrica']);

      await t.jobsIdle();
      const subjects = (await readOutbox(t.dataDir)).filter((m) => m.to.includes(creator.body.email)).map((m) => m.subject);
      expect(subjects).toEqual(expect.arrayContaining(['Seu sorteio foi suspenso: Sorteio de bicicleta elétrica', 'Seu sorteio voltou a ser exibido: Sorteio de bicicleta elétrica']));
    });

    it('lists every giveaway for admins with the status, reported, suspended and search filters', async () => {
      const tag = `filtro${Date.now()}`;
      const reported = await publishedGiveaway(t, creator.accessToken, { titulo: `Denunciado ${tag}` });
      const quiet = await publishedGiveaway(t, creator.accessToken, { titulo: `Tranquilo ${tag}` });
      const draft = await createGiveaway(t, creator.accessToken, { titulo: `Rascunho ${tag}` });
      await report(reported.id, reporter).expect(201);
      await request(t.http).post(`/api/admin/giveaways/${quiet.id}/suspend`).set(bearer(admin.accessToken)).send({ motivo: 'Teste' }).expect(200);

      const ids = async (query: string) => (await adminGet(`/api/admin/giveaways?q=${tag}${query}`)).body.items.map((g: { id: string }) => g.id);
      expect(await ids('')).toEqual([draft.id, quiet.id, reported.id]);
      expect(await ids('&reported=true')).toEqual([reported.id]);
      expect(await ids('&reported=false')).toEqual([draft.id, quiet.id]);
      expect(await ids('&suspended=true')).toEqual([quiet.id]);
      expect(await ids('&suspended=false')).toEqual([draft.id, reported.id]);
      expect(await ids('&status=Rascunho')).toEqual([draft.id]);
      const item = (await adminGet(`/api/admin/giveaways?q=${tag}&reported=true`)).body.items[0];
      expect(item).toMatchObject({ titulo: `Denunciado ${tag}`, status: 'Ativo', denuncias: 1, denunciasAbertas: 1, suspenso: false, criador: { id: creator.user.id } });
      await request(t.http).get('/api/admin/giveaways?reported=talvez').set(bearer(admin.accessToken)).expect(400);
    });

    it('deletes a giveaway with the reason: it leaves the lists, and its trail and the audit log keep who and why', async () => {
      const g = await publishedGiveaway(t, creator.accessToken, { titulo: 'Sorteio a excluir' });
      await request(t.http).delete(`/api/admin/giveaways/${g.id}`).set(bearer(admin.accessToken)).send({}).expect(400);
      await request(t.http).delete(`/api/admin/giveaways/${g.id}`).set(bearer(admin.accessToken)).send({ motivo: 'Golpe confirmado' }).expect(204);
      await request(t.http).get(`/api/giveaways/${g.id}`).expect(404);
      expect((await adminGet('/api/admin/giveaways?q=excluir')).body.items).toEqual([]);
      const trail = await adminGet(`/api/admin/giveaways/${g.id}/trail`);
      expect(trail.body.sorteio).toMatchObject({ excluido: true, titulo: 'Sorteio a excluir' });
      expect(trail.body.eventos.at(-1)).toMatchObject({ tipo: 'GiveawayDeleted', por: { id: admin.user.id }, motivo: 'Golpe confirmado' });
      const audit = await adminGet('/api/admin/audit?alvo=sorteio');
      expect(audit.body.items[0]).toMatchObject({ acao: 'GiveawayDeleted', alvo: { tipo: 'sorteio', id: g.id }, motivo: 'Golpe confirmado', admin: { id: admin.user.id } });
      await request(t.http).delete(`/api/admin/giveaways/${g.id}`).set(bearer(admin.accessToken)).send({ motivo: 'x' }).expect(404);
      await request(t.http).get('/api/admin/giveaways/6f1d3c0e-8a4b-4c2d-9e7f-0a1b2c3d4e5f/trail').set(bearer(admin.accessToken)).expect(404);
    });
  });

  describe('users, entries, stats and the audit log', () => {
    it('finds accounts and grants or removes Pro, verified and admin, with the reason', async () => {
      const target = await registerUser(t, { nome: 'Zuleica' });
      const found = await adminGet(`/api/admin/users?q=${target.body.username.toUpperCase()}`);
      expect(found.body.items).toEqual([expect.objectContaining({ id: target.user.id, email: target.body.email, isPro: false, isAdmin: false, verified: false, disabled: false })]);
      expect((await adminGet('/api/admin/users?q=zuleica')).body.items.map((u: { id: string }) => u.id)).toContain(target.user.id);

      const put = (body: Record<string, unknown>, who: Account = admin) => request(t.http).put(`/api/admin/users/${target.user.id}/roles`).set(bearer(who.accessToken)).send(body);
      const res = await put({ isPro: true, verified: true, motivo: 'Criador parceiro' }).expect(200);
      expect(res.body).toMatchObject({ id: target.user.id, isPro: true, verified: true, isAdmin: false });
      expect((await request(t.http).get('/api/me').set(bearer(target.accessToken)).expect(200)).body).toMatchObject({ isPro: true, verified: true });
      await put({ isAdmin: true, motivo: 'Novo moderador' }).expect(200);
      await request(t.http).get('/api/admin/stats').set(bearer(target.accessToken)).expect(200);
      await put({ isAdmin: false, motivo: 'Saiu da equipe' }).expect(200);
      await request(t.http).get('/api/admin/stats').set(bearer(target.accessToken)).expect(403);
      await put({ isPro: false }).expect(400);
      expect((await put({ motivo: 'nada' }).expect(400)).body.code).toBe('VALIDATION_FAILED');

      const self = await request(t.http).put(`/api/admin/users/${admin.user.id}/roles`).set(bearer(admin.accessToken)).send({ isAdmin: false, motivo: 'ops' }).expect(409);
      expect(self.body.code).toBe('CANNOT_CHANGE_OWN_ACCESS');
      await request(t.http).put('/api/admin/users/6f1d3c0e-8a4b-4c2d-9e7f-0a1b2c3d4e5f/roles').set(bearer(admin.accessToken)).send({ isPro: true, motivo: 'x' }).expect(404);

      const audit = await adminGet('/api/admin/audit?alvo=usuario');
      const mine = audit.body.items.filter((a: { alvo: { id: string } }) => a.alvo.id === target.user.id);
      expect(mine.map((a: { motivo: string }) => a.motivo)).toEqual(['Saiu da equipe', 'Novo moderador', 'Criador parceiro']);
      expect(mine[2]).toMatchObject({ acao: 'UserRolesChanged', detalhes: { isPro: true, verified: true }, admin: { id: admin.user.id, username: admin.body.username } });
      // The log names the account as people know it, not by its id.
      expect(mine[2].alvo).toEqual({ tipo: 'usuario', id: target.user.id, nome: `@${target.body.username}` });
    });

    it('disables an account: its token stops at once and signing in answers USER_DISABLED; re-enabling lets it back', async () => {
      const target = await registerUser(t);
      const put = (body: Record<string, unknown>) => request(t.http).put(`/api/admin/users/${target.user.id}/roles`).set(bearer(admin.accessToken)).send(body);
      expect((await put({ disabled: true, motivo: 'Contas falsas em massa' }).expect(200)).body.disabled).toBe(true);
      await request(t.http).get('/api/me').set(bearer(target.accessToken)).expect(401);
      const login = await request(t.http).post('/api/auth/login').send({ email: target.body.email, password: target.body.password }).expect(403);
      expect(login.body).toEqual({ statusCode: 403, code: 'USER_DISABLED', message: 'Esta conta foi desativada.' });

      expect((await put({ disabled: false, motivo: 'Contestação aceita' }).expect(200)).body.disabled).toBe(false);
      await request(t.http).post('/api/auth/login').send({ email: target.body.email, password: target.body.password }).expect(200);
      const audit = (await adminGet('/api/admin/audit?alvo=usuario')).body.items.filter((a: { alvo: { id: string } }) => a.alvo.id === target.user.id);
      expect(audit.map((a: { acao: string; motivo: string }) => [a.acao, a.motivo])).toEqual([
        ['UserEnabled', 'Contestação aceita'],
        ['UserDisabled', 'Contas falsas em massa'],
      ]);
    });

    it('lists every registration of a giveaway, in entry order, for admins only', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      for (const [who, nome] of [[reporter, 'Rita'], [someone, 'Sid']] as const) {
        await request(t.http).post(`/api/giveaways/${g.id}/entries`).set(bearer(who.accessToken)).send({ respostas: validAnswers(`${nome.toLowerCase()}@exemplo.com`, nome), aceiteRegulamento: true }).expect(201);
      }
      const res = await adminGet(`/api/admin/entries?giveawayId=${g.id}`);
      expect(res.body.items.map((e: { nome: string; sorteioId: string }) => [e.nome, e.sorteioId])).toEqual([['Rita', g.id], ['Sid', g.id]]);
      expect(res.body.items[0]).toMatchObject({ id: expect.any(String), email: 'rita@exemplo.com', participanteId: reporter.user.id });
      expect((await adminGet(`/api/admin/entries?giveawayId=${g.id}&q=sid`)).body.items).toHaveLength(1);
      await request(t.http).get('/api/admin/entries?giveawayId=x').set(bearer(admin.accessToken)).expect(400);
    });

    it('counts what needs attention now and shows the latest moderation actions', async () => {
      const before = (await adminGet('/api/admin/stats')).body;
      const g = await publishedGiveaway(t, creator.accessToken);
      await registerUser(t);
      await report(g.id, reporter).expect(201);
      await request(t.http).post(`/api/giveaways/${g.id}/entries`).set(bearer(someone.accessToken)).send({ respostas: validAnswers(), aceiteRegulamento: true }).expect(201);
      await request(t.http).post(`/api/admin/giveaways/${g.id}/suspend`).set(bearer(admin.accessToken)).send({ motivo: 'Conferência' }).expect(200);
      const after = (await adminGet('/api/admin/stats')).body;
      expect(after.denuncias.pendentes).toBe(before.denuncias.pendentes + 1);
      expect(after.novosSorteios.hoje).toBe(before.novosSorteios.hoje + 1);
      expect(after.novosSorteios.semana).toBeGreaterThanOrEqual(after.novosSorteios.hoje);
      expect(after.novosUsuarios.hoje).toBe(before.novosUsuarios.hoje + 1);
      expect(after.inscricoesHoje).toBe(before.inscricoesHoje + 1);
      expect(after.sorteiosSuspensos).toBe(before.sorteiosSuspensos + 1);
      expect(after.ultimasAcoes[0]).toMatchObject({ acao: 'GiveawaySuspended', alvo: { tipo: 'sorteio', id: g.id }, motivo: 'Conferência', admin: { id: admin.user.id } });
    });

    it('records every admin action in the audit log, newest first, including those of other admin areas', async () => {
      await request(t.http).post('/api/admin/pages').set(bearer(admin.accessToken)).send({ slug: 'auditoria/teste', titulo: 'Teste', conteudo: 'x' }).expect(201);
      const audit = await adminGet('/api/admin/audit?limit=5');
      expect(audit.body.items[0]).toMatchObject({ acao: 'PageCreated', alvo: { tipo: 'pagina', id: 'auditoria/teste' }, admin: { id: admin.user.id }, em: expect.any(String) });
      const all = await adminGet('/api/admin/audit?limit=100');
      const seqs = all.body.items.map((a: { em: string }) => a.em);
      expect([...seqs].sort().reverse()).toEqual(seqs);
      // The seeded pages were written by no one: not admin actions.
      expect(all.body.items.some((a: { alvo: { id: string } }) => a.alvo.id === 'termos-de-uso')).toBe(false);
      // A creator deleting their own giveaway is not an admin action.
      const own = await publishedGiveaway(t, creator.accessToken);
      await request(t.http).delete(`/api/giveaways/${own.id}`).set(bearer(creator.accessToken)).send({}).expect(204);
      expect((await adminGet('/api/admin/audit?alvo=sorteio&limit=100')).body.items.some((a: { alvo: { id: string } }) => a.alvo.id === own.id)).toBe(false);
    });
  });

  describe('every /api/admin route', () => {
    it('is found in the router, and answers 401 signed out and 403 to a signed-in user who is not an admin', async () => {
      const admins = servedRoutes(t).filter(([, path]) => /^\/api\/admin(\/|$)/.test(path));
      const seen = admins.map(([method, path]) => `${method} ${path}`);
      // The enumeration sees this module's routes and the other admin areas' alike.
      expect(seen).toEqual(
        expect.arrayContaining([
          'GET /api/admin/reports',
          'GET /api/admin/reports/:id',
          'PATCH /api/admin/reports/:id',
          'GET /api/admin/giveaways',
          'GET /api/admin/giveaways/:id/trail',
          'POST /api/admin/giveaways/:id/suspend',
          'POST /api/admin/giveaways/:id/reinstate',
          'DELETE /api/admin/giveaways/:id',
          'GET /api/admin/users',
          'PUT /api/admin/users/:id/roles',
          'GET /api/admin/entries',
          'GET /api/admin/stats',
          'GET /api/admin/audit',
          'GET /api/admin/pages',
          'GET /api/admin/feedback',
          'GET /api/admin/contacts',
        ]),
      );
      for (const [method, path] of admins) {
        const url = concrete(path);
        const call = () => request(t.http)[method.toLowerCase() as 'get'](url).send({ motivo: 'x', status: 'em_analise', isAdmin: true });
        const anonymous = await call();
        expect([`${method} ${path}`, anonymous.status, anonymous.body]).toEqual([`${method} ${path}`, 401, UNAUTHENTICATED]);
        const forbidden = await call().set(bearer(someone.accessToken));
        expect([`${method} ${path}`, forbidden.status, forbidden.body]).toEqual([`${method} ${path}`, 403, FORBIDDEN]);
      }
    });
  });
});
