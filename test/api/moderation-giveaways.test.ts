import request from 'supertest';
import { bearer, createGiveaway, publishedGiveaway } from '../support/giveaways';
import { Account, moderationSuite } from '../support/moderation';
import { readOutbox } from '../support/outbox';
import type { TestApp } from '../support/test-app';

describe('moderation: suspending, listing and deleting giveaways', () => {
  let t: TestApp;
  let admin: Account;
  let creator: Account;
  let reporter: Account;
  const { report, adminGet, publicIds } = moderationSuite((cast) => ({ t, admin, creator, reporter } = cast));

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
});
