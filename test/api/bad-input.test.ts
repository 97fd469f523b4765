import { JwtService } from '@nestjs/jwt';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { newUser, registerUser } from '../support/accounts';
import { bearer, createGiveaway, giveawayBody } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';
import { uploadAs } from '../support/upload-fixtures';

const CONTROL = 'O texto tem caracteres de controle não permitidos.';
const MALFORMED = 'O texto tem caracteres inválidos (Unicode malformado).';
const ONE_LINE = 'Use uma única linha, sem quebras nem tabulações.';
const BAD_PHOTO = 'Endereço de foto inválido: use um endereço https:// ou envie a foto.';

/** Everything under dir, as paths relative to it. */
const listing = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : []);

describe('bad input', () => {
  let t: TestApp;
  let events: EventStore;
  let ana: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    events = t.app.get<EventStore>(EVENT_STORE);
    ana = await registerUser(t);
  });
  afterAll(() => t.close());

  /** Sends a request and checks it appended no event, so no read model changed either. */
  async function recordsNothing(send: () => request.Test): Promise<request.Response> {
    await t.jobsIdle();
    const before = await events.headPosition();
    const res = await send();
    await t.jobsIdle();
    expect(await events.headPosition()).toBe(before);
    return res;
  }

  const rawJson = (path: string, body: string, token?: string) => {
    const req = request(t.http).post(path).set('Content-Type', 'application/json');
    return (token ? req.set(bearer(token)) : req).send(body);
  };

  describe('request bodies', () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const tooDeep = { statusCode: 400, code: 'JSON_TOO_DEEP', message: 'O corpo da requisição tem aninhamento demais (máximo de 32 níveis).' };

    it('refuses a 5,000-level nested body with 400 JSON_TOO_DEEP on a signed-out route', async () => {
      expect(deep.length).toBeLessThan(31_000);
      const res = await recordsNothing(() => rawJson('/api/auth/register', deep).expect(400));
      expect(res.body).toEqual(tooDeep);
    });

    it('refuses it the same way on a signed-in route, before the DTO sees it', async () => {
      const res = await recordsNothing(() => rawJson('/api/giveaways', deep, ana.accessToken).expect(400));
      expect(res.body).toEqual(tooDeep);
    });

    it('refuses a body just past 32 levels, arrays counted, and keeps a real giveaway body', async () => {
      const past = JSON.stringify({ ...giveawayBody(), premios: JSON.parse('['.repeat(32) + '"Kit"' + ']'.repeat(32)) });
      const res = await recordsNothing(() => rawJson('/api/giveaways', past, ana.accessToken).expect(400));
      expect(res.body).toEqual(tooDeep);
      await rawJson('/api/giveaways', JSON.stringify(giveawayBody()), ana.accessToken).expect(201);
    });

    it('answers a JSON body over 100 KB with 413 PAYLOAD_TOO_LARGE, signed in or not', async () => {
      const expected = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'O corpo da requisição passa do limite de 100 KB.' };
      const signedOut = await recordsNothing(() =>
        request(t.http).post('/api/auth/login').send({ email: 'a@exemplo.com', password: 'x'.repeat(110_000) }).expect(413),
      );
      expect(signedOut.body).toEqual(expected);
      const signedIn = await recordsNothing(() =>
        request(t.http).post('/api/giveaways').set(bearer(ana.accessToken)).send(giveawayBody({ descricao: 'a'.repeat(105_000) })).expect(413),
      );
      expect(signedIn.body).toEqual(expected);
    });

    it('answers a JSON body in a charset it cannot read with 415 and a pt-BR message', async () => {
      const res = await recordsNothing(() =>
        request(t.http).post('/api/auth/register').set('Content-Type', 'application/json; charset=latin1').send(JSON.stringify(newUser())).expect(415),
      );
      expect(res.body).toEqual({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Codificação do corpo da requisição não suportada.' });
    });

    it('answers malformed JSON with 400 and a pt-BR message', async () => {
      const res = await recordsNothing(() => rawJson('/api/auth/register', '{"email":').expect(400));
      expect(res.body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'O corpo da requisição não é um JSON válido.' });
    });
  });

  describe('keys that reach a prototype', () => {
    const fieldNotAllowed = (field: string) => ({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Verifique os campos informados.',
      fields: { [field]: ['Campo não permitido.'] },
    });

    it('refuses a register body carrying __proto__ like any unknown field, and creates no account', async () => {
      const body = newUser();
      const res = await recordsNothing(() => rawJson('/api/auth/register', JSON.stringify(body).replace('{', '{"__proto__":{"isAdmin":true},')).expect(400));
      expect(res.body).toEqual(fieldNotAllowed('__proto__'));
      await request(t.http).post('/api/auth/login').send({ email: body.email, password: body.password }).expect(401);
    });

    it('refuses constructor.prototype in a register body', async () => {
      const body = JSON.stringify({ ...newUser(), constructor: { prototype: { isAdmin: true } } });
      const res = await recordsNothing(() => rawJson('/api/auth/register', body).expect(400));
      expect(res.body).toEqual(fieldNotAllowed('constructor'));
    });

    it('refuses __proto__ nested inside a giveaway, naming where it was', async () => {
      const body = JSON.stringify(giveawayBody()).replace('"camposFormulario":[{', '"camposFormulario":[{"__proto__":{"obrigatorio":true},');
      const res = await recordsNothing(() => rawJson('/api/giveaways', body, ana.accessToken).expect(400));
      expect(res.body).toEqual(fieldNotAllowed('camposFormulario.0.__proto__'));
    });
  });

  describe('uploads', () => {
    it('answers an empty file like no file: 400 NO_FILE, nothing stored', async () => {
      const uploads = join(t.dataDir, 'uploads');
      const filesBefore = listing(uploads);
      const res = await recordsNothing(() => uploadAs(t, ana.accessToken, Buffer.alloc(0), 'vazio.png').expect(400));
      expect(res.body).toEqual({ statusCode: 400, code: 'NO_FILE', message: 'Nenhum arquivo fornecido' });
      expect(listing(uploads)).toEqual(filesBefore);
    });
  });

  describe('text fields', () => {
    const createWith = (overrides: Record<string, unknown>) =>
      recordsNothing(() => request(t.http).post('/api/giveaways').set(bearer(ana.accessToken)).send(giveawayBody(overrides)).expect(400));

    it.each([
      ['a NUL', 'Sorteio\u0000 de café', CONTROL],
      ['an escape sequence', '\u001b[31mSorteio de café', CONTROL],
      ['a C1 control', 'Sorteio\u0085de café', CONTROL],
      ['a lone surrogate', 'Sorteio de café \ud83c', MALFORMED],
      ['a line break', 'Sorteio\nde café', ONE_LINE],
      ['a tab', 'Sorteio\tde café', ONE_LINE],
    ])('refuses a giveaway title with %s', async (_what, titulo, message) => {
      const res = await createWith({ titulo });
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Verifique os campos informados.', fields: { titulo: [message] } });
    });

    it('refuses control characters in descriptions and prizes, and a lone surrogate in the rules', async () => {
      const res = await createWith({ descricao: 'Linha\u0007', premios: ['Kit', 'Caneca\u0000'], regulamento: '\udc00Regulamento' });
      expect(res.body.fields).toEqual({ descricao: [CONTROL], premios: [CONTROL], regulamento: [MALFORMED] });
    });

    it('refuses a control character in a form field name and its options', async () => {
      const res = await createWith({
        camposFormulario: [{ nome: 'Cor\u0000', tipo: 'selecao', obrigatorio: false, opcoes: ['Azul', 'Verde\u001b'] }],
      });
      expect(res.body.fields).toEqual({ 'camposFormulario.0.nome': [CONTROL], 'camposFormulario.0.opcoes': [CONTROL] });
    });

    it('refuses them on an edit too, leaving the giveaway as it was', async () => {
      const created = await createGiveaway(t, ana.accessToken);
      const res = await recordsNothing(() =>
        request(t.http).patch(`/api/giveaways/${created.id}`).set(bearer(ana.accessToken)).send({ titulo: 'Novo\u0000título' }).expect(400),
      );
      expect(res.body.fields).toEqual({ titulo: [CONTROL] });
      const read = await request(t.http).get(`/api/giveaways/${created.id}`).set(bearer(ana.accessToken)).expect(200);
      expect(read.body.titulo).toBe(giveawayBody().titulo);
    });

    it('keeps accents and emoji, and line breaks and tabs where text runs over several lines', async () => {
      const titulo = 'Sorteio de Natal 🎄 — João & Conceição 👩‍👩‍👧';
      const descricao = 'Primeira linha\r\nSegunda linha\n\tcom recuo 🇧🇷';
      const res = await request(t.http).post('/api/giveaways').set(bearer(ana.accessToken)).send(giveawayBody({ titulo, descricao, premios: ['Panetone 🍞'] })).expect(201);
      expect(res.body).toMatchObject({ titulo, descricao, premios: ['Panetone 🍞'] });
    });

    it('refuses a NUL in the name given at sign-up, creating no account', async () => {
      const body = newUser({ nome: 'Bia\u0000' });
      const res = await recordsNothing(() => request(t.http).post('/api/auth/register').send(body).expect(400));
      expect(res.body.fields).toEqual({ nome: [CONTROL] });
      await request(t.http).post('/api/auth/login').send({ email: body.email, password: body.password }).expect(401);
    });

    it('refuses a one-line surname with a line break and a bio with a lone surrogate, keeping the profile', async () => {
      const res = await recordsNothing(() =>
        request(t.http).patch('/api/me').set(bearer(ana.accessToken)).send({ sobrenome: 'Souza\r\nBcc: x', bio: 'Oi \ud800' }).expect(400),
      );
      expect(res.body.fields).toEqual({ sobrenome: [ONE_LINE], bio: [MALFORMED] });
      const me = await request(t.http).get('/api/me').set(bearer(ana.accessToken)).expect(200);
      expect(me.body).toMatchObject({ sobrenome: '', bio: '' });
    });

    it('refuses a control character in a search query', async () => {
      const res = await request(t.http).get('/api/giveaways').query({ q: 'café\u0000' }).expect(400);
      expect(res.body.fields).toEqual({ q: [CONTROL] });
    });
  });

  describe('photoURL', () => {
    it.each([
      ['a cleartext http address', 'http://exemplo.com/foto.jpg'],
      ['a path climbing out of /uploads', '/uploads/../../x'],
      ['an encoded climb', '/uploads/perfis/..%2F..%2Fetc.jpg'],
      ['a path outside /uploads', '/api/me'],
      ['an uploaded PDF', '/uploads/perfis/ana.pdf'],
      ['an https address with credentials', 'https://ana:segredo@exemplo.com/foto.jpg'],
      ['a protocol-relative address', '//exemplo.com/foto.jpg'],
      ['a script address', 'javascript:alert(1)'],
    ])('refuses %s, keeping the photo as it was', async (_what, photoURL) => {
      const res = await recordsNothing(() => request(t.http).patch('/api/me').set(bearer(ana.accessToken)).send({ photoURL }).expect(400));
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Verifique os campos informados.', fields: { photoURL: [BAD_PHOTO] } });
      const me = await request(t.http).get('/api/me').set(bearer(ana.accessToken)).expect(200);
      expect(me.body.photoURL).toBeNull();
    });

    it('takes an upload path of ours as sent', async () => {
      const bia = await registerUser(t);
      const res = await request(t.http).patch('/api/me').set(bearer(bia.accessToken)).send({ photoURL: '/uploads/perfis/bia-1200.webp' }).expect(200);
      expect(res.body.photoURL).toBe('/uploads/perfis/bia-1200.webp');
    });

    it('stores an https address normalised: host in lower case, dot segments resolved', async () => {
      const caio = await registerUser(t);
      const res = await request(t.http)
        .patch('/api/me')
        .set(bearer(caio.accessToken))
        .send({ photoURL: 'HTTPS://CDN.Exemplo.com/a/../fotos/./caio.jpg' })
        .expect(200);
      expect(res.body.photoURL).toBe('https://cdn.exemplo.com/fotos/caio.jpg');
      const me = await request(t.http).get('/api/me').set(bearer(caio.accessToken)).expect(200);
      expect(me.body.photoURL).toBe('https://cdn.exemplo.com/fotos/caio.jpg');
    });
  });

  describe('access tokens', () => {
    it('refuses a genuine access token that has no expiry', async () => {
      const jwt = t.app.get(JwtService);
      const withoutExp = jwt.sign({ sub: ana.user.id, typ: 'access' });
      expect(jwt.decode(withoutExp)).not.toHaveProperty('exp');
      const res = await request(t.http).get('/api/me').set(bearer(withoutExp)).expect(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' });
      // The same claims with an expiry pass: only the missing exp was refused.
      await request(t.http).get('/api/me').set(bearer(jwt.sign({ sub: ana.user.id, typ: 'access' }, { expiresIn: 60 }))).expect(200);
    });
  });
});
