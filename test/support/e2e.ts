import type { Page } from 'playwright-core';
import { runTs } from './server-process';

/** POSTs JSON to the running server (setting up a scene through the API); throws on any non-2xx. */
export async function postJson(baseUrl: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Signs in through the real form and waits for the dashboard, as a person would. */
export async function signInThroughForm(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
}

export interface E2ePerson {
  email: string;
  password: string;
  accessToken: string;
}

/** fetch, tried again once when the connection it reused turns out closed (undici's "other side closed"). */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    // (Not `instanceof TypeError`: under jest, undici's error comes from another realm.)
    return fetch(url, init);
  }
}

/**
 * Registers the creator and an admin through the API (filling in their access tokens),
 * makes the admin one with the CLI, as an operator does, and has the admin make the creator
 * Pro once the server has projected the grant.
 */
export async function registerProCreator(server: { url: string }, dataDir: string, creator: E2ePerson, admin: E2ePerson, motivo: string): Promise<void> {
  for (const person of [creator, admin]) {
    const registered = await postJson(server.url, '/api/auth/register', { email: person.email, password: person.password, username: person.email.split('@')[0], nome: 'Pessoa' });
    person.accessToken = String(registered.accessToken);
  }
  const grant = await runTs('src/cli/grant-admin.ts', [admin.email], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  if (grant.status !== 0) throw new Error(`admin:grant: ${grant.stderr}`);
  // The CLI takes seconds: the kept-alive connection of the calls before it may have been closed by the server meanwhile.
  const me = (await (await fetchOnce(`${server.url}/api/me`, { headers: { authorization: `Bearer ${creator.accessToken}` } })).json()) as { id: string };
  for (let i = 0; ; i++) {
    const res = await fetch(`${server.url}/api/admin/users/${me.id}/roles`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ isPro: true, motivo }),
    });
    if (res.ok) return;
    if (i >= 100) throw new Error(`o Pro não foi concedido: ${res.status} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Makes a registered account admin with the CLI, as an operator does, and waits until the
 * server has projected what the command line appended (within its polling interval).
 */
export async function grantAdmin(server: { url: string }, dataDir: string, admin: { email: string; accessToken: string }): Promise<void> {
  const grant = await runTs('src/cli/grant-admin.ts', [admin.email], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  if (grant.status !== 0) throw new Error(`admin:grant: ${grant.stderr}`);
  for (let i = 0; i < 100; i++) {
    const me = (await (await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${admin.accessToken}` } })).json()) as { isAdmin: boolean };
    if (me.isAdmin) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('a conta não virou admin');
}
