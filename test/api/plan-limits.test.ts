import request from 'supertest';
import { registerUser } from '../support/accounts';
import { closeGiveaway, drawGiveaway, seedEntries } from '../support/draws';
import { bearer, createGiveaway, giveawayBody, publishedGiveaway, validAnswers } from '../support/giveaways';
import { grantPro, revokePro } from '../support/plans';
import { createTestApp, TestApp } from '../support/test-app';

const field = (n: number) => ({ nome: `Pergunta ${n}`, tipo: 'texto', obrigatorio: false });
const publish = (t: TestApp, id: string, token: string) => request(t.http).post(`/api/giveaways/${id}/publish`).set(bearer(token));

describe('plan limits enforced by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a 4th active giveaway on Grátis with 403 PLAN_LIMIT_REACHED naming the limit and /precos, and frees the slot when one closes', async () => {
    const creator = await registerUser(t);
    const [first] = [await publishedGiveaway(t, creator.accessToken), await publishedGiveaway(t, creator.accessToken), await publishedGiveaway(t, creator.accessToken)];
    const fourth = await createGiveaway(t, creator.accessToken);

    const refused = await publish(t, fourth.id, creator.accessToken).expect(403);
    expect(refused.body).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'O plano Grátis permite até 3 sorteios ativos ao mesmo tempo. Encerre um deles ou conheça o Pro em /precos.',
      limite: 'sorteiosAtivos',
      maximo: 3,
      precos: '/precos',
    });
    expect((await request(t.http).get(`/api/giveaways/${fourth.id}`).set(bearer(creator.accessToken)).expect(200)).body.status).toBe('Rascunho');

    await closeGiveaway(t, first.id, creator.accessToken);
    await publish(t, fourth.id, creator.accessToken).expect(200);
  });

  it('lets exactly one of two simultaneous publishes at the limit succeed', async () => {
    const creator = await registerUser(t);
    await publishedGiveaway(t, creator.accessToken);
    await publishedGiveaway(t, creator.accessToken);
    const drafts = await Promise.all(Array.from({ length: 4 }, () => createGiveaway(t, creator.accessToken)));

    const answers = await Promise.all(drafts.map((d) => publish(t, d.id, creator.accessToken)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403, 403]);
    const mine = await request(t.http).get('/api/me/plan').set(bearer(creator.accessToken)).expect(200);
    expect(mine.body.uso.sorteiosAtivos).toBe(3);
  });

  it('refuses a 6th winner and a 4th custom field on Grátis, at creation and on edit', async () => {
    const creator = await registerUser(t);
    const sixWinners = await request(t.http).post('/api/giveaways').set(bearer(creator.accessToken)).send(giveawayBody({ numeroVencedores: 6 })).expect(403);
    expect(sixWinners.body).toMatchObject({ code: 'PLAN_LIMIT_REACHED', limite: 'vencedoresESuplentes', maximo: 5 });
    expect(sixWinners.body.message).toContain('/precos');

    const fourFields = await request(t.http)
      .post('/api/giveaways')
      .set(bearer(creator.accessToken))
      .send(giveawayBody({ camposFormulario: [field(1), field(2), field(3), field(4)] }))
      .expect(403);
    expect(fourFields.body).toMatchObject({ code: 'PLAN_LIMIT_REACHED', limite: 'camposPersonalizados', maximo: 3 });

    const draft = await createGiveaway(t, creator.accessToken, { numeroVencedores: 5 });
    await request(t.http).patch(`/api/giveaways/${draft.id}`).set(bearer(creator.accessToken)).send({ numeroVencedores: 6 }).expect(403);
    await request(t.http).patch(`/api/giveaways/${draft.id}`).set(bearer(creator.accessToken)).send({ numeroVencedores: 4 }).expect(200);
  });

  it('refuses the 1,001st entry of a Grátis creator’s giveaway and accepts it on Pro', async () => {
    const creator = await registerUser(t);
    const giveaway = await publishedGiveaway(t, creator.accessToken);
    await seedEntries(t, giveaway.id, 1000);
    const participant = await registerUser(t);
    const enter = () =>
      request(t.http).post(`/api/giveaways/${giveaway.id}/entries`).set(bearer(participant.accessToken)).send({ respostas: validAnswers(participant.body.email), aceiteRegulamento: true });

    const refused = await enter().expect(403);
    expect(refused.body).toMatchObject({ code: 'PLAN_LIMIT_REACHED', limite: 'inscricoesPorSorteio', maximo: 1000 });

    await grantPro(t, creator.user.id);
    await enter().expect(201);
  });

  it('refuses a draw of more winners and alternates than Grátis allows', async () => {
    const creator = await registerUser(t);
    const giveaway = await publishedGiveaway(t, creator.accessToken, { numeroVencedores: 3 });
    await seedEntries(t, giveaway.id, 20);
    await closeGiveaway(t, giveaway.id, creator.accessToken);
    const refused = await drawGiveaway(t, giveaway.id, { quantidade: 3, suplentes: 3 }, creator.accessToken).expect(403);
    expect(refused.body).toMatchObject({ code: 'PLAN_LIMIT_REACHED', limite: 'vencedoresESuplentes', maximo: 5 });
    await drawGiveaway(t, giveaway.id, { quantidade: 3, suplentes: 2 }, creator.accessToken).expect(200);
  });

  it('keeps what a downgraded creator made under Pro: running giveaways take entries and draw their winners; only new actions are refused', async () => {
    const creator = await registerUser(t);
    await grantPro(t, creator.user.id);
    const giveaways = await Promise.all(Array.from({ length: 4 }, () => publishedGiveaway(t, creator.accessToken, { numeroVencedores: 10 })));
    const draft = await createGiveaway(t, creator.accessToken, { numeroVencedores: 10 });
    await revokePro(t, creator.user.id);

    const participant = await registerUser(t);
    await request(t.http)
      .post(`/api/giveaways/${giveaways[0].id}/entries`)
      .set(bearer(participant.accessToken))
      .send({ respostas: validAnswers(participant.body.email), aceiteRegulamento: true })
      .expect(201);
    await request(t.http).patch(`/api/giveaways/${draft.id}`).set(bearer(creator.accessToken)).send({ titulo: 'Outro título' }).expect(200);
    await publish(t, draft.id, creator.accessToken).expect(403);

    await seedEntries(t, giveaways[1].id, 12);
    await closeGiveaway(t, giveaways[1].id, creator.accessToken);
    await drawGiveaway(t, giveaways[1].id, { quantidade: 10 }, creator.accessToken).expect(200);
  });

  it('sets no active-giveaway limit on Pro', async () => {
    const creator = await registerUser(t);
    await grantPro(t, creator.user.id);
    for (let i = 0; i < 5; i++) await publishedGiveaway(t, creator.accessToken);
    const mine = await request(t.http).get('/api/me/plan').set(bearer(creator.accessToken)).expect(200);
    expect(mine.body).toMatchObject({ plano: 'pro', origem: 'admin', uso: { sorteiosAtivos: 5 } });
  });
});
