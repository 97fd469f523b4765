import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { registerProUser } from '../support/plans';
import { signUpRefusalStream } from '../../src/modules/accounts/domain/user.events';
import { entryRefusalStream } from '../../src/modules/entries/domain/entry.events';
import { giveawayStream } from '../../src/modules/giveaways/domain/giveaway.events';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { confirmEmail, newUser, registerConfirmedUser, registerUser } from '../support/accounts';
import { registerAdmin } from '../support/admin';
import { bearer, giveawayBody, inDays, publishedGiveaway, validAnswers } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';

type Account = Awaited<ReturnType<typeof registerUser>>;

const DISPOSABLE = 'Use um e-mail permanente; endereços temporários não são aceitos.';

/**
 * Issue 11, "Abuse and fraud": throwaway e-mail domains are refused at sign-up and in the
 * entry form, new giveaways take only confirmed e-mails unless the creator says otherwise,
 * and each refusal is recorded so the creator and admins see why someone was kept out.
 */
describe('fraud controls on sign-up and entry', () => {
  let t: TestApp;
  let events: EventStore;
  let creator: Account;
  let admin: Account;

  const enter = (giveawayId: string, person: Account, email = person.body.email) =>
    request(t.http).post(`/api/giveaways/${giveawayId}/entries`).set(bearer(person.accessToken)).send({ respostas: validAnswers(email), aceiteRegulamento: true });

  /** A giveaway as a creator publishes it from the form: nothing said about the option. */
  async function defaultGiveaway(titulo: string) {
    const { exigirEmailConfirmado: _off, ...body } = giveawayBody({ titulo });
    const created = await request(t.http).post('/api/giveaways').set(bearer(creator.accessToken)).send(body).expect(201);
    await request(t.http).post(`/api/giveaways/${created.body.id}/publish`).set(bearer(creator.accessToken)).expect(200);
    return created.body as { id: string; exigirEmailConfirmado: boolean };
  }

  beforeAll(async () => {
    t = await createTestApp();
    events = t.app.get<EventStore>(EVENT_STORE);
    creator = await registerProUser(t);
    admin = await registerAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('at sign-up', () => {
    it.each(['ana@mailinator.com', 'ana@caixa.mailinator.com', 'Ana@MAILINATOR.com'])('refuses %s with 422 DISPOSABLE_EMAIL and creates no account', async (email) => {
      const body = newUser({ email });
      const res = await request(t.http).post('/api/auth/register').send(body).expect(422);
      expect(res.body).toEqual({ statusCode: 422, code: 'DISPOSABLE_EMAIL', message: DISPOSABLE });
      // Nothing was claimed: the username is still free for a permanent address.
      await request(t.http).post('/api/auth/register').send({ ...body, email: `${body.username}@exemplo.com.br` }).expect(201);
    });

    it('records the refused sign-up with the domain only, never the address or the IP', async () => {
      const body = newUser({ email: 'registro.unico@yopmail.com' });
      await request(t.http).post('/api/auth/register').send(body).expect(422);
      const recorded = await events.readStream(signUpRefusalStream('yopmail.com'));
      expect(recorded.map((e) => ({ type: e.type, data: e.data }))).toEqual([{ type: 'SignUpRefused', data: { dominio: 'yopmail.com', motivo: 'DISPOSABLE_EMAIL' } }]);
      const stored = JSON.stringify(recorded);
      expect(stored).not.toContain('registro.unico');
      expect(stored).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
    });

    it('still signs up a permanent address', async () => {
      await request(t.http).post('/api/auth/register').send(newUser({ email: `ana.${randomUUID().slice(0, 8)}@gmail.com` })).expect(201);
    });
  });

  describe('"exigir e-mail confirmado para participar"', () => {
    it('is on for a new giveaway when the creator says nothing, in the answer and the public view', async () => {
      const g = await defaultGiveaway('Sorteio com confirmação padrão');
      expect(g.exigirEmailConfirmado).toBe(true);
      const pub = await request(t.http).get(`/api/giveaways/${g.id}`).expect(200);
      expect(pub.body.exigirEmailConfirmado).toBe(true);
    });

    it('refuses an unconfirmed account with 403 EMAIL_NOT_CONFIRMED saying how to confirm, and accepts it once confirmed', async () => {
      const g = await defaultGiveaway('Sorteio da garrafa térmica');
      const bia = await registerUser(t);
      const res = await enter(g.id, bia).expect(403);
      expect(res.body.code).toBe('EMAIL_NOT_CONFIRMED');
      expect(res.body.message).toBe(
        'Este sorteio só aceita contas com e-mail confirmado. Abra o link que enviamos para o seu e-mail ou peça um novo em "Reenviar e-mail de confirmação".',
      );
      await confirmEmail(t, bia.body.email);
      await enter(g.id, bia).expect(201);
    });

    it('accepts a confirmed account', async () => {
      const g = await defaultGiveaway('Sorteio do livro');
      await enter(g.id, await registerConfirmedUser(t)).expect(201);
    });

    it('accepts unconfirmed accounts when the creator turns it off, at creation or later', async () => {
      const off = await publishedGiveaway(t, creator.accessToken, { titulo: 'Sorteio aberto a todos', exigirEmailConfirmado: false });
      await enter(off.id, await registerUser(t)).expect(201);

      const later = await defaultGiveaway('Sorteio que muda de ideia');
      const caio = await registerUser(t);
      await enter(later.id, caio).expect(403);
      const updated = await request(t.http).patch(`/api/giveaways/${later.id}`).set(bearer(creator.accessToken)).send({ exigirEmailConfirmado: false }).expect(200);
      expect(updated.body.exigirEmailConfirmado).toBe(false);
      await enter(later.id, caio).expect(201);
    });

    it('leaves a giveaway created before the option open to unconfirmed accounts, as it was', async () => {
      const id = randomUUID();
      const meta = { userId: creator.user.id, correlationId: 'legado', causationId: null, at: new Date().toISOString() };
      const { exigirEmailConfirmado: _none, ...content } = giveawayBody({
        titulo: 'Sorteio antigo',
        camposFormulario: [
          { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
          { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
        ],
      });
      await events.append(
        giveawayStream(id),
        [
          { id: randomUUID(), type: 'GiveawayCreated', data: { giveawayId: id, criadorId: creator.user.id, templateId: null, imagemUrl: null, aleatoriedadePublica: null, ...content, dataSorteio: inDays(7) }, metadata: meta },
          { id: randomUUID(), type: 'GiveawayPublished', data: { giveawayId: id }, metadata: meta },
        ],
        'no_stream',
      );
      await t.jobsIdle();
      expect((await request(t.http).get(`/api/giveaways/${id}`).expect(200)).body.exigirEmailConfirmado).toBe(false);
      const dani = await registerUser(t);
      await request(t.http)
        .post(`/api/giveaways/${id}/entries`)
        .set(bearer(dani.accessToken))
        .send({ respostas: { nome: 'Dani', email: dani.body.email }, aceiteRegulamento: true })
        .expect(201);
    });
  });

  describe('the e-mail typed in the entry form', () => {
    it('refuses a throwaway address with 422 DISPOSABLE_EMAIL on the field, and stores no entry', async () => {
      const g = await publishedGiveaway(t, creator.accessToken, { titulo: 'Sorteio da caneca' });
      const edu = await registerUser(t);
      const res = await enter(g.id, edu, 'edu@guerrillamail.com').expect(422);
      expect(res.body).toMatchObject({ statusCode: 422, code: 'DISPOSABLE_EMAIL', message: DISPOSABLE, fields: { email: ['Use um e-mail permanente.'] } });
      await request(t.http).get(`/api/giveaways/${g.id}/entries/me`).set(bearer(edu.accessToken)).expect(204);
      await enter(g.id, edu).expect(201);
    });
  });

  describe('the refusals trail', () => {
    let giveawayId: string;
    let fabi: Account;
    let gabi: Account;

    beforeAll(async () => {
      giveawayId = (await defaultGiveaway('Sorteio vigiado')).id;
      fabi = await registerUser(t);
      gabi = await registerConfirmedUser(t);
      await enter(giveawayId, fabi).expect(403);
      await enter(giveawayId, fabi).expect(403);
      await enter(giveawayId, gabi, 'gabi@mailinator.com').expect(422);
    });

    it('records each refusal once per person and rule, with the address masked', async () => {
      const recorded = await events.readStream(entryRefusalStream(giveawayId, fabi.user.id));
      expect(recorded.map((e) => ({ type: e.type, data: e.data }))).toEqual([
        { type: 'EntryRefused', data: { sorteioId: giveawayId, participanteId: fabi.user.id, email: `${fabi.body.email[0]}***@exemplo.com.br`, motivo: 'EMAIL_NOT_CONFIRMED' } },
      ]);
    });

    it("shows the giveaway's refusals to its creator, newest first, with who and why", async () => {
      const res = await request(t.http).get(`/api/giveaways/${giveawayId}/refusals`).set(bearer(creator.accessToken)).expect(200);
      expect(res.body.items.map((r: { motivo: string; email: string; participante: { username: string } }) => [r.motivo, r.email, r.participante.username])).toEqual([
        ['DISPOSABLE_EMAIL', 'g***@mailinator.com', gabi.body.username],
        ['EMAIL_NOT_CONFIRMED', `${fabi.body.email[0]}***@exemplo.com.br`, fabi.body.username],
      ]);
      expect(JSON.stringify(res.body)).not.toContain(fabi.body.email);
    });

    it('shows them to admins, with sign-ups, filtered by motivo', async () => {
      const all = await request(t.http).get('/api/admin/refusals').set(bearer(admin.accessToken)).expect(200);
      expect(all.body.items.some((r: { tipo: string; dominio: string }) => r.tipo === 'cadastro' && r.dominio === 'mailinator.com')).toBe(true);
      const mine = all.body.items.find((r: { sorteio: { id: string } | null; motivo: string }) => r.sorteio?.id === giveawayId && r.motivo === 'EMAIL_NOT_CONFIRMED');
      expect(mine).toMatchObject({ tipo: 'inscricao', sorteio: { titulo: 'Sorteio vigiado' }, participante: { username: fabi.body.username } });

      const filtered = await request(t.http).get('/api/admin/refusals?motivo=DISPOSABLE_EMAIL&limit=2').set(bearer(admin.accessToken)).expect(200);
      expect(filtered.body.items).toHaveLength(2);
      expect(filtered.body.items.every((r: { motivo: string }) => r.motivo === 'DISPOSABLE_EMAIL')).toBe(true);
      expect(filtered.body.nextCursor).toEqual(expect.any(String));
      const bad = await request(t.http).get('/api/admin/refusals?motivo=outro').set(bearer(admin.accessToken)).expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    });

    it('hides them from everyone else', async () => {
      const other = await registerUser(t);
      expect((await request(t.http).get(`/api/giveaways/${giveawayId}/refusals`).set(bearer(other.accessToken)).expect(403)).body.code).toBe('NOT_GIVEAWAY_OWNER');
      await request(t.http).get(`/api/giveaways/${giveawayId}/refusals`).expect(401);
      await request(t.http).get('/api/admin/refusals').set(bearer(other.accessToken)).expect(403);
      await request(t.http).get('/api/admin/refusals').expect(401);
      await request(t.http).get(`/api/giveaways/${randomUUID()}/refusals`).set(bearer(creator.accessToken)).expect(404);
    });

    it('lets an admin read any giveaway\'s refusals', async () => {
      const res = await request(t.http).get(`/api/giveaways/${giveawayId}/refusals`).set(bearer(admin.accessToken)).expect(200);
      expect(res.body.items).toHaveLength(2);
    });
  });
});
