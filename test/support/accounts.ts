import request from 'supertest';
import { linkFromOutbox, tokenOf } from './outbox';
import type { TestApp } from './test-app';

let counter = 0;

export function newUser(overrides: Partial<{ email: string; password: string; username: string; nome: string; sobrenome: string }> = {}) {
  counter += 1;
  const tag = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  return { email: `pessoa${tag}@exemplo.com.br`, password: 'segredo123', username: `pessoa${tag}`, nome: 'Pessoa', ...overrides };
}

/** The refresh cookie as sent back by the browser. */
export function refreshCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('sorteios_refresh='));
  if (!cookie) throw new Error('sem cookie de sessão');
  return cookie.split(';')[0];
}

export async function registerUser(t: TestApp, overrides: Parameters<typeof newUser>[0] = {}) {
  const body = newUser(overrides);
  const res = await request(t.http).post('/api/auth/register').send(body).expect(201);
  return { body, accessToken: res.body.accessToken as string, user: res.body.user, cookie: refreshCookie(res) };
}

/** Opens the confirmation link the account was sent, as the person would. */
export async function confirmEmail(t: TestApp, email: string) {
  await t.jobsIdle();
  const token = tokenOf(await linkFromOutbox(t.dataDir, email, '/verificar-email'));
  await request(t.http).post('/api/auth/verify-email').send({ token }).expect(204);
}

/** A new account whose e-mail is confirmed: it may enter giveaways that require it (the default, issue 11). */
export async function registerConfirmedUser(t: TestApp, overrides: Parameters<typeof newUser>[0] = {}) {
  const account = await registerUser(t, overrides);
  await confirmEmail(t, account.body.email);
  return account;
}
