import request from 'supertest';
import { registerUser } from '../support/accounts';
import { bearer, publishedGiveaway, validAnswers } from '../support/giveaways';
import { Account, FORBIDDEN, moderationSuite, UNAUTHENTICATED } from '../support/moderation';
import type { TestApp } from '../support/test-app';

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

describe('moderation: stats, the audit log and every admin route', () => {
  let t: TestApp;
  let admin: Account;
  let creator: Account;
  let reporter: Account;
  let someone: Account;
  const { report, adminGet } = moderationSuite((cast) => ({ t, admin, creator, reporter, someone } = cast));

  describe('stats and the audit log', () => {
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
