import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config';
import { withPersonalData } from '../../src/modules/personal-data/personal-data.public';
import { SqliteEventStore } from '../../src/platform/event-store/sqlite-event-store';
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

    // E-mails are sealed per person in the file (docs/personal-data.md): read them through the same layer as the app.
    const { events, close } = await withPersonalData(new SqliteEventStore(join(dataDir, 'events.sqlite')), loadConfig({ DATA_DIR: dataDir }, []));
    const emails: string[] = [];
    for (let page = await events.readAll(0, 1000); page.length > 0; page = await events.readAll(page[page.length - 1].position, 1000)) {
      for (const e of page) if (e.type === 'UserRegistered') emails.push((e.data as { email: string }).email);
    }
    await close();
    expect(new Set(emails).size).toBe(emails.length);
    const recorded = new Set(emails);
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
