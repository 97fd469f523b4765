import request from 'supertest';
import { registerUser } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

describe('PATCH /api/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('updates the profile and recomputes nome_completo', async () => {
    const { accessToken } = await registerUser(t);
    const res = await request(t.http)
      .patch('/api/me')
      .set('Authorization', `Bearer ${accessToken}`)
      .send({ nome: 'Joana', sobrenome: 'Prado', bio: 'Crio sorteios' })
      .expect(200);
    expect(res.body).toMatchObject({ nome: 'Joana', sobrenome: 'Prado', nome_completo: 'Joana Prado', bio: 'Crio sorteios' });
    expect(res.body.revision).toBeGreaterThan(0);
  });

  it('changes the username, frees the old one and refuses a taken one with USERNAME_TAKEN', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const auth = `Bearer ${a.accessToken}`;
    const taken = await request(t.http).patch('/api/me').set('Authorization', auth).send({ username: b.body.username.toUpperCase() }).expect(409);
    expect(taken.body.code).toBe('USERNAME_TAKEN');
    const renamed = `${a.body.username}novo`;
    await request(t.http).patch('/api/me').set('Authorization', auth).send({ username: renamed }).expect(200);
    const me = await request(t.http).get('/api/me').set('Authorization', auth).expect(200);
    expect(me.body.username).toBe(renamed);
    await request(t.http).patch('/api/me').set('Authorization', `Bearer ${b.accessToken}`).send({ username: a.body.username }).expect(200);
  });

  it('refuses fields it does not know and a bad photo address', async () => {
    const { accessToken } = await registerUser(t);
    const res = await request(t.http)
      .patch('/api/me')
      .set('Authorization', `Bearer ${accessToken}`)
      .send({ isAdmin: true, photoURL: 'javascript:alert(1)' })
      .expect(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['isAdmin', 'photoURL']);
    const me = await request(t.http).get('/api/me').set('Authorization', `Bearer ${accessToken}`).expect(200);
    expect(me.body.isAdmin).toBe(false);
  });
});
