import request from 'supertest';
import { newUser } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';

describe('concurrent registrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates exactly one account out of 50 simultaneous registrations of one e-mail', async () => {
    const email = 'disputa@exemplo.com';
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => request(t.http).post('/api/auth/register').send(newUser({ email, username: `disputa${i}` }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'EMAIL_ALREADY_IN_USE')).toBe(true);
    // Every loser gave its username back: each can still be registered.
    const winner = results.find((r) => r.status === 201)!.body.user.username;
    const loser = results.map((_, i) => `disputa${i}`).find((u) => u !== winner)!;
    await request(t.http).post('/api/auth/register').send(newUser({ username: loser })).expect(201);
  });

  it('creates exactly one account out of 20 simultaneous registrations of one username', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => request(t.http).post('/api/auth/register').send(newUser({ username: 'mesmonome' }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'USERNAME_TAKEN')).toHaveLength(19);
  });
});
