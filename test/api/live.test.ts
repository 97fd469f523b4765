import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { registerProUser } from '../support/plans';
import { LIVE_HUB, LiveHub } from '../../src/platform/live/live-hub.port';
import { registerUser } from '../support/accounts';
import { closeGiveaway, drawGiveaway, seedEntries } from '../support/draws';
import { bearer, createGiveaway, publishedGiveaway } from '../support/giveaways';
import { baseUrl, SseClient } from '../support/sse';
import { createTestApp, TestApp } from '../support/test-app';

describe('the live view of a draw', () => {
  let t: TestApp;
  let url: string;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    url = await baseUrl(t);
    creator = await registerProUser(t);
  });
  afterEach(() => clients.splice(0).forEach((c) => c.close()));
  afterAll(() => t.close());

  const watch = async (id: string, headers: Record<string, string> = {}) => {
    const client = await SseClient.open(`${url}/api/giveaways/${id}/live`, headers);
    clients.push(client);
    return client;
  };
  const spectate = (method: 'put' | 'delete', id: string, token?: string) => {
    const req = request(t.http)[method](`/api/giveaways/${id}/spectators`);
    return token ? req.set(bearer(token)) : req;
  };
  // The seeded entrants are "Pessoa <n>": the live view shows them as the public entrant list does (issue 11).
  const SHOWN_NAME = 'Pessoa';
  const readyToDraw = async (entrants: number, overrides: Record<string, unknown> = {}) => {
    const g = await publishedGiveaway(t, creator.accessToken, { titulo: 'Sorteio ao vivo', ...overrides });
    await seedEntries(t, g.id, entrants);
    return g.id;
  };

  it('streams the state first, then the close with its commitment, then the winners in rank order', async () => {
    const id = await readyToDraw(5, { numeroVencedores: 2 });
    const live = await watch(id);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(live.headers.get('cache-control')).toContain('no-cache');

    const state = await live.next('state');
    expect(state.data).toEqual({
      giveawayId: id,
      titulo: 'Sorteio ao vivo',
      status: 'Ativo',
      dataSorteio: expect.any(String),
      closedAt: null,
      commitment: null,
      drawnAt: null,
      winners: [],
      spectators: 0,
    });

    await closeGiveaway(t, id, creator.accessToken);
    const committed = await live.waitFor((m) => m.event === 'closed' && m.data.commitment !== null);
    expect(committed.data.commitment).toEqual({
      entrantCount: 5,
      merkleRoot: expect.stringMatching(/^[0-9a-f]{64}$/),
      seedCommitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      closePosition: expect.any(Number),
      fonteAleatoriedade: null,
    });
    expect(Date.parse(committed.data.closedAt)).not.toBeNaN();

    const drawn = (await drawGiveaway(t, id, { quantidade: 2, suplentes: 1 }, creator.accessToken).expect(200)).body;
    const reveal = await live.next('drawn');
    expect(reveal.data.winners).toEqual([
      { rank: 1, entryId: drawn.vencedores[0].entryId, nome: SHOWN_NAME },
      { rank: 2, entryId: drawn.vencedores[1].entryId, nome: SHOWN_NAME },
    ]);

    // The moment of the close, then its commitment a moment later, then the draw: in log order.
    expect(live.types()).toEqual(['state', 'closed', 'closed', 'drawn']);
    const ids = live.messages.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(live.messages[1].id).toBe(String(committed.data.commitment.closePosition));
    expect(reveal.id).toBe(String(drawn.receipt.drawPosition));

    // The salt and the server seed are revealed by the receipt, never by the live view.
    const receipt = (await request(t.http).get(`/api/giveaways/${id}/draw`).expect(200)).body;
    const sent = JSON.stringify(live.messages);
    expect(sent).not.toContain(receipt.salt);
    expect(sent).not.toContain(receipt.serverSeed);
    expect(sent).not.toContain('@');
  });

  it('gives someone who arrives after the draw the whole result at once, without e-mails or secrets', async () => {
    const id = await readyToDraw(4);
    await closeGiveaway(t, id, creator.accessToken);
    const drawn = (await drawGiveaway(t, id, { quantidade: 1 }, creator.accessToken).expect(200)).body;

    const live = await watch(id);
    const state = await live.next('state');
    expect(state.data).toMatchObject({
      status: 'Realizado',
      closedAt: expect.any(String),
      drawnAt: expect.any(String),
      commitment: { entrantCount: 4, merkleRoot: drawn.receipt.merkleRoot, seedCommitment: drawn.receipt.seedCommitment },
      winners: [{ rank: 1, entryId: drawn.vencedores[0].entryId, nome: SHOWN_NAME }],
    });
    expect(Number(state.id)).toBeGreaterThanOrEqual(drawn.receipt.drawPosition);
    const text = JSON.stringify(state.data);
    expect(text).not.toContain(drawn.vencedores[0].email);
    expect(text).not.toContain(drawn.receipt.salt);
    expect(text).not.toContain(drawn.receipt.serverSeed);
  });

  it('tells spectators when a winner is replaced, with the alternate in the same place', async () => {
    const id = await readyToDraw(6, { numeroVencedores: 2 });
    await closeGiveaway(t, id, creator.accessToken);
    const drawn = (await drawGiveaway(t, id, { quantidade: 2, suplentes: 1 }, creator.accessToken).expect(200)).body;
    const live = await watch(id);
    await live.next('state');

    const [first, second] = drawn.vencedores;
    const [alternate] = drawn.suplentes;
    await request(t.http)
      .post(`/api/giveaways/${id}/winners/${first.entryId}/replace`)
      .set(bearer(creator.accessToken))
      .send({ motivo: 'Não respondeu no prazo.' })
      .expect(200);
    const replaced = await live.next('winner-replaced');
    expect(replaced.data).toEqual({
      replacedEntryId: first.entryId,
      winner: { rank: 1, entryId: alternate.entryId, nome: SHOWN_NAME },
      motivo: 'Não respondeu no prazo.',
      winners: [
        { rank: 1, entryId: alternate.entryId, nome: SHOWN_NAME },
        { rank: 2, entryId: second.entryId, nome: SHOWN_NAME },
      ],
    });
  });

  describe('spectators', () => {
    it('counts signed-in spectators live: up when they join, down when they leave, once per person', async () => {
      const id = await readyToDraw(1);
      const [ana, bia] = [await registerUser(t), await registerUser(t)];
      const live = await watch(id);
      await live.next('state');
      const counts = () => live.messages.filter((m) => m.event === 'spectators').map((m) => m.data.count);

      await spectate('put', id, ana.accessToken).expect(204);
      await live.waitFor(() => counts().length === 1);
      // A second tab of the same person changes nothing.
      await spectate('put', id, ana.accessToken).expect(204);
      await spectate('put', id, bia.accessToken).expect(204);
      await live.waitFor(() => counts().length === 2);
      await spectate('delete', id, ana.accessToken).expect(204);
      await live.waitFor(() => counts().length === 3);
      expect(counts()).toEqual([1, 2, 1]);

      const later = await watch(id);
      expect((await later.next('state')).data.spectators).toBe(1);
    });

    it('registers nothing for a signed-out visitor, and asks a stale session to sign in again', async () => {
      const id = await readyToDraw(1);
      await spectate('put', id).expect(204);
      await spectate('delete', id).expect(204);
      const stale = await spectate('put', id, 'nao-e-um-token').expect(401);
      expect(stale.body.code).toBe('UNAUTHENTICATED');
      const live = await watch(id);
      expect((await live.next('state')).data.spectators).toBe(0);
    });

    it('refuses to register a spectator of a giveaway they cannot see', async () => {
      const draft = await createGiveaway(t, creator.accessToken);
      const other = await registerUser(t);
      const res = await spectate('put', draft.id, other.accessToken).expect(404);
      expect(res.body).toMatchObject({ code: 'GIVEAWAY_NOT_FOUND', message: 'Sorteio não encontrado' });
      await spectate('put', randomUUID(), other.accessToken).expect(404);
    });
  });

  describe('reconnecting', () => {
    it('sends the result to a client that reconnects with Last-Event-ID, and then the draw it missed', async () => {
      const id = await readyToDraw(3);
      const first = await watch(id);
      await closeGiveaway(t, id, creator.accessToken);
      const lastSeen = await first.waitFor((m) => m.event === 'closed' && m.data.commitment !== null);
      first.close();

      const drawn = (await drawGiveaway(t, id, { quantidade: 1 }, creator.accessToken).expect(200)).body;
      const again = await watch(id, { 'last-event-id': lastSeen.id! });
      const state = await again.next('state');
      expect(state.data.winners).toEqual([{ rank: 1, entryId: drawn.vencedores[0].entryId, nome: SHOWN_NAME }]);
      const missed = await again.next('drawn');
      expect(missed.id).toBe(String(drawn.receipt.drawPosition));
      expect(again.types()).toEqual(['state', 'drawn']);
    });

    it('replays nothing to a client that had already seen the draw', async () => {
      const id = await readyToDraw(3);
      const first = await watch(id);
      await closeGiveaway(t, id, creator.accessToken);
      await drawGiveaway(t, id, { quantidade: 1 }, creator.accessToken).expect(200);
      const seen = await first.next('drawn');
      first.close();

      const again = await watch(id, { 'last-event-id': seen.id! });
      expect((await again.next('state')).data.status).toBe('Realizado');
      // A spectator joining is a message everybody gets: once it is here, nothing else was queued before it.
      const ana = await registerUser(t);
      await spectate('put', id, ana.accessToken).expect(204);
      await again.next('spectators');
      expect(again.types()).toEqual(['state', 'spectators']);
    });
  });

  describe('who may watch', () => {
    it('answers 404 GIVEAWAY_NOT_FOUND as JSON, before any stream, for unknown, deleted and others’ draft giveaways', async () => {
      const notFound = { statusCode: 404, code: 'GIVEAWAY_NOT_FOUND', message: 'Sorteio não encontrado' };
      for (const id of [randomUUID(), 'nao-e-um-id']) {
        const res = await request(t.http).get(`/api/giveaways/${id}/live`).expect(404);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.body).toEqual(notFound);
      }
      const draft = await createGiveaway(t, creator.accessToken);
      expect((await request(t.http).get(`/api/giveaways/${draft.id}/live`).expect(404)).body).toEqual(notFound);
      const other = await registerUser(t);
      await request(t.http).get(`/api/giveaways/${draft.id}/live`).set(bearer(other.accessToken)).expect(404);

      const deleted = await publishedGiveaway(t, creator.accessToken);
      await request(t.http).delete(`/api/giveaways/${deleted.id}`).set(bearer(creator.accessToken)).send({}).expect(204);
      expect((await request(t.http).get(`/api/giveaways/${deleted.id}/live`).expect(404)).body).toEqual(notFound);
    });

    it('lets the creator watch their own draft', async () => {
      const draft = await createGiveaway(t, creator.accessToken);
      const live = await watch(draft.id, bearer(creator.accessToken));
      expect((await live.next('state')).data.status).toBe('Rascunho');
    });
  });

  it('stops listening for a spectator who disconnects', async () => {
    const id = await readyToDraw(1);
    const hub = t.app.get<LiveHub>(LIVE_HUB);
    const live = await watch(id);
    await live.next('state');
    expect(hub.listenerCount(id)).toBe(1);
    live.close();
    const deadline = Date.now() + 5000;
    while (hub.listenerCount(id) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(hub.listenerCount(id)).toBe(0);
  });

  it('reports the live hub on /api/health', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body.adapters.liveHub).toEqual({ adapter: 'in-process', ok: true });
  });
});
