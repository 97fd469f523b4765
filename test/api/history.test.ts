import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { registerProUser } from '../support/plans';
import { fromHex, MerkleTree, toHex, verifyHistoryChain } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { registerUser } from '../support/accounts';
import { closeGiveaway, drawGiveaway, seedEntries } from '../support/draws';
import { bearer, createGiveaway, publishedGiveaway, validAnswers } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';

type Step = { seq: number; type: string; titulo: string; position: number; at: string; data: Record<string, unknown>; prevHash: string; hash: string };
type History = { steps: Step[]; headHash: string };
type ListPage = { publicada: boolean; entrantCount: number; merkleRoot: string; items: Array<{ index: number; nome: string; leaf: string }>; nextCursor: string | null };

describe('public history and entrant list of a giveaway', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  let events: EventStore;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerProUser(t);
    events = t.app.get<EventStore>(EVENT_STORE);
  });
  afterAll(() => t.close());

  const history = async (id: string): Promise<History> => {
    await t.jobsIdle();
    return (await request(t.http).get(`/api/giveaways/${id}/history`).expect(200)).body;
  };
  const list = (id: string, query: Record<string, string | number> = {}) => request(t.http).get(`/api/giveaways/${id}/lista`).query(query);
  const publishList = (id: string, token = creator.accessToken) => request(t.http).put(`/api/giveaways/${id}/lista`).set(bearer(token));
  const unpublishList = (id: string, token = creator.accessToken) => request(t.http).delete(`/api/giveaways/${id}/lista`).set(bearer(token));
  const close = (id: string) => closeGiveaway(t, id, creator.accessToken);
  const draw = (id: string, body: Record<string, unknown>) => drawGiveaway(t, id, body, creator.accessToken).expect(200);
  const positionsOf = async (streamId: string) => (await events.readStream(streamId)).map((e) => [e.type, e.position] as const);

  /** People who really sign up and enter, with the names they type. */
  async function enter(giveawayId: string, nome: string) {
    const person = await registerUser(t);
    const res = await request(t.http)
      .post(`/api/giveaways/${giveawayId}/entries`)
      .set(bearer(person.accessToken))
      .send({ respostas: validAnswers(person.body.email, nome), aceiteRegulamento: true })
      .expect(201);
    return { ...person, entryId: res.body.id as string };
  }

  async function allPages(id: string, limit: number): Promise<ListPage[]> {
    const pages: ListPage[] = [];
    let cursor: string | null = null;
    do {
      const page: ListPage = (await list(id, cursor ? { limit, cursor } : { limit }).expect(200)).body;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    return pages;
  }

  describe('the history', () => {
    it('shows created, published, closed with its commitments, and drawn, in log order with their positions, and the chain verifies', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      await seedEntries(t, g.id, 6);
      await close(g.id);
      const drawn = (await draw(g.id, { quantidade: 2, suplentes: 1 })).body;

      const { steps, headHash } = await history(g.id);
      expect(steps.map((s) => [s.seq, s.type, s.titulo])).toEqual([
        [1, 'GiveawayCreated', 'Sorteio criado'],
        [2, 'GiveawayPublished', 'Sorteio publicado: inscrições abertas'],
        [3, 'GiveawayClosed', 'Inscrições encerradas'],
        [4, 'DrawCommitted', 'Inscritos e semente registrados (compromisso)'],
        [5, 'WinnersDrawn', 'Sorteio realizado'],
      ]);
      const logged = [...(await positionsOf(`giveaway-${g.id}`)), ...(await positionsOf(`draw-${g.id}`))].filter(([type]) => steps.some((s) => s.type === type));
      expect(steps.map((s) => [s.type, s.position])).toEqual(logged);
      expect(steps[3].data).toMatchObject({ entrantCount: 6, merkleRoot: drawn.receipt.merkleRoot, seedCommitment: drawn.receipt.seedCommitment, closePosition: steps[2].position });
      expect(steps[4].data).toMatchObject({
        serverSeed: drawn.receipt.serverSeed,
        drawSeed: drawn.receipt.drawSeed,
        winners: drawn.receipt.winners.map((w: { rank: number; entryId: string }) => ({ rank: w.rank, entryId: w.entryId })),
        alternates: [{ rank: 3, entryId: drawn.receipt.alternates[0].entryId }],
        recibo: `/api/giveaways/${g.id}/draw`,
      });
      expect(steps[0].at).toBe((await events.readStream(`giveaway-${g.id}`))[0].metadata.at);

      const verified = await verifyHistoryChain({ steps, headHash }, nodeDrawCrypto);
      expect(verified.ok).toBe(true);
      expect(headHash).toBe(steps[4].hash);
      const tampered = structuredClone(steps);
      tampered[3].data.entrantCount = 7;
      expect((await verifyHistoryChain({ steps: tampered, headHash }, nodeDrawCrypto)).steps.map((s) => s.ok)).toEqual([true, true, true, false, false]);
    });

    it('reveals no salt, no server seed and no personal data before the draw', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      await seedEntries(t, g.id, 3);
      await close(g.id);

      const { steps } = await history(g.id);
      expect(steps.map((s) => s.type)).toEqual(['GiveawayCreated', 'GiveawayPublished', 'GiveawayClosed', 'DrawCommitted']);
      const [committed] = (await events.readStream(`draw-${g.id}`)).map((e) => e.data as { salt: string; serverSeed: string; fonteAleatoriedade?: unknown });
      const body = JSON.stringify(steps);
      expect(body).not.toContain(committed.salt);
      expect(body).not.toContain(committed.serverSeed);
      expect(body).not.toMatch(/@ex\.com|Pessoa \d/);
      // registro: the entry log's final tree (every giveaway published since algorithm version 2 has one).
      expect(Object.keys(steps[3].data).sort()).toEqual(['closePosition', 'entrantCount', 'fonteAleatoriedade', 'giveawayId', 'merkleRoot', 'registro', 'saltCommitment', 'seedCommitment']);
      expect(steps[3].data.fonteAleatoriedade).toEqual(committed.fonteAleatoriedade);
    });

    it('adds a winner replacement as a new step without changing any earlier hash', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      await seedEntries(t, g.id, 5);
      await close(g.id);
      const drawn = (await draw(g.id, { quantidade: 1, suplentes: 1 })).body;
      const before = await history(g.id);

      await request(t.http)
        .post(`/api/giveaways/${g.id}/winners/${drawn.vencedores[0].entryId}/replace`)
        .set(bearer(creator.accessToken))
        .send({ motivo: 'Não respondeu no prazo.' })
        .expect(200);
      const after = await history(g.id);

      expect(after.steps.slice(0, before.steps.length)).toEqual(before.steps);
      const replaced = after.steps[after.steps.length - 1];
      expect(replaced).toMatchObject({
        seq: before.steps.length + 1,
        type: 'WinnerReplaced',
        titulo: 'Ganhador substituído',
        prevHash: before.headHash,
        data: { replacedEntryId: drawn.vencedores[0].entryId, byEntryId: drawn.suplentes[0].entryId, motivo: 'Não respondeu no prazo.' },
      });
      expect(replaced.position).toBeGreaterThan(before.steps[before.steps.length - 1].position);
      expect(after.headHash).toBe(replaced.hash);
      expect((await verifyHistoryChain(after, nodeDrawCrypto)).ok).toBe(true);
    });

    it('is not found for a draft, an unknown giveaway or a malformed id', async () => {
      const draft = await createGiveaway(t, creator.accessToken);
      await t.jobsIdle();
      const res = await request(t.http).get(`/api/giveaways/${draft.id}/history`).expect(404);
      expect(res.body).toMatchObject({ code: 'GIVEAWAY_NOT_FOUND', message: 'Sorteio não encontrado' });
      await request(t.http).get(`/api/giveaways/${randomUUID()}/history`).expect(404);
      await request(t.http).get('/api/giveaways/nao-e-um-id/history').expect(404);
    });
  });

  describe('the entrant list', () => {
    it('can be published only by the creator, only after the close, and says so while it is not', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      await enter(g.id, 'João da Silva');
      expect((await list(g.id).expect(200)).body).toEqual({ publicada: false });

      const early = await publishList(g.id).expect(409);
      expect(early.body).toMatchObject({ code: 'GIVEAWAY_NOT_CLOSED', message: expect.stringContaining('depois do encerramento') });
      await close(g.id);
      const stranger = await registerUser(t);
      expect((await publishList(g.id, stranger.accessToken).expect(403)).body.code).toBe('NOT_GIVEAWAY_OWNER');
      await request(t.http).put(`/api/giveaways/${g.id}/lista`).expect(401);
      expect((await list(g.id).expect(200)).body).toEqual({ publicada: false });

      const published = await publishList(g.id).expect(200);
      expect(published.body).toEqual({ publicada: true, revision: 0 });
      // Publishing again changes nothing and records nothing.
      expect((await publishList(g.id).expect(200)).body).toEqual({ publicada: true, revision: 0 });
      expect((await events.readStream(`entrant-list-${g.id}`)).map((e) => e.type)).toEqual(['EntrantListPublished']);
      expect((await list(g.id).expect(200)).body.publicada).toBe(true);

      expect((await unpublishList(g.id, stranger.accessToken).expect(403)).body.code).toBe('NOT_GIVEAWAY_OWNER');
      expect((await unpublishList(g.id).expect(200)).body).toEqual({ publicada: false, revision: 1 });
      expect((await list(g.id).expect(200)).body).toEqual({ publicada: false });
      const { steps } = await history(g.id);
      expect(steps.slice(-2).map((s) => [s.type, s.titulo])).toEqual([
        ['EntrantListPublished', 'Lista de inscritos publicada'],
        ['EntrantListUnpublished', 'Lista de inscritos retirada do ar'],
      ]);
      expect((await verifyHistoryChain({ steps, headHash: steps[steps.length - 1].hash }, nodeDrawCrypto)).ok).toBe(true);
    });

    it('shows masked names in the committed order, never e-mails, and its leaves fold to the committed root', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      const joao = await enter(g.id, 'João da Silva');
      const maria = await enter(g.id, 'maria eduarda souza');
      await enter(g.id, 'bia@exemplo.com');
      await seedEntries(t, g.id, 22);
      await close(g.id);
      const late = randomUUID();
      await seedEntries(t, g.id, 1, [late]); // raced the close: not in the list
      await publishList(g.id).expect(200);

      const pages = await allPages(g.id, 10);
      expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
      const items = pages.flatMap((p) => p.items);
      const commitment = (await request(t.http).get(`/api/giveaways/${g.id}/commitment`).expect(200)).body;
      expect(pages[0]).toMatchObject({ publicada: true, entrantCount: 25, merkleRoot: commitment.merkleRoot });
      expect(items.map((i) => i.index)).toEqual(Array.from({ length: 25 }, (_, i) => i));
      expect(items.slice(0, 3).map((i) => i.nome)).toEqual(['João S.', 'Maria S.', 'Participante']);
      expect(items[3].nome).toBe('Pessoa');
      const body = JSON.stringify(pages);
      expect(body).not.toMatch(/@/);
      expect(body).not.toContain('participantHash');
      expect(body).not.toContain('Silva');

      const tree = await MerkleTree.build(fromHex(items.map((i) => i.leaf).join('')), nodeDrawCrypto);
      expect(toHex(tree.root)).toBe(commitment.merkleRoot);
      // Each participant finds their own leaf where their inclusion proof says it is.
      for (const person of [joao, maria]) {
        const proof = (await request(t.http).get(`/api/giveaways/${g.id}/draw/me`).set(bearer(person.accessToken)).expect(200)).body;
        expect(items[proof.index].leaf).toBe(proof.leaf);
        expect(proof.entryId).toBe(person.entryId);
      }

      // Still the same list after the draw, leaves and all.
      await draw(g.id, { quantidade: 1 });
      expect((await allPages(g.id, 1000)).flatMap((p) => p.items)).toEqual(items);
    });

    it('refuses a malformed cursor or limit, and answers not found for drafts', async () => {
      const g = await publishedGiveaway(t, creator.accessToken);
      await seedEntries(t, g.id, 2);
      await close(g.id);
      await publishList(g.id).expect(200);
      expect((await list(g.id, { cursor: 'nao-e-cursor' }).expect(400)).body.code).toBe('INVALID_CURSOR');
      await list(g.id, { limit: 1001 }).expect(400);
      await list(g.id, { limit: 0 }).expect(400);
      const draft = await createGiveaway(t, creator.accessToken);
      expect((await list(draft.id).expect(404)).body.code).toBe('GIVEAWAY_NOT_FOUND');
      expect((await publishList(draft.id).expect(409)).body.code).toBe('GIVEAWAY_NOT_CLOSED');
      await publishList(randomUUID()).expect(404);
    });
  });
});
