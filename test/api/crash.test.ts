import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newUser } from '../support/accounts';
import { startServer } from '../support/server-process';

/**
 * Durability: kill -9 the real server during a burst of registrations. Every registration
 * it acknowledged must be there after a restart, and none may be recorded twice.
 */
describe('a crash during a burst of registrations', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged registration, none twice, after kill -9 and restart', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    const acknowledged: Array<ReturnType<typeof newUser>> = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const body = newUser();
        try {
          const res = await fetch(`${server.url}/api/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (res.status === 201) acknowledged.push(body);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 20));
    killed = true;
    await server.stop('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);

    const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
    const perEmail = db
      .prepare(`SELECT json_extract(data, '$.email') AS email, COUNT(*) AS n FROM events WHERE type = 'UserRegistered' GROUP BY email`)
      .all() as Array<{ email: string; n: number }>;
    db.close();
    expect(perEmail.every((row) => row.n === 1)).toBe(true);
    const recorded = new Set(perEmail.map((r) => r.email));
    expect(acknowledged.filter((u) => !recorded.has(u.email))).toEqual([]);

    const restarted = await startServer({ DATA_DIR: dataDir });
    try {
      for (const user of acknowledged) {
        const login = await fetch(`${restarted.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: user.password }),
        });
        expect(login.status).toBe(200);
        const { accessToken } = (await login.json()) as { accessToken: string };
        const me = await fetch(`${restarted.url}/api/me`, { headers: { authorization: `Bearer ${accessToken}` } });
        expect(((await me.json()) as { email: string }).email).toBe(user.email);
      }
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});
