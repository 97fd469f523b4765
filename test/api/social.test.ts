import request from 'supertest';
import { registerUser } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

type Registered = Awaited<ReturnType<typeof registerUser>>;

describe('profiles and following', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const auth = (u: Registered) => ({ Authorization: `Bearer ${u.accessToken}` });
  const follow = (who: Registered, username: string) => request(t.http).put(`/api/users/${username}/follow`).set(auth(who));
  const unfollow = (who: Registered, username: string) => request(t.http).delete(`/api/users/${username}/follow`).set(auth(who));
  const profile = (username: string, viewer?: Registered) => {
    const req = request(t.http).get(`/api/users/${username}`);
    return viewer ? req.set(auth(viewer)) : req;
  };

  describe('GET /api/users/:username', () => {
    it('shows the public profile, found whatever the case, without the e-mail', async () => {
      const ana = await registerUser(t, { nome: 'Ana', sobrenome: 'Souza' });
      await request(t.http).patch('/api/me').set(auth(ana)).send({ bio: 'Crio sorteios de café', photoURL: '/uploads/perfil/ana.webp' }).expect(200);

      const res = await profile(ana.body.username.toUpperCase()).expect(200);

      expect(res.body).toEqual({
        id: ana.user.id,
        username: ana.body.username,
        nome: 'Ana',
        sobrenome: 'Souza',
        bio: 'Crio sorteios de café',
        photoURL: '/uploads/perfil/ana.webp',
        verified: false,
        isPro: false,
        seguidoresCount: 0,
        seguindoCount: 0,
        seguindo: false,
      });
      expect(JSON.stringify(res.body)).not.toContain(ana.body.email);
    });

    it('answers 404 USER_NOT_FOUND for a username nobody has, or one that cannot exist', async () => {
      for (const name of ['ninguem_com_este_nome', 'x', 'nao-existe']) {
        const res = await profile(name).expect(404);
        expect(res.body).toEqual({ statusCode: 404, code: 'USER_NOT_FOUND', message: 'Usuário não encontrado' });
      }
      await request(t.http).get('/api/users/ninguem_com_este_nome/followers').expect(404);
    });
  });

  describe('following', () => {
    it('follows once however many times it is asked, and counts it on both profiles', async () => {
      const ana = await registerUser(t);
      const bia = await registerUser(t);

      expect((await follow(ana, bia.body.username).expect(200)).body).toMatchObject({ seguindo: true });
      expect((await follow(ana, bia.body.username.toUpperCase()).expect(200)).body).toMatchObject({ seguindo: true });

      expect((await profile(bia.body.username, ana).expect(200)).body).toMatchObject({ seguidoresCount: 1, seguindoCount: 0, seguindo: true });
      expect((await profile(ana.body.username, bia).expect(200)).body).toMatchObject({ seguidoresCount: 0, seguindoCount: 1, seguindo: false });
      expect((await profile(bia.body.username).expect(200)).body.seguindo).toBe(false);
      // The users read model keeps who follows whom (GET /api/me).
      expect((await request(t.http).get('/api/me').set(auth(ana)).expect(200)).body).toMatchObject({ seguindo: [bia.user.id], seguidores: [] });
      expect((await request(t.http).get('/api/me').set(auth(bia)).expect(200)).body).toMatchObject({ seguidores: [ana.user.id], seguindo: [] });
    });

    it('records one follow when the same person presses follow many times at once', async () => {
      const ana = await registerUser(t);
      const bia = await registerUser(t);

      const answers = await Promise.all(Array.from({ length: 8 }, () => follow(ana, bia.body.username)));

      expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
      await t.jobsIdle();
      expect((await profile(bia.body.username).expect(200)).body.seguidoresCount).toBe(1);
      expect((await request(t.http).get(`/api/users/${bia.body.username}/followers`).expect(200)).body.items).toHaveLength(1);
    });

    it('unfollows idempotently and takes the follow off the counts', async () => {
      const ana = await registerUser(t);
      const bia = await registerUser(t);
      await follow(ana, bia.body.username).expect(200);

      expect((await unfollow(ana, bia.body.username).expect(200)).body).toMatchObject({ seguindo: false });
      expect((await unfollow(ana, bia.body.username).expect(200)).body).toMatchObject({ seguindo: false });

      expect((await profile(bia.body.username, ana).expect(200)).body).toMatchObject({ seguidoresCount: 0, seguindo: false });
      expect((await profile(ana.body.username).expect(200)).body.seguindoCount).toBe(0);
      expect((await request(t.http).get(`/api/users/${bia.body.username}/followers`).expect(200)).body).toEqual({ items: [], nextCursor: null });

      await follow(ana, bia.body.username).expect(200);
      expect((await profile(bia.body.username).expect(200)).body.seguidoresCount).toBe(1);
    });

    it('refuses to let someone follow themselves', async () => {
      const ana = await registerUser(t);
      const res = await follow(ana, ana.body.username).expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'CANNOT_FOLLOW_SELF', message: 'Você não pode seguir a si mesmo.' });
      expect((await profile(ana.body.username).expect(200)).body).toMatchObject({ seguidoresCount: 0, seguindoCount: 0 });
    });

    it('refuses a signed-out follow or unfollow with 401 "Usuário não autenticado"', async () => {
      const bia = await registerUser(t);
      for (const res of [
        await request(t.http).put(`/api/users/${bia.body.username}/follow`).expect(401),
        await request(t.http).delete(`/api/users/${bia.body.username}/follow`).expect(401),
      ]) {
        expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' });
      }
      expect((await profile(bia.body.username).expect(200)).body.seguidoresCount).toBe(0);
    });

    it('answers 404 when following someone who does not exist', async () => {
      const ana = await registerUser(t);
      const res = await follow(ana, 'ninguem_com_este_nome').expect(404);
      expect(res.body.code).toBe('USER_NOT_FOUND');
    });

    it('leaves the account working: the follower can still sign in and change their profile', async () => {
      const ana = await registerUser(t);
      const bia = await registerUser(t);
      await follow(ana, bia.body.username).expect(200);

      await request(t.http).post('/api/auth/login').send({ email: ana.body.email, password: ana.body.password }).expect(200);
      const renamed = `${ana.body.username}x`;
      await request(t.http).patch('/api/me').set(auth(ana)).send({ nome: 'Ana Nova', username: renamed }).expect(200);

      // The follow is by id, so it survives the rename; the old name is gone.
      const followers = (await request(t.http).get(`/api/users/${bia.body.username}/followers`).expect(200)).body;
      expect(followers.items.map((p: { username: string; nome: string }) => [p.username, p.nome])).toEqual([[renamed, 'Ana Nova']]);
      await profile(ana.body.username).expect(404);
      expect((await profile(renamed).expect(200)).body.seguindoCount).toBe(1);
    });
  });

  describe('follower and following lists', () => {
    it('pages through followers newest first, with public profiles only', async () => {
      const bia = await registerUser(t);
      const fans: Registered[] = [];
      for (let i = 0; i < 3; i++) {
        const fan = await registerUser(t);
        await follow(fan, bia.body.username).expect(200);
        fans.push(fan);
      }

      const first = await request(t.http).get(`/api/users/${bia.body.username}/followers?limit=2`).set(auth(fans[0])).expect(200);
      expect(first.body.items.map((p: { username: string }) => p.username)).toEqual([fans[2].body.username, fans[1].body.username]);
      expect(first.body.items[0]).toEqual({
        id: fans[2].user.id,
        username: fans[2].body.username,
        nome: 'Pessoa',
        sobrenome: '',
        bio: '',
        photoURL: null,
        verified: false,
        isPro: false,
        seguidoresCount: 0,
        seguindoCount: 1,
        seguindo: false,
      });
      expect(first.body.nextCursor).toEqual(expect.any(String));

      const second = await request(t.http)
        .get(`/api/users/${bia.body.username}/followers`)
        .query({ limit: 2, cursor: first.body.nextCursor })
        .expect(200);
      expect(second.body).toEqual({ items: [expect.objectContaining({ username: fans[0].body.username })], nextCursor: null });

      for (const page of [first.body, second.body]) {
        for (const fan of fans) expect(JSON.stringify(page)).not.toContain(fan.body.email);
      }
    });

    it('lists whom a user follows, newest first, saying which of them the viewer follows', async () => {
      const ana = await registerUser(t);
      const bia = await registerUser(t);
      const caio = await registerUser(t);
      await follow(ana, bia.body.username).expect(200);
      await follow(ana, caio.body.username).expect(200);
      await follow(bia, caio.body.username).expect(200);

      const res = await request(t.http).get(`/api/users/${ana.body.username}/following`).set(auth(bia)).expect(200);

      expect(res.body.items.map((p: { username: string; seguindo: boolean }) => [p.username, p.seguindo])).toEqual([
        [caio.body.username, true],
        [bia.body.username, false],
      ]);
      expect(res.body.nextCursor).toBeNull();
    });

    it('refuses a cursor it did not give and a limit out of range', async () => {
      const bia = await registerUser(t);
      expect((await request(t.http).get(`/api/users/${bia.body.username}/followers?cursor=lixo`).expect(400)).body.code).toBe('INVALID_CURSOR');
      expect((await request(t.http).get(`/api/users/${bia.body.username}/following?limit=101`).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('GET /api/users/:username/availability', () => {
    it('says whether a username is free, taken (whatever the case) or malformed', async () => {
      const ana = await registerUser(t);
      const bia = await registerUser(t);

      expect((await request(t.http).get('/api/users/nome_livre_123/availability').expect(200)).body).toEqual({ disponivel: true });
      expect((await request(t.http).get(`/api/users/${bia.body.username.toUpperCase()}/availability`).set(auth(ana)).expect(200)).body).toEqual({
        disponivel: false,
        motivo: 'Este nome de usuário já está em uso.',
      });
      expect((await request(t.http).get('/api/users/ab/availability').expect(200)).body).toEqual({
        disponivel: false,
        motivo: 'O nome de usuário deve ter de 3 a 30 caracteres: letras, números, ponto ou sublinhado.',
      });
    });

    it("counts the signed-in user's own username as available to them only", async () => {
      const ana = await registerUser(t);
      expect((await request(t.http).get(`/api/users/${ana.body.username}/availability`).set(auth(ana)).expect(200)).body).toEqual({ disponivel: true });
      expect((await request(t.http).get(`/api/users/${ana.body.username}/availability`).expect(200)).body.disponivel).toBe(false);
    });
  });
});
