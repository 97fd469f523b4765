import request from 'supertest';
import { registerUser } from '../support/accounts';
import { registerAdmin } from '../support/admin';
import { bearer, publishedGiveaway, validAnswers } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';

type User = Awaited<ReturnType<typeof registerUser>>;
interface Contact {
  email: string;
  nome: string;
  username: string;
  criadorId: string;
  sorteios: Array<{ id: string; titulo: string }>;
}

describe('contacts', () => {
  let t: TestApp;
  let creator: User;
  let otherCreator: User;
  let joao: User;
  let maria: User;
  let pedro: User;
  let admin: User;
  let cafe: { id: string };
  let livros: { id: string };
  let alheio: { id: string };

  const enter = (giveawayId: string, who: User, email: string, nome: string, consentimentoContato: boolean) =>
    request(t.http)
      .post(`/api/giveaways/${giveawayId}/entries`)
      .set(bearer(who.accessToken))
      .send({ respostas: validAnswers(email, nome), aceiteRegulamento: true, consentimentoContato })
      .expect(201);
  const contacts = async (who: User, query = '') => (await request(t.http).get(`/api/me/contacts${query}`).set(bearer(who.accessToken)).expect(200)).body as { items: Contact[]; nextCursor: string | null; total: number };
  const emails = (page: { items: Contact[] }) => page.items.map((c) => c.email).sort();

  beforeAll(async () => {
    t = await createTestApp();
    [creator, otherCreator, joao, maria, pedro] = [await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t)];
    admin = await registerAdmin(t);
    cafe = await publishedGiveaway(t, creator.accessToken, { titulo: 'Kit de café' });
    livros = await publishedGiveaway(t, creator.accessToken, { titulo: 'Kit de livros' });
    alheio = await publishedGiveaway(t, otherCreator.accessToken, { titulo: 'Bicicleta' });
    await enter(cafe.id, joao, 'joao@exemplo.com', 'João Conceição', true);
    await enter(livros.id, joao, 'joao@exemplo.com', 'João Conceição', true);
    await enter(cafe.id, maria, 'maria@exemplo.com', 'Maria', false);
    await enter(livros.id, pedro, 'pedro@exemplo.com', 'Pedro', true);
    await enter(alheio.id, maria, 'maria@exemplo.com', 'Maria', true);
    await t.jobsIdle();
  });
  afterAll(() => t.close());

  it('shows a creator only the participants of their own giveaways who consented, one row per e-mail', async () => {
    const mine = await contacts(creator);
    expect(emails(mine)).toEqual(['joao@exemplo.com', 'pedro@exemplo.com']);
    expect(mine.total).toBe(2);
    const joaoRow = mine.items.find((c) => c.email === 'joao@exemplo.com')!;
    expect(joaoRow).toMatchObject({ nome: 'João Conceição', username: joao.user.username, criadorId: creator.user.id });
    expect(joaoRow.sorteios).toEqual([
      { id: livros.id, titulo: 'Kit de livros' },
      { id: cafe.id, titulo: 'Kit de café' },
    ]);
    // Maria consented only to the other creator.
    expect(emails(await contacts(otherCreator))).toEqual(['maria@exemplo.com']);
    expect(emails(await contacts(maria))).toEqual([]);
  });

  it('searches without case or accents and pages with a cursor', async () => {
    expect(emails(await contacts(creator, '?q=CONCEICAO'))).toEqual(['joao@exemplo.com']);
    expect(emails(await contacts(creator, '?q=pedro%40'))).toEqual(['pedro@exemplo.com']);
    expect((await contacts(creator, '?q=ninguem')).items).toEqual([]);
    const first = await contacts(creator, '?limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await contacts(creator, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((c) => c.email).sort()).toEqual(['joao@exemplo.com', 'pedro@exemplo.com']);
  });

  it('follows a giveaway renamed by its creator', async () => {
    await request(t.http).patch(`/api/giveaways/${cafe.id}`).set(bearer(creator.accessToken)).send({ titulo: 'Kit de café especial' }).expect(200);
    await t.jobsIdle();
    const joaoRow = (await contacts(creator)).items.find((c) => c.email === 'joao@exemplo.com')!;
    expect(joaoRow.sorteios.map((s) => s.titulo)).toEqual(['Kit de livros', 'Kit de café especial']);
  });

  it('exports the contacts as a formula-safe CSV with a BOM and ;', async () => {
    const evil = await registerUser(t);
    await enter(livros.id, evil, 'mal@exemplo.com', '=HYPERLINK("http://mal.example")', true);
    await t.jobsIdle();
    const res = await request(t.http).get('/api/me/contacts.csv').set(bearer(creator.accessToken)).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Nome;E-mail;Usuário;Sorteios;Última inscrição');
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.includes('mal@exemplo.com'))).toMatch(/^"'=HYPERLINK\(""http:\/\/mal\.example""\)";mal@exemplo\.com;/);
    expect(lines.find((l) => l.includes('joao@exemplo.com'))).toContain('Kit de livros | Kit de café especial');
    const found = await request(t.http).get('/api/me/contacts.csv?q=pedro').set(bearer(creator.accessToken)).expect(200);
    expect(found.text.trim().split('\r\n')).toHaveLength(2);
  });

  it('drops a giveaway when consent is withdrawn from it, and the person when none is left', async () => {
    await request(t.http).delete(`/api/giveaways/${cafe.id}/entries/me/consent`).set(bearer(joao.accessToken)).expect(200);
    await t.jobsIdle();
    const still = (await contacts(creator)).items.find((c) => c.email === 'joao@exemplo.com')!;
    expect(still.sorteios).toEqual([{ id: livros.id, titulo: 'Kit de livros' }]);
    await request(t.http).delete(`/api/giveaways/${livros.id}/entries/me/consent`).set(bearer(joao.accessToken)).expect(200);
    await t.jobsIdle();
    expect(emails(await contacts(creator))).not.toContain('joao@exemplo.com');
  });

  it('lets an admin see every creator\'s contacts, or one creator\'s', async () => {
    const all = (await request(t.http).get('/api/admin/contacts?limit=100').set(bearer(admin.accessToken)).expect(200)).body as { items: Contact[] };
    expect(all.items.map((c) => `${c.criadorId === creator.user.id ? 'criador' : 'outro'}:${c.email}`).sort()).toEqual([
      'criador:mal@exemplo.com',
      'criador:pedro@exemplo.com',
      'outro:maria@exemplo.com',
    ]);
    const one = (await request(t.http).get(`/api/admin/contacts?criadorId=${otherCreator.user.id}`).set(bearer(admin.accessToken)).expect(200)).body;
    expect(emails(one)).toEqual(['maria@exemplo.com']);
    await request(t.http).get('/api/admin/contacts?criadorId=nao-e-id').set(bearer(admin.accessToken)).expect(400);
  });

  it('removes the contacts of a deleted giveaway', async () => {
    await request(t.http).delete(`/api/giveaways/${alheio.id}`).set(bearer(otherCreator.accessToken)).send({}).expect(204);
    await t.jobsIdle();
    expect((await contacts(otherCreator)).items).toEqual([]);
  });

  it('asks who you are (401) and keeps the admin list to admins (403)', async () => {
    expect((await request(t.http).get('/api/me/contacts').expect(401)).body.code).toBe('UNAUTHENTICATED');
    await request(t.http).get('/api/me/contacts.csv').expect(401);
    await request(t.http).get('/api/admin/contacts').expect(401);
    const res = await request(t.http).get('/api/admin/contacts').set(bearer(creator.accessToken)).expect(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Acesso restrito a administradores' });
  });
});
