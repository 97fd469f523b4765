import { InstagramGraphClient } from '../../src/modules/instagram/application/instagram-graph.client';
import {
  InstagramComments,
  InstagramRateLimited,
  InstagramTokenExpired,
  InstagramUnavailable,
  type InstagramComment,
} from '../../src/modules/instagram/instagram.public';
import { DomainError } from '../../src/platform/ddd/domain-error';
import { registerProUser } from '../support/plans';
import { FakeGraphApi, type FakeInstagramAccount } from '../support/fake-graph-api';
import { connectInstagram } from '../support/instagram';
import { createTestApp, TestApp } from '../support/test-app';

type Account = Awaited<ReturnType<typeof registerProUser>>;

/** What a call threw (fails the test when it threw nothing). */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (err) {
    return err;
  }
  throw new Error('esperava uma falha, mas a chamada respondeu');
}

/**
 * The Instagram client (InstagramComments, the import's surface) against the fake Graph API,
 * which answers the shapes Meta documents: paging through every comment, and the three
 * failures the import tells apart.
 */
describe('InstagramComments against the Graph API', () => {
  let fake: FakeGraphApi;
  let t: TestApp;
  let comments: InstagramComments;
  let creator: Account;
  let shop: FakeInstagramAccount;

  beforeAll(async () => {
    fake = await new FakeGraphApi().start();
    t = await createTestApp(fake.env());
    comments = t.app.get(InstagramComments);
    creator = await registerProUser(t);
    shop = fake.account('loja.da.ana');
    await connectInstagram(t, fake, creator.accessToken, shop);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  /** Every comment of a post, page by page, as the import reads them. */
  async function allComments(mediaId: string): Promise<{ comments: InstagramComment[]; pages: number }> {
    const all: InstagramComment[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await comments.page(creator.user.id, mediaId, after);
      all.push(...page.comments);
      after = page.after;
      pages += 1;
    } while (after !== null);
    return { comments: all, pages };
  }

  it('pages through every comment with the cursors, newest first, 50 at a time, the token only in the Authorization header', async () => {
    const post = fake.seedMedia(shop, { comments: 120 });
    const { comments: read, pages } = await allComments(post.id);

    expect(pages).toBe(3);
    expect(read).toHaveLength(120);
    expect(new Set(read.map((c) => c.id)).size).toBe(120);
    const newest = fake.commentAt(post.id, 119);
    expect(read[0]).toEqual({ id: newest.id, text: newest.text, timestamp: newest.timestamp, from: { id: newest.userId, username: newest.username } });
    expect(read[119].id).toBe(fake.commentAt(post.id, 0).id);
    const requests = fake.commentRequests(post.id);
    expect(requests.map((r) => r.query.limit)).toEqual(['50', '50', '50']);
    expect(requests.every((r) => r.bearer && !r.tokenInUrl)).toBe(true);
    expect(requests[0].query.after).toBeUndefined();
    expect(requests[0].query.fields).toContain('from{id,username}');
  });

  it('ends at once on a post with no comments', async () => {
    const post = fake.seedMedia(shop, { comments: 0 });
    await expect(comments.page(creator.user.id, post.id, null)).resolves.toEqual({ comments: [], after: null });
  });

  it('reads 25,000 comments with repeated authors in 500 pages', async () => {
    const post = fake.seedMedia(shop, { comments: 25_000, authors: 9_000 });
    const { comments: read, pages } = await allComments(post.id);
    expect(pages).toBe(500);
    expect(new Set(read.map((c) => c.id)).size).toBe(25_000);
    expect(new Set(read.map((c) => c.from.id)).size).toBe(9_000);
  }, 60_000);

  it('keeps a cursor valid while new comments arrive, and finds them from the first page again', async () => {
    const post = fake.seedMedia(shop, { comments: 60 });
    const first = await comments.page(creator.user.id, post.id, null);
    fake.addComments(post.id, 5);
    const second = await comments.page(creator.user.id, post.id, first.after);
    expect([...first.comments, ...second.comments].map((c) => c.id)).toEqual(Array.from({ length: 60 }, (_, i) => fake.commentAt(post.id, 59 - i).id));
    expect(second.after).toBeNull();
    expect((await comments.page(creator.user.id, post.id, null)).comments.slice(0, 5).map((c) => c.id)).toEqual(
      [64, 63, 62, 61, 60].map((i) => fake.commentAt(post.id, i).id),
    );
  });

  it('takes the author from the comment’s username when Graph leaves `from` out, and leaves out a comment with no author at all', async () => {
    const post = fake.seedMedia(shop, { comments: 3, comment: (i) => (i === 0 ? { omitFrom: true, username: 'sem.from' } : i === 1 ? { noAuthor: true } : {}) });
    const read = (await comments.page(creator.user.id, post.id, null)).comments;
    expect(read.map((c) => c.id)).toEqual([fake.commentAt(post.id, 2).id, fake.commentAt(post.id, 0).id]);
    expect(read[1].from).toEqual({ id: '@sem.from', username: 'sem.from' });
  });

  it('reads a post of the connected account with its owner, and refuses another account’s, an unknown one and a malformed id', async () => {
    const post = fake.seedMedia(shop, { caption: 'Sorteio de Páscoa', comments: 42 });
    await expect(comments.media(creator.user.id, post.id)).resolves.toEqual({
      id: post.id,
      caption: 'Sorteio de Páscoa',
      permalink: post.permalink,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      commentsCount: 42,
      ownerUsername: 'loja.da.ana',
    });
    const other = fake.seedMedia(fake.account('outra.loja'), { comments: 5 });
    for (const id of [other.id, '1790999999999999', '../me', 'abc']) {
      const err = await failureOf(comments.media(creator.user.id, id));
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe('INSTAGRAM_MEDIA_NOT_FOUND');
    }
    expect(((await failureOf(comments.page(creator.user.id, other.id, null))) as DomainError).code).toBe('INSTAGRAM_MEDIA_NOT_FOUND');
  });

  it('says INSTAGRAM_NOT_CONNECTED for a person with no connection', async () => {
    const stranger = await registerProUser(t);
    const err = await failureOf(comments.page(stranger.user.id, fake.seedMedia(shop).id, null));
    expect((err as DomainError).code).toBe('INSTAGRAM_NOT_CONNECTED');
  });

  it('raises InstagramRateLimited on HTTP 429 and on codes 4, 17, 32 and 613, with the wait Instagram asks for, then resumes at the same cursor', async () => {
    const post = fake.seedMedia(shop, { comments: 80 });
    const first = await comments.page(creator.user.id, post.id, null);

    fake.failNext(1, { kind: 'rate-limit' }, { on: 'comments', retryAfterSeconds: 3 });
    const limited = await failureOf(comments.page(creator.user.id, post.id, first.after));
    expect(limited).toBeInstanceOf(InstagramRateLimited);
    expect((limited as InstagramRateLimited).retryAfterMs).toBe(3000);

    fake.failNext(1, { kind: 'rate-limit', code: 4 }, { on: 'comments', retryAfterSeconds: null, regainMinutes: 2 });
    expect(((await failureOf(comments.page(creator.user.id, post.id, first.after))) as InstagramRateLimited).retryAfterMs).toBe(120_000);
    for (const code of [17, 32, 613] as const) {
      fake.failNext(1, { kind: 'rate-limit', code }, { on: 'comments', retryAfterSeconds: null });
      const err = await failureOf(comments.page(creator.user.id, post.id, first.after));
      expect(err).toBeInstanceOf(InstagramRateLimited);
      // Instagram said nothing about how long: a minute.
      expect((err as InstagramRateLimited).retryAfterMs).toBe(60_000);
    }

    const rest = await comments.page(creator.user.id, post.id, first.after);
    expect([...first.comments, ...rest.comments]).toHaveLength(80);
    expect(rest.after).toBeNull();
  });

  it('raises InstagramTokenExpired on code 190', async () => {
    const post = fake.seedMedia(shop, { comments: 10 });
    fake.failNext(1, { kind: 'token-expired' }, { on: 'comments' });
    expect(await failureOf(comments.page(creator.user.id, post.id, null))).toBeInstanceOf(InstagramTokenExpired);
    fake.failNext(1, { kind: 'token-expired' }, { on: 'media' });
    expect(await failureOf(comments.media(creator.user.id, post.id))).toBeInstanceOf(InstagramTokenExpired);
  });

  it('raises InstagramUnavailable on a 5xx and on a dropped connection, saying nothing of the token', async () => {
    const post = fake.seedMedia(shop, { comments: 10 });
    for (const failure of [{ kind: 'server-error' as const }, { kind: 'server-error' as const, status: 503 }, { kind: 'network' as const }]) {
      fake.failNext(1, failure, { on: 'comments' });
      const err = await failureOf(comments.page(creator.user.id, post.id, null));
      expect(err).toBeInstanceOf(InstagramUnavailable);
      for (const token of fake.issuedTokens()) expect(String((err as Error).message)).not.toContain(token);
    }
    await expect(comments.page(creator.user.id, post.id, null)).resolves.toMatchObject({ after: null });
  });

  it('raises InstagramUnavailable when Instagram does not answer in time', async () => {
    const shopToken = fake.issuedTokens().at(-1)!;
    const client = new InstagramGraphClient(
      { clientId: FakeGraphApi.CLIENT_ID, clientSecret: FakeGraphApi.CLIENT_SECRET, authUrl: `${fake.url}/oauth/authorize`, tokenUrl: `${fake.url}/oauth/access_token`, graphUrl: fake.url, redirectUri: 'http://localhost/instagram-callback' },
      200,
    );
    const post = fake.seedMedia(shop, { comments: 3 });
    fake.failNext(1, { kind: 'slow', delayMs: 1000 }, { on: 'comments' });
    const err = await failureOf(client.comments(shopToken, post.id, null));
    expect(err).toBeInstanceOf(InstagramUnavailable);
    expect((err as Error).message).toBe('O Instagram não respondeu: sem resposta em 0,2 s.');
    await expect(client.comments(shopToken, post.id, null)).resolves.toMatchObject({ after: null });
  });
});
