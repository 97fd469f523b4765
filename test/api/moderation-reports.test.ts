import { createGiveaway, publishedGiveaway } from '../support/giveaways';
import { Account, moderationSuite, Step, UNAUTHENTICATED } from '../support/moderation';
import { readOutbox } from '../support/outbox';
import type { TestApp } from '../support/test-app';

describe('moderation: filing and reviewing reports', () => {
  let t: TestApp;
  let admin: Account;
  let creator: Account;
  let reporter: Account;
  let someone: Account;
  const { report, review, adminGet, publicIds } = moderationSuite((cast) => ({ t, admin, creator, reporter, someone } = cast));

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
});
