import request from 'supertest';
import { registerUser } from '../support/accounts';
import { bearer, publishedGiveaway, validAnswers } from '../support/giveaways';
import { Account, moderationSuite } from '../support/moderation';
import type { TestApp } from '../support/test-app';

describe('moderation: accounts and entries for admins', () => {
  let t: TestApp;
  let admin: Account;
  let creator: Account;
  let reporter: Account;
  let someone: Account;
  const { adminGet } = moderationSuite((cast) => ({ t, admin, creator, reporter, someone } = cast));

  describe('users and entries', () => {
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
      expect(mine.map((a: { motivo: string }) => a.motivo)).toEqual(['Saiu da equipe', 'Novo moderador', 'Criador parceiro', 'Criador parceiro']);
      // Pro is the plans module's: its own event on the account's stream, with the admin as the source.
      expect(mine[2]).toMatchObject({ acao: 'ProActivated', detalhes: { isPro: true }, admin: { id: admin.user.id, username: admin.body.username } });
      expect(mine[3]).toMatchObject({ acao: 'UserRolesChanged', detalhes: { verified: true }, admin: { id: admin.user.id, username: admin.body.username } });
      // The log names the account as people know it, not by its id.
      expect(mine[3].alvo).toEqual({ tipo: 'usuario', id: target.user.id, nome: `@${target.body.username}` });
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
  });
});
