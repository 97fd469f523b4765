import request from 'supertest';
import type { FakeGraphApi, FakeInstagramAccount } from './fake-graph-api';
import { bearer } from './giveaways';
import type { TestApp } from './test-app';

/** What Instagram's authorization page sent the browser back with (the query of /instagram-callback). */
export interface AuthorizationReturn {
  code: string | null;
  state: string | null;
  error: string | null;
}

/** Opens the authorization page as the browser would and reads where it sends the person back. */
export async function authorizeAt(url: string): Promise<AuthorizationReturn> {
  const res = await fetch(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`a página de autorização respondeu ${res.status}: ${await res.text()}`);
  const back = new URL(location);
  return { code: back.searchParams.get('code'), state: back.searchParams.get('state'), error: back.searchParams.get('error') };
}

/** POST /api/instagram/connect: the authorization page's address. */
export async function startConnection(t: TestApp, accessToken: string): Promise<string> {
  const res = await request(t.http).post('/api/instagram/connect').set(bearer(accessToken)).expect(200);
  return res.body.url as string;
}

/**
 * Connects `instagram` (the fake's account) to the person signed in with `accessToken`, as the
 * SPA does: "Conectar Instagram", the authorization page, then /instagram-callback's POST.
 */
export async function connectInstagram(t: TestApp, fake: FakeGraphApi, accessToken: string, instagram: FakeInstagramAccount): Promise<void> {
  fake.authorizeAs(instagram);
  const back = await authorizeAt(await startConnection(t, accessToken));
  await request(t.http).post('/api/instagram/callback').set(bearer(accessToken)).send({ code: back.code, state: back.state }).expect(200, { username: instagram.username });
}
