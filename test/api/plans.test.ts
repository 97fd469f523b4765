import request from 'supertest';
import { registerUser } from '../support/accounts';
import { registerAdmin } from '../support/admin';
import { bearer, createGiveaway, publishedGiveaway } from '../support/giveaways';
import { registerProUser } from '../support/plans';
import { createTestApp, TestApp } from '../support/test-app';
import { userDecider } from '../../src/modules/accounts/domain/user.decider';
import { userStream } from '../../src/modules/accounts/domain/user.events';
import { StreamExecutor } from '../../src/platform/ddd/stream-executor';
import { ProjectionsService } from '../../src/platform/projections/projections.service';

const GRATIS_LIMITS = { sorteiosAtivos: 3, inscricoesPorSorteio: 1000, vencedoresESuplentes: 5, camposPersonalizados: 3 };
const PRO_LIMITS = { sorteiosAtivos: null, inscricoesPorSorteio: 1_000_000, vencedoresESuplentes: 100, camposPersonalizados: 20 };
const PRO_FEATURES = ['webhooks', 'tokens-api', 'instagram', 'insights-completos', 'sem-rodape'];

describe('plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const myPlan = async (token: string) => (await request(t.http).get('/api/me/plan').set(bearer(token)).expect(200)).body;

  it('lists Grátis and Pro to anyone, with prices in cents of real, limits and features', async () => {
    const res = await request(t.http).get('/api/plans').expect(200);
    expect(res.body).toEqual([
      { id: 'gratis', nome: 'Grátis', precoMensalCentavos: 0, precoAnualCentavos: 0, moeda: 'BRL', limites: GRATIS_LIMITS, recursos: [] },
      { id: 'pro', nome: 'Pro', precoMensalCentavos: 2990, precoAnualCentavos: 29900, moeda: 'BRL', limites: PRO_LIMITS, recursos: PRO_FEATURES },
    ]);
  });

  it('refuses to tell the plan of someone who is not signed in', async () => {
    const res = await request(t.http).get('/api/me/plan').expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  it('puts a new account on Grátis and counts only its published giveaways as active', async () => {
    const creator = await registerUser(t);
    expect(await myPlan(creator.accessToken)).toEqual({
      plano: 'gratis', ativoAte: null, origem: null, ciclo: null, cancelada: false, cobranca: 'manual', podeGerenciar: false,
      limites: GRATIS_LIMITS, recursos: [], uso: { sorteiosAtivos: 0 },
    });

    await createGiveaway(t, creator.accessToken);
    expect((await myPlan(creator.accessToken)).uso).toEqual({ sorteiosAtivos: 0 });

    await publishedGiveaway(t, creator.accessToken);
    expect((await myPlan(creator.accessToken)).uso).toEqual({ sorteiosAtivos: 1 });
  });

  it('stops counting a giveaway once it is closed, cancelled or deleted, and never counts someone else’s', async () => {
    // Four active at once is more than Grátis allows: this creator is Pro.
    const creator = await registerProUser(t);
    const someoneElse = await registerUser(t);
    await publishedGiveaway(t, someoneElse.accessToken);
    const [closed, cancelled, deleted] = [await publishedGiveaway(t, creator.accessToken), await publishedGiveaway(t, creator.accessToken), await publishedGiveaway(t, creator.accessToken)];
    await publishedGiveaway(t, creator.accessToken);
    expect((await myPlan(creator.accessToken)).uso.sorteiosAtivos).toBe(4);

    await request(t.http).post(`/api/giveaways/${closed.id}/close`).set(bearer(creator.accessToken)).expect(200);
    await request(t.http).post(`/api/giveaways/${cancelled.id}/cancel`).set(bearer(creator.accessToken)).send({ motivo: 'Prêmio indisponível' }).expect(200);
    await request(t.http).delete(`/api/giveaways/${deleted.id}`).set(bearer(creator.accessToken)).expect(204);
    expect((await myPlan(creator.accessToken)).uso.sorteiosAtivos).toBe(1);
  });

  it('moves an account to Pro, with no end date, once an admin grants it', async () => {
    const admin = await registerAdmin(t);
    const creator = await registerUser(t);
    await publishedGiveaway(t, creator.accessToken);

    await request(t.http).put(`/api/admin/users/${creator.user.id}/roles`).set(bearer(admin.accessToken)).send({ isPro: true, motivo: 'Criador parceiro' }).expect(200);

    expect(await myPlan(creator.accessToken)).toEqual({
      plano: 'pro', ativoAte: null, origem: 'admin', ciclo: null, cancelada: false, cobranca: 'manual', podeGerenciar: false,
      limites: PRO_LIMITS, recursos: PRO_FEATURES, uso: { sorteiosAtivos: 1 },
    });
    const history = await request(t.http).get(`/api/admin/users/${creator.user.id}/plan-history`).set(bearer(admin.accessToken)).expect(200);
    expect(history.body).toEqual([{ tipo: 'ProActivated', at: expect.any(String), origem: 'admin', ativoAte: null, motivo: 'Criador parceiro' }]);

    await request(t.http).put(`/api/admin/users/${creator.user.id}/roles`).set(bearer(admin.accessToken)).send({ isPro: false, motivo: 'Fim da parceria' }).expect(200);
    expect((await myPlan(creator.accessToken)).plano).toBe('gratis');
    const after = await request(t.http).get(`/api/admin/users/${creator.user.id}/plan-history`).set(bearer(admin.accessToken)).expect(200);
    expect(after.body.map((h: { tipo: string; motivo: string }) => [h.tipo, h.motivo])).toEqual([['ProActivated', 'Criador parceiro'], ['ProExpired', 'Fim da parceria']]);
  });

  it('shows Pro granted before billing existed (the old roles event) as granted by an admin', async () => {
    const creator = await registerUser(t);
    const admin = await registerAdmin(t);
    const executor = t.app.get(StreamExecutor);
    const granted = await executor.execute(userStream(creator.user.id), userDecider, { type: 'ChangeRoles', roles: { isPro: true }, motivo: 'Antigo' }, { userId: admin.user.id, correlationId: 'teste' });
    await t.app.get(ProjectionsService).waitFor(granted.position);

    expect(await myPlan(creator.accessToken)).toMatchObject({ plano: 'pro', origem: 'admin', ativoAte: null });
    const list = await request(t.http).get('/api/admin/subscriptions').set(bearer(admin.accessToken)).expect(200);
    expect(list.body.items).toContainEqual(expect.objectContaining({ userId: creator.user.id, origem: 'admin', username: creator.body.username }));
  });
});
