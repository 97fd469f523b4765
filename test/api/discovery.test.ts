import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { registerProUser } from '../support/plans';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { registerUser } from '../support/accounts';
import { closeGiveaway, drawGiveaway, seedEntries } from '../support/draws';
import { bearer, createGiveaway, inDays, publishedGiveaway } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';

type Account = Awaited<ReturnType<typeof registerUser>>;
type Item = { id: string; titulo: string; status: string };

const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);

/**
 * Follows (or unfollows) through the social module's route when it exists; until then the
 * UserFollowed / UserUnfollowed event its contract describes is appended as that module would.
 */
async function setFollow(t: TestApp, follower: Account, followed: Account, following: boolean): Promise<void> {
  const call = request(t.http)[following ? 'put' : 'delete'](`/api/users/${followed.body.username}/follow`);
  const res = await call.set(bearer(follower.accessToken));
  if (res.status !== 404 || res.body.code !== 'NOT_FOUND') {
    expect(res.status).toBe(200);
    return;
  }
  const store = t.app.get<EventStore>(EVENT_STORE);
  const data = { seguidorId: follower.user.id, seguidoId: followed.user.id };
  const metadata = { userId: follower.user.id, correlationId: 'test', causationId: null, at: new Date().toISOString() };
  await store.append(`user-${follower.user.id}`, [{ id: randomUUID(), type: following ? 'UserFollowed' : 'UserUnfollowed', data, metadata }], 'any');
  await t.app.get(ProjectionsService).waitFor(await store.headPosition());
}
const follow = (t: TestApp, follower: Account, followed: Account) => setFollow(t, follower, followed, true);

describe('discovery', () => {
  let t: TestApp;
  let creator: Account;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerProUser(t);
  });
  afterAll(() => t.close());

  const toggle = (id: string, token: string) => request(t.http).post(`/api/giveaways/${id}/save`).set(bearer(token));
  const saved = (token: string, query = '') => request(t.http).get(`/api/me/saved${query}`).set(bearer(token)).expect(200);

  it('documents its routes in the OpenAPI document', async () => {
    const paths = Object.keys((await request(t.http).get('/api/docs-json').expect(200)).body.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/giveaways/{id}/save', '/api/me/saved', '/api/me/feed', '/api/me/wins', '/api/creators/popular']));
  });

  describe('saving a giveaway', () => {
    it('answers { salvo: true } when added and { salvo: false } when pressed again, and says which it is now', async () => {
      const fan = await registerUser(t);
      const g = await publishedGiveaway(t, creator.accessToken);

      const added = await toggle(g.id, fan.accessToken).expect(200);
      expect(added.body).toMatchObject({ salvo: true });
      expect(added.body.revision).toBe(0);
      expect((await request(t.http).get(`/api/giveaways/${g.id}/save`).set(bearer(fan.accessToken)).expect(200)).body).toEqual({ salvo: true });
      expect(ids((await saved(fan.accessToken)).body.items)).toEqual([g.id]);
      expect((await request(t.http).get('/api/me').set(bearer(fan.accessToken)).expect(200)).body.salvos).toEqual([g.id]);

      const removed = await toggle(g.id, fan.accessToken).expect(200);
      expect(removed.body).toMatchObject({ salvo: false, revision: 1 });
      expect((await request(t.http).get(`/api/giveaways/${g.id}/save`).set(bearer(fan.accessToken)).expect(200)).body).toEqual({ salvo: false });
      expect((await saved(fan.accessToken)).body.items).toEqual([]);
      expect((await request(t.http).get('/api/me').set(bearer(fan.accessToken)).expect(200)).body.salvos).toEqual([]);
    });

    it('asks a signed-out visitor to sign in', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      const res = await request(t.http).post(`/api/giveaways/${g.id}/save`).expect(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' });
      await request(t.http).get('/api/me/saved').expect(401);
    });

    it('answers "Sorteio não encontrado" for an unknown, a draft and a deleted giveaway', async () => {
      const fan = await registerUser(t);
      const draft = await createGiveaway(t, creator.accessToken);
      const gone = await publishedGiveaway(t, creator.accessToken);
      await request(t.http).delete(`/api/giveaways/${gone.id}`).set(bearer(creator.accessToken)).expect(204);

      for (const id of [randomUUID(), draft.id, gone.id, 'nao-e-um-id']) {
        const res = await toggle(id, fan.accessToken).expect(404);
        expect(res.body).toMatchObject({ code: 'GIVEAWAY_NOT_FOUND', message: 'Sorteio não encontrado' });
      }
      // Not even the creator saves their own draft.
      await toggle(draft.id, creator.accessToken).expect(404);
    });

    it('loses none of several saves sent at the same moment', async () => {
      const fan = await registerUser(t);
      const giveaways = await Promise.all(Array.from({ length: 5 }, () => publishedGiveaway(t, creator.accessToken)));

      const answers = await Promise.all(giveaways.map((g) => toggle(g.id, fan.accessToken)));

      expect(answers.map((a) => [a.status, a.body.salvo])).toEqual(giveaways.map(() => [200, true]));
      expect(answers.map((a) => a.body.revision).sort()).toEqual([0, 1, 2, 3, 4]);
      expect(ids((await saved(fan.accessToken)).body.items).sort()).toEqual(ids(giveaways).sort());
    });

    it('turns two presses at the same moment into one save and one unsave', async () => {
      const fan = await registerUser(t);
      const g = await publishedGiveaway(t, creator.accessToken);

      const answers = await Promise.all([toggle(g.id, fan.accessToken), toggle(g.id, fan.accessToken)]);

      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.body.salvo).sort()).toEqual([false, true]);
      expect((await saved(fan.accessToken)).body.items).toEqual([]);
    });
  });

  describe('GET /api/me/saved', () => {
    it('lists the newest saved first with status, cover and draw date, a page at a time', async () => {
      const fan = await registerUser(t);
      const first = await publishedGiveaway(t, creator.accessToken, { titulo: 'Primeiro salvo', imagemUrl: 'https://exemplo.com/capa.jpg' });
      const second = await publishedGiveaway(t, creator.accessToken, { titulo: 'Segundo salvo' });
      const third = await publishedGiveaway(t, creator.accessToken, { titulo: 'Terceiro salvo' });
      await closeGiveaway(t, second.id, creator.accessToken);
      // Saved in this order; the first one saved again at the end moves to the top.
      for (const g of [first, second, third]) await toggle(g.id, fan.accessToken).expect(200);
      await toggle(first.id, fan.accessToken).expect(200);
      await toggle(first.id, fan.accessToken).expect(200);

      const page1 = (await saved(fan.accessToken, '?limit=2')).body;
      expect(ids(page1.items)).toEqual([first.id, third.id]);
      expect(page1.items[0]).toMatchObject({
        titulo: 'Primeiro salvo',
        status: 'Ativo',
        imagemUrl: 'https://exemplo.com/capa.jpg',
        dataSorteio: expect.any(String),
        salvoEm: expect.any(String),
        criador: { username: creator.body.username },
      });
      expect(page1.items[0]).not.toHaveProperty('camposFormulario');
      const page2 = (await saved(fan.accessToken, `?limit=2&cursor=${page1.nextCursor}`)).body;
      expect(page2.items.map((i: Item) => [i.id, i.status])).toEqual([[second.id, 'Encerrado']]);
      expect(page2.nextCursor).toBeNull();
    });

    it('drops a giveaway that its creator deleted', async () => {
      const fan = await registerUser(t);
      const kept = await publishedGiveaway(t, creator.accessToken);
      const deleted = await publishedGiveaway(t, creator.accessToken);
      await toggle(kept.id, fan.accessToken).expect(200);
      await toggle(deleted.id, fan.accessToken).expect(200);

      await request(t.http).delete(`/api/giveaways/${deleted.id}`).set(bearer(creator.accessToken)).expect(204);

      expect(ids((await saved(fan.accessToken)).body.items)).toEqual([kept.id]);
      expect((await request(t.http).get('/api/me').set(bearer(fan.accessToken)).expect(200)).body.salvos).toEqual([kept.id]);
    });
  });

  describe('GET /api/me/feed', () => {
    it('shows what the creators I follow published, newest published first, a page at a time', async () => {
      const reader = await registerUser(t);
      const ana = await registerUser(t);
      const bia = await registerUser(t);
      const stranger = await registerUser(t);
      await follow(t, reader, ana);
      await follow(t, reader, bia);

      const anaOld = await createGiveaway(t, ana.accessToken, { titulo: 'Criado primeiro, publicado por último' });
      const biaOne = await publishedGiveaway(t, bia.accessToken, { titulo: 'Da Bia' });
      await publishedGiveaway(t, stranger.accessToken, { titulo: 'De quem não sigo' });
      await createGiveaway(t, bia.accessToken, { titulo: 'Rascunho da Bia' });
      const anaNew = await publishedGiveaway(t, ana.accessToken, { titulo: 'Da Ana' });
      await request(t.http).post(`/api/giveaways/${anaOld.id}/publish`).set(bearer(ana.accessToken)).expect(200);

      const feed = (limit: number, cursor?: string) =>
        request(t.http).get(`/api/me/feed?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`).set(bearer(reader.accessToken)).expect(200);
      const all = (await feed(10)).body;
      expect(all.items.map((i: Item) => i.titulo)).toEqual(['Criado primeiro, publicado por último', 'Da Ana', 'Da Bia']);
      expect(all.items[0]).toMatchObject({ id: anaOld.id, status: 'Ativo', criador: { username: ana.body.username } });

      const page1 = (await feed(2)).body;
      expect(ids(page1.items)).toEqual([anaOld.id, anaNew.id]);
      const page2 = (await feed(2, page1.nextCursor)).body;
      expect(ids(page2.items)).toEqual([biaOne.id]);
      expect(page2.nextCursor).toBeNull();

      await setFollow(t, reader, ana, false);
      expect(ids((await feed(10)).body.items)).toEqual([biaOne.id]);
    });

    it('is empty for someone who follows nobody, and needs a signed-in user', async () => {
      const loner = await registerUser(t);
      expect((await request(t.http).get('/api/me/feed').set(bearer(loner.accessToken)).expect(200)).body).toEqual({ items: [], nextCursor: null });
      const res = await request(t.http).get('/api/me/feed').expect(401);
      expect(res.body.message).toBe('Usuário não autenticado');
    });
  });

  describe('explore: GET /api/giveaways?status=Ativo', () => {
    it('sorts active giveaways by nearest draw, newest and most entrants, in keyset pages', async () => {
      const host = await registerProUser(t);
      const late = await publishedGiveaway(t, host.accessToken, { titulo: 'Sorteia em 9 dias', dataSorteio: inDays(9) });
      const soon = await publishedGiveaway(t, host.accessToken, { titulo: 'Sorteia em 2 dias', dataSorteio: inDays(2) });
      const mid = await publishedGiveaway(t, host.accessToken, { titulo: 'Sorteia em 5 dias', dataSorteio: inDays(5) });
      const closed = await publishedGiveaway(t, host.accessToken, { titulo: 'Encerrado', dataSorteio: inDays(1) });
      await closeGiveaway(t, closed.id, host.accessToken);
      await seedEntries(t, mid.id, 3);
      await seedEntries(t, late.id, 1);

      const list = async (sort: string) => {
        const first = (await request(t.http).get(`/api/giveaways?status=Ativo&criadorId=${host.user.id}&sort=${sort}&limit=2`).expect(200)).body;
        const rest = (await request(t.http).get(`/api/giveaways?status=Ativo&criadorId=${host.user.id}&sort=${sort}&limit=2&cursor=${first.nextCursor}`).expect(200)).body;
        expect(rest.nextCursor).toBeNull();
        return [...ids(first.items), ...ids(rest.items)];
      };
      expect(await list('encerramento')).toEqual([soon.id, mid.id, late.id]);
      expect(await list('recentes')).toEqual([mid.id, soon.id, late.id]);
      expect(await list('inscritos')).toEqual([mid.id, late.id, soon.id]);
    });
  });

  describe('GET /api/me/wins', () => {
    it('lists the giveaways I won with their receipt, and follows a replacement to the alternate', async () => {
      const host = await registerUser(t);
      const ana = await registerUser(t);
      const bia = await registerUser(t);
      const g = await publishedGiveaway(t, host.accessToken, { titulo: 'Sorteio da bicicleta' });
      await seedEntries(t, g.id, 2, [ana.user.id, bia.user.id]);
      await closeGiveaway(t, g.id, host.accessToken);
      const drawn = (await drawGiveaway(t, g.id, { quantidade: 1, suplentes: 1 }, host.accessToken).expect(200)).body;
      // seedEntries names the participants in order: 'Pessoa 0' is Ana.
      const [winner, loser] = drawn.vencedores[0].nome === 'Pessoa 0' ? [ana, bia] : [bia, ana];
      const wins = async (who: Account) => (await request(t.http).get('/api/me/wins').set(bearer(who.accessToken)).expect(200)).body.items;

      expect(await wins(winner)).toMatchObject([
        { entryId: drawn.vencedores[0].entryId, suplente: false, recibo: `/api/giveaways/${g.id}/draw`, sorteio: { id: g.id, titulo: 'Sorteio da bicicleta', status: 'Realizado' } },
      ]);
      expect(await wins(loser)).toEqual([]);
      await request(t.http).get(`/api/giveaways/${g.id}/draw`).expect(200);

      await request(t.http)
        .post(`/api/giveaways/${g.id}/winners/${drawn.vencedores[0].entryId}/replace`)
        .set(bearer(host.accessToken))
        .send({ motivo: 'Não respondeu no prazo.' })
        .expect(200);

      expect(await wins(winner)).toEqual([]);
      expect(await wins(loser)).toMatchObject([{ entryId: drawn.suplentes[0].entryId, suplente: true, sorteio: { id: g.id } }]);
      await request(t.http).get('/api/me/wins').expect(401);
    });
  });
});

describe('GET /api/creators/popular', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ranks creators of public giveaways by followers, then entrants, leaving out me and whom I follow', async () => {
    const [big, small, followed, drafter, me] = await Promise.all(Array.from({ length: 5 }, () => registerUser(t)));
    const bigOne = await publishedGiveaway(t, big.accessToken);
    const smallOne = await publishedGiveaway(t, small.accessToken);
    await publishedGiveaway(t, followed.accessToken);
    await publishedGiveaway(t, me.accessToken);
    await createGiveaway(t, drafter.accessToken);
    await seedEntries(t, bigOne.id, 3);
    await seedEntries(t, smallOne.id, 5);
    await follow(t, small, big);
    await follow(t, me, followed);

    const anonymous = (await request(t.http).get('/api/creators/popular').expect(200)).body.items;
    // big and followed have one follower each; big has more entrants. drafter has nothing public.
    expect(anonymous.map((c: { id: string }) => c.id)).toEqual([big, followed, small, me].map((a) => a.user.id));
    expect(anonymous[0]).toMatchObject({ id: big.user.id, seguidoresCount: 1, inscritosCount: 3, sorteiosCount: 1, verified: false });

    const forMe = (await request(t.http).get('/api/creators/popular?limit=2').set(bearer(me.accessToken)).expect(200)).body.items;
    expect(forMe.map((c: { id: string }) => c.id)).toEqual([big.user.id, small.user.id]);

    await setFollow(t, small, big, false);
    const after = (await request(t.http).get('/api/creators/popular').expect(200)).body.items;
    expect(after.map((c: { id: string }) => c.id)).toEqual([followed, small, big, me].map((a) => a.user.id));
  });

  it('stops counting a cancelled giveaway and its entrants', async () => {
    const host = await registerUser(t);
    const g = await publishedGiveaway(t, host.accessToken);
    await seedEntries(t, g.id, 50);
    const before = (await request(t.http).get('/api/creators/popular?limit=20').expect(200)).body.items;
    expect(before.find((c: { id: string }) => c.id === host.user.id)).toMatchObject({ inscritosCount: 50, sorteiosCount: 1 });

    await request(t.http).post(`/api/giveaways/${g.id}/cancel`).set(bearer(host.accessToken)).send({}).expect(200);

    const after = (await request(t.http).get('/api/creators/popular?limit=20').expect(200)).body.items;
    expect(after.some((c: { id: string }) => c.id === host.user.id)).toBe(false);
  });
});
