import request from 'supertest';
import { registerProUser } from '../support/plans';
import { userDecider } from '../../src/modules/accounts/domain/user.decider';
import { userStream } from '../../src/modules/accounts/domain/user.events';
import { StreamExecutor } from '../../src/platform/ddd/stream-executor';
import { registerUser } from '../support/accounts';
import { seedEntries } from '../support/draws';
import { bearer, createGiveaway, publishedGiveaway } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';

type Range = [number, number];
type GiveawayHit = { id: string; titulo: string; trecho: string; destaques: { titulo: Range[]; trecho: Range[] }; status: string; dataSorteio: string; imagem: string | null };
type UserHit = { username: string; nome: string; photoURL: string | null; verified: boolean; destaques: { username: Range[]; nome: Range[] } };
type Result = { q: string; sorteios: GiveawayHit[]; usuarios: UserHit[] };

/** A made-up word no other test uses, so each test sees only its own documents. */
let seq = 0;
const marker = () => `zq${'abcdefghij'[seq++ % 10]}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
const highlighted = (text: string, ranges: Range[]) => ranges.map(([s, e]) => text.slice(s, e));

describe('GET /api/search', () => {
  let t: TestApp;
  let creator: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await registerProUser(t);
  });
  afterAll(() => t.close());

  const search = async (q: string, extra: Record<string, string | number> = {}): Promise<Result> =>
    (await request(t.http).get('/api/search').query({ q, ...extra }).expect(200)).body;
  const ids = (result: Result) => result.sorteios.map((s) => s.id);
  const as = (token: string) => bearer(token);

  it("finds 'São Paulo' when typed 'sao paulo', in any case, and says where it matched", async () => {
    const tag = marker();
    const g = await publishedGiveaway(t, creator.accessToken, {
      titulo: `Ingressos para o show em São Paulo ${tag}`,
      descricao: 'Dois ingressos para a pista, no Allianz Parque.',
      premios: ['Par de ingressos'],
    });

    for (const q of [`sao paulo ${tag}`, `SÃO PAULO ${tag.toUpperCase()}`, `São Pau ${tag}`]) {
      const result = await search(q);
      expect(result.q).toBe(q);
      expect(ids(result)).toEqual([g.id]);
    }
    const [hit] = (await search(`sao paulo ${tag}`)).sorteios;
    expect(hit).toMatchObject({ titulo: `Ingressos para o show em São Paulo ${tag}`, status: 'Ativo', imagem: null });
    expect(highlighted(hit.titulo, hit.destaques.titulo)).toEqual(['São', 'Paulo', tag]);
    expect(hit.trecho).toBe('Dois ingressos para a pista, no Allianz Parque.');
  });

  it('matches the start of words, needs every term, and answers an unknown word with nothing', async () => {
    const tag = marker();
    const g = await publishedGiveaway(t, creator.accessToken, { titulo: `Bicicleta aro 29 ${tag}`, premios: ['Bicicleta Caloi'] });
    expect(ids(await search(`bici ${tag.slice(0, 5)}`))).toContain(g.id);
    expect(ids(await search(`${tag} patinete`))).toEqual([]);
    expect(await search(`${tag}inexistente`)).toEqual({ q: `${tag}inexistente`, sorteios: [], usuarios: [] });
  });

  it('shows a match in the description as an excerpt with its highlight', async () => {
    const tag = marker();
    const descricao = `${'Participe e boa sorte. '.repeat(12)}O prêmio será entregue em Belém ${tag} pelos correios. ${'Regras no regulamento. '.repeat(8)}`;
    await publishedGiveaway(t, creator.accessToken, { titulo: 'Sorteio de fim de ano', descricao });
    const [hit] = (await search(`belem ${tag}`)).sorteios;
    expect(hit.trecho.startsWith('…') && hit.trecho.endsWith('…')).toBe(true);
    expect(highlighted(hit.trecho, hit.destaques.trecho)).toEqual(['Belém', tag]);
    expect(hit.destaques.titulo).toEqual([]);
  });

  it('never shows drafts or cancelled giveaways; active, closed and drawn ones appear', async () => {
    const tag = marker();
    const draft = await createGiveaway(t, creator.accessToken, { titulo: `Rascunho ${tag}` });
    const cancelled = await publishedGiveaway(t, creator.accessToken, { titulo: `Cancelado ${tag}` });
    await request(t.http).post(`/api/giveaways/${cancelled.id}/cancel`).set(as(creator.accessToken)).send({}).expect(200);
    const active = await publishedGiveaway(t, creator.accessToken, { titulo: `Ativo ${tag}` });
    const closed = await publishedGiveaway(t, creator.accessToken, { titulo: `Encerrado ${tag}` });
    await request(t.http).post(`/api/giveaways/${closed.id}/close`).set(as(creator.accessToken)).expect(200);
    const drawn = await publishedGiveaway(t, creator.accessToken, { titulo: `Realizado ${tag}` });
    await seedEntries(t, drawn.id, 2);
    await request(t.http).post(`/api/giveaways/${drawn.id}/close`).set(as(creator.accessToken)).expect(200);
    await request(t.http).post(`/api/giveaways/${drawn.id}/draw`).set(as(creator.accessToken)).send({ quantidade: 1 }).expect(200);

    const result = await search(tag, { tipo: 'sorteios' });
    expect(ids(result).sort()).toEqual([active.id, closed.id, drawn.id].sort());
    expect(Object.fromEntries(result.sorteios.map((s) => [s.id, s.status]))).toEqual({ [active.id]: 'Ativo', [closed.id]: 'Encerrado', [drawn.id]: 'Realizado' });
    expect(ids(await search(`rascunho ${tag}`))).not.toContain(draft.id);
  });

  it('finds a draft once it is published, and no longer finds a giveaway once deleted', async () => {
    const tag = marker();
    const g = await createGiveaway(t, creator.accessToken, { titulo: `Cafeteira italiana ${tag}` });
    expect(ids(await search(tag))).toEqual([]);
    await request(t.http).post(`/api/giveaways/${g.id}/publish`).set(as(creator.accessToken)).expect(200);
    expect(ids(await search(tag))).toEqual([g.id]);
    await request(t.http).delete(`/api/giveaways/${g.id}`).set(as(creator.accessToken)).send({}).expect(204);
    expect(ids(await search(tag))).toEqual([]);
  });

  it('finds an edited giveaway by its new title and no longer by the old one', async () => {
    const tag = marker();
    const g = await publishedGiveaway(t, creator.accessToken, { titulo: `Fone bluetooth ${tag}` });
    await request(t.http).patch(`/api/giveaways/${g.id}`).set(as(creator.accessToken)).send({ titulo: `Caixa de som ${tag}` }).expect(200);
    expect(ids(await search(`caixa ${tag}`))).toEqual([g.id]);
    expect(ids(await search(`fone ${tag}`))).toEqual([]);
  });

  it('ranks a title match above a prize match above a description match', async () => {
    const tag = marker();
    const inDescription = await publishedGiveaway(t, creator.accessToken, { titulo: 'Kit presente', premios: ['Caneca'], descricao: `Inclui ${tag} de brinde.` });
    const inTitle = await publishedGiveaway(t, creator.accessToken, { titulo: `Kit ${tag} completo`, premios: ['Caneca'] });
    const inPrize = await publishedGiveaway(t, creator.accessToken, { titulo: 'Kit especial', premios: [`Um ${tag} grande`] });
    const result = await search(tag);
    expect(ids(result)).toEqual([inTitle.id, inPrize.id, inDescription.id]);
    // The prize explains the second result: it is its excerpt.
    expect(result.sorteios[1].trecho).toBe(`Um ${tag} grande`);
  });

  it('returns at most `limit` results in each section, and only the kind asked for', async () => {
    const tag = marker();
    for (let i = 0; i < 3; i++) await publishedGiveaway(t, creator.accessToken, { titulo: `Vale-compras ${i} ${tag}` });
    await registerUser(t, { username: `${tag}_1`, nome: 'Vale' });
    await registerUser(t, { username: `${tag}_2`, nome: 'Vale' });
    await registerUser(t, { username: `${tag}_3`, nome: 'Vale' });

    const limited = await search(tag, { limit: 2 });
    expect(limited.sorteios).toHaveLength(2);
    expect(limited.usuarios).toHaveLength(2);
    const onlyPeople = await search(tag, { tipo: 'usuarios' });
    expect(onlyPeople.sorteios).toEqual([]);
    expect(onlyPeople.usuarios).toHaveLength(3);
    const onlyGiveaways = await search(tag, { tipo: 'sorteios' });
    expect(onlyGiveaways.usuarios).toEqual([]);
    expect(onlyGiveaways.sorteios).toHaveLength(3);
  });

  it('finds people by username and full name without accents, and never shows their e-mail', async () => {
    const tag = marker();
    const person = await registerUser(t, { username: `conceicao_${tag}`, nome: 'Conceição', sobrenome: `Araújo ${tag}` });
    const result = await search(`conceicao araujo ${tag}`);
    expect(result.usuarios).toHaveLength(1);
    const [hit] = result.usuarios;
    expect(hit).toMatchObject({ username: `conceicao_${tag}`, nome: `Conceição Araújo ${tag}`, photoURL: null, verified: false });
    expect(highlighted(hit.username, hit.destaques.username)).toEqual(['conceicao', tag]);
    expect(highlighted(hit.nome, hit.destaques.nome)).toEqual(['Conceição', 'Araújo', tag]);
    expect(JSON.stringify(result)).not.toContain(person.body.email);
    expect(JSON.stringify(result)).not.toContain('@');
  });

  it('finds a renamed person by the new username and no longer by the old one', async () => {
    const tag = marker();
    const person = await registerUser(t, { username: `antigo_${tag}` });
    await request(t.http).patch('/api/me').set(as(person.accessToken)).send({ username: `novo_${tag}` }).expect(200);
    expect((await search(`novo_${tag}`)).usuarios.map((u) => u.username)).toEqual([`novo_${tag}`]);
    expect((await search(`antigo_${tag}`)).usuarios).toEqual([]);
  });

  it('puts the person whose username is the query before people who only share the name', async () => {
    const tag = marker();
    await registerUser(t, { username: `${tag}_fa`, nome: tag });
    await registerUser(t, { username: `outra_${tag}x`, nome: tag });
    await registerUser(t, { username: tag, nome: 'Alguém' });
    const result = await search(`@${tag}`, { tipo: 'usuarios' });
    expect(result.usuarios.map((u) => u.username)).toEqual([tag, `${tag}_fa`, `outra_${tag}x`]);
  });

  it('leaves disabled accounts out', async () => {
    const tag = marker();
    const person = await registerUser(t, { username: `bloqueado_${tag}` });
    expect((await search(`bloqueado_${tag}`)).usuarios).toHaveLength(1);
    await t.app.get(StreamExecutor).execute(userStream(person.user.id), userDecider, { type: 'DisableUser', motivo: null }, { userId: null, correlationId: 'teste' });
    await t.jobsIdle();
    expect((await search(`bloqueado_${tag}`)).usuarios).toEqual([]);
  });

  it('is described in the OpenAPI document with its parameters', async () => {
    const docs = (await request(t.http).get('/api/docs-json').expect(200)).body;
    const parameters = (docs.paths['/api/search']?.get?.parameters ?? []) as Array<{ name: string; in: string }>;
    expect(parameters.filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual(['limit', 'q', 'tipo']);
  });

  it('answers nothing for a blank or one-letter query and 400 in pt-BR for one over 100 characters', async () => {
    expect(await search('')).toEqual({ q: '', sorteios: [], usuarios: [] });
    expect(await search(' a ')).toEqual({ q: ' a ', sorteios: [], usuarios: [] });
    await request(t.http).get('/api/search').expect(200, { q: '', sorteios: [], usuarios: [] });

    const tooLong = await request(t.http).get('/api/search').query({ q: 'x'.repeat(101) }).expect(400);
    expect(tooLong.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', fields: { q: ['A busca deve ter até 100 caracteres.'] } });
    await request(t.http).get('/api/search').query({ q: 'x'.repeat(100) }).expect(200);
    const badLimit = await request(t.http).get('/api/search').query({ q: 'café', limit: 51 }).expect(400);
    expect(badLimit.body.fields).toEqual({ limit: ['limit máximo: 50.'] });
    const badKind = await request(t.http).get('/api/search').query({ q: 'café', tipo: 'tudo' }).expect(400);
    expect(badKind.body.fields).toEqual({ tipo: ['tipo deve ser todos, sorteios ou usuarios.'] });
  });
});
