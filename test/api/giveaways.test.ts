import request from 'supertest';
import { registerProUser } from '../support/plans';
import { registerUser } from '../support/accounts';
import { bearer, createGiveaway, giveawayBody, inDays, publishedGiveaway } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { StreamExecutor } from '../../src/platform/ddd/stream-executor';
import { userDecider } from '../../src/modules/accounts/domain/user.decider';
import { userStream } from '../../src/modules/accounts/domain/user.events';
import { AutoCloseScheduler } from '../../src/modules/giveaways/application/auto-close/auto-close.scheduler';

describe('giveaways', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  let other: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerProUser(t);
    other = await registerUser(t);
  });
  afterAll(() => t.close());

  it('creates a draft with nome and email first and chaves derived from the field names', async () => {
    const g = await createGiveaway(t, creator.accessToken);
    expect(g).toMatchObject({ status: 'Rascunho', criadorId: creator.user.id, inscritosCount: 0, regulamentoVersao: 1, formularioBloqueado: false });
    expect(g.camposFormulario.map((f) => f.chave)).toEqual(['nome', 'email', 'telefone', 'cor_preferida', 'aceito_receber_novidades']);
    expect((g as unknown as { criador: { username: string } }).criador.username).toBe(creator.user.username);
  });

  it('stores dataSorteio in UTC whatever offset it was sent with', async () => {
    const g = await createGiveaway(t, creator.accessToken, { dataSorteio: '2030-12-24T18:00:00-03:00' });
    expect((g as unknown as { dataSorteio: string }).dataSorteio).toBe('2030-12-24T21:00:00.000Z');
  });

  it('refuses bad shapes with the fields listed in pt-BR', async () => {
    const res = await request(t.http)
      .post('/api/giveaways')
      .set(bearer(creator.accessToken))
      .send(giveawayBody({ titulo: 'x', premios: [], numeroVencedores: 0, dataSorteio: 'amanhã', camposFormulario: [{ nome: 'Cor', tipo: 'cor', obrigatorio: true }] }))
      .expect(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['camposFormulario.0.tipo', 'dataSorteio', 'numeroVencedores', 'premios', 'titulo']);
  });

  it('refuses a selection with fewer than two options and a repeated chave', async () => {
    const res = await request(t.http)
      .post('/api/giveaways')
      .set(bearer(creator.accessToken))
      .send(giveawayBody({ camposFormulario: [{ nome: 'Cor', tipo: 'selecao', obrigatorio: true, opcoes: ['Azul'] }, { nome: 'A', chave: 'x', tipo: 'texto', obrigatorio: false }, { nome: 'B', chave: 'x', tipo: 'texto', obrigatorio: false }] }))
      .expect(400);
    expect(res.body.fields).toEqual({
      'camposFormulario.0.opcoes': ['Uma seleção precisa de 2 a 50 opções.'],
      'camposFormulario.2.chave': ['Chave repetida no formulário.'],
    });
  });

  it('shows a draft only to its creator; others get 404 Sorteio não encontrado', async () => {
    const g = await createGiveaway(t, creator.accessToken);
    await request(t.http).get(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).expect(200);
    const res = await request(t.http).get(`/api/giveaways/${g.id}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'GIVEAWAY_NOT_FOUND', message: 'Sorteio não encontrado' });
    await request(t.http).get(`/api/giveaways/${g.id}`).set(bearer(other.accessToken)).expect(404);
    await request(t.http).get('/api/giveaways/nao-e-um-id').expect(404);
  });

  it('walks the lifecycle Rascunho → Ativo → Encerrado and refuses illegal transitions with 409', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    expect(g.status).toBe('Ativo');
    await request(t.http).get(`/api/giveaways/${g.id}`).expect(200);
    const again = await request(t.http).post(`/api/giveaways/${g.id}/publish`).set(bearer(creator.accessToken)).expect(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', message: 'Não é possível publicar um sorteio Ativo.' });
    const closed = await request(t.http).post(`/api/giveaways/${g.id}/close`).set(bearer(creator.accessToken)).expect(200);
    expect(closed.body.status).toBe('Encerrado');
    const cancel = await request(t.http).post(`/api/giveaways/${g.id}/cancel`).set(bearer(creator.accessToken)).expect(409);
    expect(cancel.body.message).toBe('Não é possível cancelar um sorteio Encerrado.');
    const edit = await request(t.http).patch(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).send({ titulo: 'Outro título' }).expect(409);
    expect(edit.body.code).toBe('GIVEAWAY_NOT_EDITABLE');
  });

  it('cancels a draft or an active giveaway and hides a cancelled one from others', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const res = await request(t.http).post(`/api/giveaways/${g.id}/cancel`).set(bearer(creator.accessToken)).send({ motivo: 'Prêmio indisponível' }).expect(200);
    expect(res.body.status).toBe('Cancelado');
    await request(t.http).get(`/api/giveaways/${g.id}`).expect(404);
  });

  it('refuses to publish a giveaway whose draw date has passed', async () => {
    const g = await createGiveaway(t, creator.accessToken, { dataSorteio: inDays(-1) });
    const res = await request(t.http).post(`/api/giveaways/${g.id}/publish`).set(bearer(creator.accessToken)).expect(409);
    expect(res.body.code).toBe('DRAW_DATE_IN_PAST');
  });

  it('lets only the creator change a giveaway (403 for others)', async () => {
    const g = await createGiveaway(t, creator.accessToken);
    const res = await request(t.http).patch(`/api/giveaways/${g.id}`).set(bearer(other.accessToken)).send({ titulo: 'Meu agora' }).expect(403);
    expect(res.body.code).toBe('NOT_GIVEAWAY_OWNER');
    await request(t.http).post(`/api/giveaways/${g.id}/publish`).set(bearer(other.accessToken)).expect(403);
    await request(t.http).delete(`/api/giveaways/${g.id}`).set(bearer(other.accessToken)).expect(403);
  });

  it('edits with If-Match: a stale revision answers 412 and changes nothing', async () => {
    const g = await createGiveaway(t, creator.accessToken);
    const edited = await request(t.http).patch(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).set('If-Match', String(g.revision)).send({ titulo: 'Título novo', regulamento: 'Regras novas' }).expect(200);
    expect(edited.body).toMatchObject({ titulo: 'Título novo', regulamentoVersao: 2, revision: g.revision + 1 });
    const stale = await request(t.http).patch(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).set('If-Match', String(g.revision)).send({ titulo: 'Perdido' }).expect(412);
    expect(stale.body.code).toBe('PRECONDITION_FAILED');
    const now = await request(t.http).get(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).expect(200);
    expect(now.body.titulo).toBe('Título novo');
  });

  it('deletes a giveaway: 204, then 404 for everyone, and a second delete is 404', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    await request(t.http).delete(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).expect(204);
    const res = await request(t.http).get(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).expect(404);
    expect(res.body.message).toBe('Sorteio não encontrado');
    await request(t.http).delete(`/api/giveaways/${g.id}`).set(bearer(creator.accessToken)).expect(404);
  });

  it('lists my giveaways in every status and the public list without drafts, searchable without accents', async () => {
    const mine = await registerUser(t);
    const draft = await createGiveaway(t, mine.accessToken, { titulo: 'Rascunho secreto' });
    const open = await publishedGiveaway(t, mine.accessToken, { titulo: 'Viagem para São Paulo' });
    const list = await request(t.http).get('/api/me/giveaways').set(bearer(mine.accessToken)).expect(200);
    expect(list.body.items.map((g: { id: string }) => g.id)).toEqual([open.id, draft.id]);
    const pub = await request(t.http).get(`/api/giveaways?criadorId=${mine.user.id}`).expect(200);
    expect(pub.body.items.map((g: { id: string }) => g.id)).toEqual([open.id]);
    const search = await request(t.http).get('/api/giveaways?q=sao%20paulo').expect(200);
    expect(search.body.items.map((g: { id: string }) => g.id)).toContain(open.id);
  });

  it('paginates with a cursor', async () => {
    const paged = await registerUser(t);
    for (let i = 0; i < 3; i++) await createGiveaway(t, paged.accessToken, { titulo: `Sorteio ${i}` });
    const first = await request(t.http).get('/api/me/giveaways?limit=2').set(bearer(paged.accessToken)).expect(200);
    expect(first.body.items).toHaveLength(2);
    const second = await request(t.http).get(`/api/me/giveaways?limit=2&cursor=${first.body.nextCursor}`).set(bearer(paged.accessToken)).expect(200);
    expect(second.body).toMatchObject({ nextCursor: null });
    expect(second.body.items.map((g: { titulo: string }) => g.titulo)).toEqual(['Sorteio 0']);
    await request(t.http).get('/api/me/giveaways?cursor=lixo').set(bearer(paged.accessToken)).expect(400);
  });

  it('saves a form as a template and starts a giveaway from it', async () => {
    const saved = await request(t.http)
      .post('/api/templates')
      .set(bearer(creator.accessToken))
      .send({ nome: 'Meu modelo', camposFormulario: [{ nome: 'Instagram', tipo: 'texto', obrigatorio: true }] })
      .expect(201);
    expect(saved.body.camposFormulario.map((f: { chave: string }) => f.chave)).toEqual(['nome', 'email', 'instagram']);
    const list = await request(t.http).get('/api/templates').set(bearer(creator.accessToken)).expect(200);
    expect(list.body.items.map((x: { id: string }) => x.id)).toContain(saved.body.id);
    const body = giveawayBody({ templateId: saved.body.id });
    delete (body as Record<string, unknown>).camposFormulario;
    const g = await request(t.http).post('/api/giveaways').set(bearer(creator.accessToken)).send(body).expect(201);
    expect(g.body.camposFormulario.map((f: { chave: string }) => f.chave)).toEqual(['nome', 'email', 'instagram']);
    const foreign = await request(t.http).post('/api/giveaways').set(bearer(other.accessToken)).send(body).expect(404);
    expect(foreign.body.code).toBe('TEMPLATE_NOT_FOUND');
    await request(t.http).delete(`/api/templates/${saved.body.id}`).set(bearer(other.accessToken)).expect(403);
    await request(t.http).delete(`/api/templates/${saved.body.id}`).set(bearer(creator.accessToken)).expect(204);
  });

  it('closes an active giveaway at its draw date, refusing entries from that moment', async () => {
    const g = await publishedGiveaway(t, creator.accessToken, { dataSorteio: new Date(Date.now() + 1500).toISOString() });
    await new Promise((r) => setTimeout(r, 1600));
    const late = await request(t.http)
      .post(`/api/giveaways/${g.id}/entries`)
      .set(bearer(other.accessToken))
      .send({ respostas: { nome: 'Ana', email: 'ana@ex.com', telefone: '11987654321' }, aceiteRegulamento: true })
      .expect(409);
    expect(late.body.code).toBe('GIVEAWAY_NOT_OPEN');
    await t.app.get(AutoCloseScheduler).tick();
    await t.app.get(ProjectionsService).waitFor(await t.app.get<EventStore>(EVENT_STORE).headPosition());
    const res = await request(t.http).get(`/api/giveaways/${g.id}`).expect(200);
    expect(res.body).toMatchObject({ status: 'Encerrado' });
    expect(res.body.closedAt).toEqual(expect.any(String));
  });

  it('lets an admin delete someone else\'s giveaway', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const admin = await registerUser(t);
    const granted = await t.app
      .get(StreamExecutor)
      .execute(userStream(admin.user.id), userDecider, { type: 'ChangeRoles', roles: { isAdmin: true } }, { userId: null, correlationId: 'teste' });
    await t.app.get(ProjectionsService).waitFor(granted.position);
    await request(t.http).delete(`/api/giveaways/${g.id}`).set(bearer(admin.accessToken)).send({ motivo: 'Fraude confirmada' }).expect(204);
    await request(t.http).get(`/api/giveaways/${g.id}`).expect(404);
  });

  it('requires a signed-in user to create', async () => {
    const res = await request(t.http).post('/api/giveaways').send(giveawayBody()).expect(401);
    expect(res.body.message).toBe('Usuário não autenticado');
  });
});

describe('creating while the projections lag', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ READ_YOUR_WRITES_TIMEOUT_MS: '0' });
  });
  afterAll(() => t.close());

  it('still answers 201 with the giveaway built from the recorded event', async () => {
    const c = await registerUser(t);
    const res = await request(t.http).post('/api/giveaways').set(bearer(c.accessToken)).send(giveawayBody({ titulo: 'Sem esperar' })).expect(201);
    expect(res.body).toMatchObject({ titulo: 'Sem esperar', status: 'Rascunho', criadorId: c.user.id, revision: 0 });
  });
});
