import request from 'supertest';
import { registerConfirmedUser, registerUser } from '../support/accounts';
import { registerAdmin } from '../support/admin';
import { closeGiveaway, drawGiveaway } from '../support/draws';
import { bearer, publishedGiveaway } from '../support/giveaways';
import { baseUrl, SseClient } from '../support/sse';
import { createTestApp, TestApp } from '../support/test-app';

type Account = Awaited<ReturnType<typeof registerUser>>;
type Drawn = { entryId: string; nome: string; email: string };
type Shown = { id: string; nome: string; email?: string };

/** Anything shaped like an e-mail address, for what the list of known addresses could miss. */
const EMAIL_SHAPE = /[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+/gi;

/**
 * Issue 11, "Privacy": the e-mail a participant typed in the entry form (and their account's)
 * reaches the giveaway's creator and admins only. Every public answer is read as a signed-out
 * visitor, as another signed-in person and as a participant, and searched for any of them.
 */
describe("winners' e-mails stay with the giveaway's creator and admins", () => {
  let t: TestApp;
  let url: string;
  let creator: Account;
  let admin: Account;
  let stranger: Account;
  let dani: Account;
  const tag = `priv${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
  /** Every address a participant gave: the entry forms' and their accounts'. */
  const participantEmails: string[] = [];
  /** What the public must read for each name typed in the entry form. */
  const masked = new Map<string, string>();
  let main: string;
  let solo: string;
  /** The current winners of the main giveaway (a replacement applied), as the creator's answer gives them. */
  let winners: Drawn[];
  let soloWinner: Drawn;

  async function enter(giveawayId: string, person: Account, nome: string, email: string) {
    await request(t.http)
      .post(`/api/giveaways/${giveawayId}/entries`)
      .set(bearer(person.accessToken))
      .send({ respostas: { nome, email, telefone: '(11) 98765-4321' }, aceiteRegulamento: true })
      .expect(201);
    participantEmails.push(email, person.body.email);
  }

  beforeAll(async () => {
    t = await createTestApp();
    url = await baseUrl(t);
    creator = await registerUser(t);
    admin = await registerAdmin(t);
    stranger = await registerUser(t);

    // As creators publish them by default: only confirmed e-mails enter, so every entrant confirmed theirs.
    main = (await publishedGiveaway(t, creator.accessToken, { titulo: `Sorteio da luminária ${tag}`, numeroVencedores: 2, exigirEmailConfirmado: true })).id;
    const people: Array<[string, string, string]> = [
      ['Bia Lima', `bia.lima.${tag}@exemplo.org`, 'Bia L.'],
      ['Caio Reis', `caio.${tag}@exemplo.org`, 'Caio R.'],
      // People type their e-mail into the name field: the public view drops it.
      [`dani dani.${tag}@exemplo.org`, `dani.${tag}@exemplo.org`, 'Dani'],
      ['Edu da Costa', `edu.${tag}@exemplo.org`, 'Edu C.'],
      ['Fabi', `fabi.${tag}@exemplo.org`, 'Fabi'],
    ];
    for (const [nome, email, shown] of people) {
      const person = await registerConfirmedUser(t);
      if (shown === 'Dani') dani = person;
      await enter(main, person, nome, email);
      masked.set(nome, shown);
    }
    await closeGiveaway(t, main, creator.accessToken);
    await request(t.http).put(`/api/giveaways/${main}/lista`).set(bearer(creator.accessToken)).expect(200);
    const drawn = (await drawGiveaway(t, main, { quantidade: 2, suplentes: 2 }, creator.accessToken).expect(200)).body;
    const replaced = await request(t.http)
      .post(`/api/giveaways/${main}/winners/${drawn.vencedores[0].entryId}/replace`)
      .set(bearer(creator.accessToken))
      .send({ motivo: 'Não respondeu no prazo.' })
      .expect(200);
    winners = replaced.body.vencedores;

    // Dani alone: the winner whose name field holds an e-mail, whatever the main draw picked.
    solo = (await publishedGiveaway(t, creator.accessToken, { titulo: `Sorteio do abajur ${tag}`, exigirEmailConfirmado: true })).id;
    await enter(solo, dani, `dani dani.${tag}@exemplo.org`, `dani.${tag}@exemplo.org`);
    await closeGiveaway(t, solo, creator.accessToken);
    [soloWinner] = (await drawGiveaway(t, solo, { quantidade: 1 }, creator.accessToken).expect(200)).body.vencedores;

    // The people who look: someone who follows the creator and saved both, and a participant who did too.
    for (const viewer of [stranger, dani]) {
      await request(t.http).put(`/api/users/${creator.body.username}/follow`).set(bearer(viewer.accessToken)).expect(200);
      for (const id of [main, solo]) await request(t.http).post(`/api/giveaways/${id}/save`).set(bearer(viewer.accessToken)).expect(200);
    }
    await t.jobsIdle();
  }, 60_000);
  afterAll(() => t.close());

  const get = (path: string, token?: string) => {
    const req = request(t.http).get(path);
    return token ? req.set(bearer(token)) : req;
  };

  async function liveState(giveawayId: string, token?: string): Promise<string> {
    const client = await SseClient.open(`${url}/api/giveaways/${giveawayId}/live`, token ? { authorization: `Bearer ${token}` } : {});
    try {
      return JSON.stringify((await client.next('state')).data);
    } finally {
      client.close();
    }
  }

  /** Every answer anyone may read about these giveaways, their creator and their participants, by label. */
  async function publicAnswers(token?: string): Promise<Map<string, string>> {
    const paths = [
      '/api/giveaways',
      '/api/giveaways?status=Realizado',
      `/api/giveaways?criadorId=${creator.user.id}`,
      `/api/giveaways?q=${tag}`,
      `/api/search?q=${tag}`,
      `/api/search?q=${tag}&tipo=sorteios`,
      `/api/users/${creator.body.username}`,
      `/api/users/${creator.body.username}/followers`,
      `/api/users/${dani.body.username}`,
      `/api/users/${dani.body.username}/following`,
      '/api/creators/popular',
    ];
    // The giveaway and its verification pages: receipt, commitment, history, entrant list.
    for (const id of [main, solo]) for (const part of ['', '/draw', '/commitment', '/history', '/lista']) paths.push(`/api/giveaways/${id}${part}`);
    if (token) paths.push('/api/me/feed', '/api/me/saved', '/api/me/wins', `/api/giveaways/${main}/save`);
    const answers = new Map<string, string>();
    for (const path of paths) answers.set(`GET ${path}`, (await get(path, token).expect(200)).text);
    // The creator's entrant lists refuse everyone else: their refusals are answers too.
    for (const path of [`/api/giveaways/${main}/entries`, `/api/giveaways/${main}/entries.csv`]) {
      const res = await get(path, token);
      expect([401, 403]).toContain(res.status);
      answers.set(`GET ${path} (${res.status})`, res.text);
    }
    for (const id of [main, solo]) answers.set(`live state of ${id}`, await liveState(id, token));
    return answers;
  }

  /** The known participant addresses (and anything e-mail shaped) found in each answer. */
  function leaks(answers: Map<string, string>, allowed: string[] = []): Record<string, string[]> {
    const found: Record<string, string[]> = {};
    for (const [label, text] of answers) {
      const lower = text.toLowerCase();
      const hits = new Set([...participantEmails.filter((e) => lower.includes(e.toLowerCase())), ...(text.match(EMAIL_SHAPE) ?? [])]);
      for (const ok of allowed) hits.delete(ok);
      if (hits.size > 0) found[label] = [...hits];
    }
    return found;
  }

  it.each([
    ['a signed-out visitor', () => undefined],
    ['another signed-in person who follows the creator and saved the giveaways', () => stranger.accessToken],
    ['a participant who won', () => dani.accessToken],
  ])('shows no participant e-mail to %s in any public answer', async (_who, token) => {
    const answers = await publicAnswers(token());
    expect(answers.size).toBeGreaterThan(20);
    expect(leaks(answers)).toEqual({});
  });

  it('shows the public each winner by the masked name of the public entrant list, without an e-mail', async () => {
    const publicView = (list: Drawn[]): Shown[] => list.map((w) => ({ id: w.entryId, nome: masked.get(w.nome)! }));
    for (const token of [undefined, stranger.accessToken, dani.accessToken]) {
      expect((await get(`/api/giveaways/${main}`, token).expect(200)).body.vencedores).toEqual(publicView(winners));
      expect((await get(`/api/giveaways/${solo}`, token).expect(200)).body.vencedores).toEqual([{ id: soloWinner.entryId, nome: 'Dani' }]);
    }
    const listed = (await get(`/api/giveaways?criadorId=${creator.user.id}`).expect(200)).body.items as Array<{ id: string; vencedores: Shown[] }>;
    expect(listed.find((g) => g.id === main)?.vencedores).toEqual(publicView(winners));
    const list = (await get(`/api/giveaways/${main}/lista`).expect(200)).body.items as Array<{ nome: string }>;
    expect(list.map((e) => e.nome).sort()).toEqual([...masked.values()].sort());
  });

  it("gives the giveaway's creator the winners' names as typed and their e-mails, on the giveaway and on their own list", async () => {
    const contacts = (list: Drawn[]): Shown[] => list.map((w) => ({ id: w.entryId, nome: w.nome, email: w.email }));
    expect(winners.every((w) => participantEmails.includes(w.email))).toBe(true);
    expect((await get(`/api/giveaways/${main}`, creator.accessToken).expect(200)).body.vencedores).toEqual(contacts(winners));
    expect((await get(`/api/giveaways/${solo}`, creator.accessToken).expect(200)).body.vencedores).toEqual(contacts([soloWinner]));
    const mine = (await get('/api/me/giveaways', creator.accessToken).expect(200)).body.items as Array<{ id: string; vencedores: Shown[] }>;
    expect(mine.find((g) => g.id === main)?.vencedores).toEqual(contacts(winners));
    expect(mine.find((g) => g.id === solo)?.vencedores).toEqual(contacts([soloWinner]));
  });

  it("gives an admin the winners' names as typed and their e-mails", async () => {
    const giveaway = (await get(`/api/giveaways/${main}`, admin.accessToken).expect(200)).body;
    expect(giveaway.vencedores).toEqual(winners.map((w) => ({ id: w.entryId, nome: w.nome, email: w.email })));
  });

  it('answers the public lists alike for everyone, the creator included: masked names, no e-mail', async () => {
    const path = `/api/giveaways?criadorId=${creator.user.id}`;
    const signedOut = (await get(path).expect(200)).body;
    expect((await get(path, creator.accessToken).expect(200)).body).toEqual(signedOut);
    expect((await get(path, admin.accessToken).expect(200)).body).toEqual(signedOut);
  });

  it("lets a participant read their own e-mail in their own entry, and no one else's", async () => {
    const own = new Map<string, string>();
    for (const path of [`/api/giveaways/${main}/entries/me`, `/api/giveaways/${main}/draw/me`, '/api/me/entries']) {
      const res = await get(path, dani.accessToken).expect(200);
      own.set(`GET ${path}`, res.text);
    }
    expect(own.get(`GET /api/giveaways/${main}/entries/me`)).toContain(`dani.${tag}@exemplo.org`);
    expect(leaks(own, [`dani.${tag}@exemplo.org`, dani.body.email])).toEqual({});
  });
});
