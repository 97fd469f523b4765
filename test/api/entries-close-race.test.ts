import request from 'supertest';
import { entryStream } from '../../src/modules/entries/domain/entry.events';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { registerUser } from '../support/accounts';
import { bearer, publishedGiveaway, validAnswers } from '../support/giveaways';
import { registerProUser } from '../support/plans';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * An entry decided while the giveaway is open can reach the log after a close recorded in
 * between. It is kept (the log is append-only) but the draw takes only the entries before the
 * close, so its answer must not confirm it.
 */
describe('an entry that races the close', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  /** Holds the append of one entry stream until released: the moment between its decision and its record. */
  function holdAppendOf(streamId: string) {
    const events = t.app.get<EventStore>(EVENT_STORE);
    const append = events.append;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const decided = new Promise<void>((resolve) => (reached = resolve));
    events.append = async (id, batch, expected) => {
      if (id === streamId) {
        reached();
        await released;
      }
      return append.call(events, id, batch, expected);
    };
    return { decided, release: () => (release(), (events.append = append)) };
  }

  it('is answered 409 ENTRY_AFTER_CLOSE, not confirmed, when the log records it after the close; an entry before the close keeps its 201 and receipt', async () => {
    const creator = await registerProUser(t);
    const [early, late] = [await registerUser(t), await registerUser(t)];
    const g = await publishedGiveaway(t, creator.accessToken);
    const enter = (p: typeof early) => request(t.http).post(`/api/giveaways/${g.id}/entries`).set(bearer(p.accessToken)).send({ respostas: validAnswers(p.user.email), aceiteRegulamento: true });
    const before = await enter(early).expect(201);

    const hold = holdAppendOf(entryStream(g.id, late.user.id));
    const answer = enter(late).then((res) => res);
    await hold.decided; // decided against an open giveaway, not yet recorded
    await request(t.http).post(`/api/giveaways/${g.id}/close`).set(bearer(creator.accessToken)).send({}).expect(200);
    hold.release();

    const res = await answer;
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ENTRY_AFTER_CLOSE', message: expect.stringContaining('não participa deste sorteio') });
    await t.jobsIdle();
    // The sealed tree holds the entry before the close only, and the late entry has no receipt.
    expect((await request(t.http).get(`/api/giveaways/${g.id}/log/head`).expect(200)).body).toMatchObject({ final: true, treeSize: 1 });
    expect(before.body.recibo).toMatchObject({ index: 0 });
    const mine = await request(t.http).get(`/api/giveaways/${g.id}/entries/me`).set(bearer(late.accessToken));
    expect(mine.body.recibo ?? null).toBeNull();
    // Trying again is refused before anything is recorded.
    expect((await enter(late)).body.code).toBe('GIVEAWAY_NOT_OPEN');
  });
});
