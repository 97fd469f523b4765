import request from 'supertest';
import { fromHex, logLeafV2, logParticipantHash, MerkleLog, toHex, verifyReceipt } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { registerUser } from '../support/accounts';
import { closeGiveaway, drawGiveaway, logKeyOptions } from '../support/draws';
import { FakeGraphApi, FakeInstagramAccount, SeedMediaOptions } from '../support/fake-graph-api';
import { bearer, createGiveaway, publishedGiveaway } from '../support/giveaways';
import { connectInstagram } from '../support/instagram';
import { registerProUser } from '../support/plans';
import { readOutbox } from '../support/outbox';
import { createTestApp, TestApp } from '../support/test-app';

type Rules = { mencoesMinimas: number; umaEntradaPorPerfil: boolean; hashtag?: string; excluir?: string[] };
const ANY: Rules = { mencoesMinimas: 0, umaEntradaPorPerfil: false };

describe('import of Instagram comments into a giveaway', () => {
  let fake: FakeGraphApi;
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  let loja: FakeInstagramAccount;

  beforeAll(async () => {
    fake = await new FakeGraphApi().start();
    // Instagram down is retried twice, quickly, before the import gives up.
    t = await createTestApp({ ...fake.env(), INSTAGRAM_IMPORT_RETRY_SCHEDULE: '20ms,40ms' });
    creator = await registerProUser(t);
    loja = fake.account('loja.oficial');
    await connectInstagram(t, fake, creator.accessToken, loja);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const startImport = (giveawayId: string, mediaId: string, regras: Rules, token = creator.accessToken) =>
    request(t.http).post(`/api/giveaways/${giveawayId}/instagram-import`).set(bearer(token)).send({ mediaId, regras });
  const job = async (jobId: string, token = creator.accessToken) => (await request(t.http).get(`/api/jobs/${jobId}`).set(bearer(token)).expect(200)).body;
  /** Starts an import and waits for its job to finish; answers the job's last status. */
  const importPost = async (giveawayId: string, mediaId: string, regras: Rules = ANY) => {
    const { jobId } = (await startImport(giveawayId, mediaId, regras).expect(202)).body;
    await t.jobsIdle();
    return { jobId, ...(await job(jobId)) };
  };
  const entrants = async (giveawayId: string) =>
    (await request(t.http).get(`/api/giveaways/${giveawayId}/entries?limit=100`).set(bearer(creator.accessToken)).expect(200)).body as {
      items: Array<{ nome: string; email: string | null; participanteId: string; origem?: string; instagram?: { commentId: string } }>;
      total: number;
    };
  const post = (options: SeedMediaOptions) => fake.seedMedia(loja, options);
  const importEvents = async (jobId: string) => (await t.app.get<EventStore>(EVENT_STORE).readStream(`instagram-import-${jobId}`)).map((e) => e.type);

  it('makes every comment an entry of origin instagram, named @username, with no e-mail, and reports the progress done/total', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const media = post({ comments: 120 });
    const done = await importPost(g.id, media.id);
    expect(done).toMatchObject({ status: 'concluido', progresso: { feitos: 120, total: 120 }, resultado: { importados: 120, ignorados: 0 }, erro: null });
    const list = await entrants(g.id);
    expect(list.total).toBe(120);
    const first = fake.commentAt(media.id, 119);
    expect(list.items[0]).toMatchObject({ nome: `@${first.username}`, email: null, participanteId: `instagram:${first.userId}`, origem: 'instagram', instagram: { commentId: first.id } });
    // Pages of 50, their progress recorded on the import's stream (at most every 250 ms), the first one at once.
    const events = await importEvents(done.jobId);
    expect(events.slice(0, 2)).toEqual(['InstagramImportStarted', 'InstagramImportPageRecorded']);
    expect(events[events.length - 1]).toBe('InstagramImportCompleted');
    expect(fake.commentRequests(media.id)).toHaveLength(3);
  });

  it('keeps only comments with the minimum of distinct @mentions', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    // Comment i mentions i % 4 friends: 0, 1, 2, 3.
    const media = post({ comments: 40 });
    const done = await importPost(g.id, media.id, { mencoesMinimas: 2, umaEntradaPorPerfil: false });
    expect(done.resultado).toEqual({ importados: 20, ignorados: 20, porMotivo: { mencoes: 20 } });
    expect((await entrants(g.id)).total).toBe(20);
  });

  it('keeps only comments with the hashtag, whatever its case or accents', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const media = post({ comments: 9, comment: (i) => ({ text: i < 3 ? 'Quero! #Promoção' : i < 5 ? 'quero #promocao' : 'quero muito' }) });
    const done = await importPost(g.id, media.id, { ...ANY, hashtag: '#promoção' });
    expect(done.resultado).toEqual({ importados: 5, ignorados: 4, porMotivo: { hashtag: 4 } });
  });

  it('leaves out the excluded accounts and always the creator’s own account', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const media = post({
      comments: 6,
      comment: (i) => (i === 0 ? { username: 'loja.oficial', userId: loja.userId, text: 'Boa sorte!' } : i === 1 ? { username: 'Parceira', userId: '999' } : {}),
    });
    const done = await importPost(g.id, media.id, { ...ANY, excluir: ['@parceira'] });
    expect(done.resultado).toEqual({ importados: 4, ignorados: 2, porMotivo: { criador: 1, excluido: 1 } });
    expect((await entrants(g.id)).items.map((e) => e.nome)).not.toEqual(expect.arrayContaining(['@loja.oficial', '@Parceira']));
  });

  it('gives a profile that commented several times one entry when one entry per profile is asked, across pages and imports', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    // 130 comments by 10 people: each wrote 13, over three pages.
    const media = post({ comments: 130, authors: 10 });
    const done = await importPost(g.id, media.id, { mencoesMinimas: 0, umaEntradaPorPerfil: true });
    expect(done.resultado).toEqual({ importados: 10, ignorados: 120, porMotivo: { 'perfil-repetido': 120 } });
    const list = await entrants(g.id);
    expect(new Set(list.items.map((e) => e.participanteId)).size).toBe(10);
    expect(list.total).toBe(10);
    // Without the rule a later import of the same post adds each person's other comments only.
    const again = await importPost(g.id, media.id, ANY);
    expect(again.resultado).toMatchObject({ importados: 120, porMotivo: { 'ja-importado': 10 } });
    expect((await entrants(g.id)).total).toBe(130);
  });

  it('adds only the new comments when the same post is imported again', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const media = post({ comments: 60 });
    await importPost(g.id, media.id);
    fake.addComments(media.id, 15);
    const again = await importPost(g.id, media.id);
    expect(again.resultado).toEqual({ importados: 15, ignorados: 60, porMotivo: { 'ja-importado': 60 } });
    expect((await entrants(g.id)).total).toBe(75);
  });

  it('refuses a giveaway that is not open, a post of an account not connected, someone else, and a creator without Pro', async () => {
    const media = post({ comments: 3 });
    const draft = await createGiveaway(t, creator.accessToken);
    expect((await startImport(draft.id, media.id, ANY).expect(409)).body.code).toBe('GIVEAWAY_NOT_OPEN');
    const closed = await publishedGiveaway(t, creator.accessToken);
    await closeGiveaway(t, closed.id, creator.accessToken);
    expect((await startImport(closed.id, media.id, ANY).expect(409)).body.code).toBe('GIVEAWAY_NOT_OPEN');

    const other = await registerProUser(t);
    const theirs = await publishedGiveaway(t, other.accessToken);
    expect((await startImport(theirs.id, media.id, ANY, other.accessToken).expect(409)).body.code).toBe('INSTAGRAM_NOT_CONNECTED');
    const mine = await publishedGiveaway(t, creator.accessToken);
    expect((await startImport(mine.id, media.id, ANY, other.accessToken).expect(403)).body.code).toBe('NOT_GIVEAWAY_OWNER');
    expect((await startImport(mine.id, '1790999', ANY).expect(404)).body.code).toBe('INSTAGRAM_MEDIA_NOT_FOUND');

    const free = await registerUser(t);
    const freeGiveaway = await publishedGiveaway(t, free.accessToken);
    expect((await startImport(freeGiveaway.id, media.id, ANY, free.accessToken).expect(403)).body.code).toBe('PLAN_REQUIRED');

    const bad = await startImport(mine.id, media.id, { mencoesMinimas: -1, umaEntradaPorPerfil: true, hashtag: 'duas palavras' }).expect(400);
    expect(Object.keys(bad.body.fields ?? bad.body.details?.fields ?? {})).toEqual(expect.arrayContaining([expect.stringMatching(/mencoesMinimas/), expect.stringMatching(/hashtag/)]));
    expect((await request(t.http).get(`/api/giveaways/${mine.id}/instagram-imports`).set(bearer(creator.accessToken)).expect(200)).body.items).toEqual([]);
  });

  it('answers a job only to its creator', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const { jobId } = await importPost(g.id, post({ comments: 2 }).id);
    const stranger = await registerUser(t);
    expect((await request(t.http).get(`/api/jobs/${jobId}`).set(bearer(stranger.accessToken)).expect(404)).body.code).toBe('JOB_NOT_FOUND');
    const listed = (await request(t.http).get(`/api/giveaways/${g.id}/instagram-imports`).set(bearer(creator.accessToken)).expect(200)).body.items;
    expect(listed.map((j: { id: string }) => j.id)).toEqual([jobId]);
  });

  it('waits out a rate limit and resumes from the same cursor, not from the start', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const media = post({ comments: 120 });
    // The first page is served; the second is refused with code 4 and Retry-After 1 s.
    fake.failNext(1, { kind: 'slow', delayMs: 0 }, { on: 'comments' });
    fake.failNext(1, { kind: 'rate-limit', code: 4 }, { on: 'comments', retryAfterSeconds: 1 });
    const done = await importPost(g.id, media.id);
    expect(done).toMatchObject({ status: 'concluido', progresso: { feitos: 120, total: 120 }, resultado: { importados: 120 } });
    const cursors = fake.commentRequests(media.id).map((r) => r.query.after ?? null);
    expect(cursors).toHaveLength(4);
    expect(cursors[0]).toBeNull();
    expect(cursors[2]).toBe(cursors[1]);
    // The first page's progress (with its cursor) is recorded before the wait, which the job records too.
    const events = await importEvents(done.jobId);
    expect(events.slice(0, 4)).toEqual(['InstagramImportStarted', 'InstagramImportPageRecorded', 'InstagramImportPaused', 'InstagramImportResumed']);
    expect(events[events.length - 1]).toBe('InstagramImportCompleted');
  });

  it('shows the wait for the API limit while it lasts', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const media = post({ comments: 10 });
    fake.failNext(1, { kind: 'rate-limit', status: 429 }, { on: 'comments', retryAfterSeconds: 2 });
    const { jobId } = (await startImport(g.id, media.id, ANY).expect(202)).body;
    let seen: { status: string; aguardando: { motivo: string; retomaEm: string } | null } | null = null;
    for (let i = 0; i < 100 && seen?.status !== 'aguardando'; i++) {
      seen = await job(jobId);
      if (seen!.status !== 'aguardando') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toMatchObject({ status: 'aguardando', aguardando: { motivo: 'limite-da-api' } });
    expect(Date.parse(seen!.aguardando!.retomaEm)).toBeGreaterThan(Date.now());
    await t.jobsIdle();
    expect(await job(jobId)).toMatchObject({ status: 'concluido', aguardando: null, resultado: { importados: 10 } });
  });

  it('retries while Instagram is down, then stops saying so', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const media = post({ comments: 5 });
    fake.failNext(2, { kind: 'server-error', status: 503 }, { on: 'comments' });
    const recovered = await importPost(g.id, media.id);
    expect(recovered).toMatchObject({ status: 'concluido', resultado: { importados: 5 } });
    expect((await importEvents(recovered.jobId)).filter((type) => type === 'InstagramImportPaused')).toHaveLength(2);

    const other = await publishedGiveaway(t, creator.accessToken);
    fake.failNext(3, { kind: 'server-error', status: 500 }, { on: 'comments' });
    const gaveUp = await importPost(other.id, media.id);
    expect(gaveUp).toMatchObject({ status: 'falhou', erro: { motivo: 'instagram-indisponivel' } });
    expect(gaveUp.erro.mensagem).toContain('Instagram');
  });

  it('stops with a clear message when the token expired, keeping what was imported', async () => {
    const g = await publishedGiveaway(t, creator.accessToken);
    const media = post({ comments: 120 });
    fake.failNext(1, { kind: 'slow', delayMs: 0 }, { on: 'comments' });
    fake.failNext(1, { kind: 'token-expired' }, { on: 'comments' });
    const stopped = await importPost(g.id, media.id);
    expect(stopped).toMatchObject({ status: 'falhou', progresso: { feitos: 50, total: 120 }, resultado: { importados: 50 }, erro: { motivo: 'token-expirado' } });
    expect(stopped.erro.mensagem).toMatch(/Conecte a conta de novo em Integrações/);
    expect((await entrants(g.id)).total).toBe(50);
    // No token anywhere in what the creator reads.
    const answers = JSON.stringify(stopped) + JSON.stringify(await entrants(g.id));
    for (const token of fake.issuedTokens()) expect(answers).not.toContain(token);
  });

  it('draws among comments and form entries together; the receipt verifies and the public list masks the @usernames', async () => {
    const g = await publishedGiveaway(t, creator.accessToken, { camposFormulario: [] });
    const participant = await registerUser(t);
    await request(t.http).post(`/api/giveaways/${g.id}/entries`).set(bearer(participant.accessToken)).send({ respostas: { nome: 'Zé Lima', email: 'ze@exemplo.com' }, aceiteRegulamento: true }).expect(201);
    const media = post({ comments: 30 });
    await importPost(g.id, media.id);
    expect((await entrants(g.id)).total).toBe(31);
    await t.jobsIdle();

    await closeGiveaway(t, g.id, creator.accessToken);
    await t.jobsIdle();
    const drawn = (await drawGiveaway(t, g.id, { quantidade: 3, suplentes: 2 }, creator.accessToken).expect(200)).body;
    expect(drawn.receipt.entrantCount).toBe(31);
    const verified = await verifyReceipt(drawn.receipt, nodeDrawCrypto, await logKeyOptions(t));
    expect(verified.checks.filter((c) => !c.ok)).toEqual([]);
    expect(verified.ok).toBe(true);

    // Version 2 (issue 17): each entry, an Instagram one with "instagram:<id>", is a leaf of the giveaway's signed log in log order;
    // the salt the draw reveals is the log's, and the draw is over that sealed tree.
    const list = await entrants(g.id);
    const head = (await request(t.http).get(`/api/giveaways/${g.id}/log/head`).expect(200)).body;
    const log = new MerkleLog((data) => nodeDrawCrypto.sha256(data) as Uint8Array);
    for (const e of list.items) {
      const participantHash = (await logParticipantHash(fromHex(drawn.receipt.salt), e.participanteId, nodeDrawCrypto)) as Uint8Array;
      log.append(await logLeafV2((e as unknown as { id: string }).id, participantHash, nodeDrawCrypto));
    }
    expect({ treeSize: head.treeSize, root: head.root, final: head.final }).toEqual({ treeSize: 31, root: toHex(log.root()), final: true });
    expect(drawn.receipt).toMatchObject({ version: 2, merkleRoot: head.root, registro: { treeSize: 31, root: head.root, excluidos: [] } });

    await request(t.http).put(`/api/giveaways/${g.id}/lista`).set(bearer(creator.accessToken)).expect(200);
    const publicList = (await request(t.http).get(`/api/giveaways/${g.id}/lista?limit=100`).expect(200)).body;
    expect(publicList.entrantCount).toBe(31);
    expect(publicList.items[0].nome).toBe('Zé L.');
    for (const item of publicList.items.slice(1)) expect(item.nome).toMatch(/^@se\*\*\*$/);
    expect(publicList.items.map((i: { leaf: string }) => i.leaf)).toEqual(Array.from({ length: 31 }, (_, i) => toHex(log.leaf(i))));

    // Comments have no e-mail: only the form's entrant got a confirmation, and no winner e-mail goes to a comment.
    for (const v of drawn.vencedores as Array<{ nome: string; email: string | null }>) {
      if (v.nome.startsWith('@')) expect(v.email).toBeNull();
    }
    await t.jobsIdle();
    const confirmations = (await readOutbox(t.dataDir)).filter((m) => m.subject.startsWith('Inscrição confirmada'));
    expect(confirmations.map((m) => m.to)).toEqual([expect.stringContaining('ze@exemplo.com')]);
  });
});
