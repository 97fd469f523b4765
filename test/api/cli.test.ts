import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newUser } from '../support/accounts';
import { runTs, startServer } from '../support/server-process';

describe('command-line tools', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const post = (url: string, path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('admin:grant makes an account admin, and a rebuild of the projections keeps every user', async () => {
    const user = newUser();
    const server = await startServer({ DATA_DIR: dataDir });
    let accessToken: string;
    try {
      expect((await post(server.url, '/api/auth/register', user)).status).toBe(201);
      const grant = await runTs('src/cli/grant-admin.ts', [user.email.toUpperCase()], { DATA_DIR: dataDir });
      expect(grant.stdout).toContain('agora é admin');
      expect(grant.status).toBe(0);
      const unknown = await runTs('src/cli/grant-admin.ts', ['ninguem@exemplo.com'], { DATA_DIR: dataDir });
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('Nenhuma conta com o e-mail');
      accessToken = ((await (await post(server.url, '/api/auth/login', { email: user.email, password: user.password })).json()) as { accessToken: string }).accessToken;
      // The server projects what another process appended within its polling interval.
      let isAdmin = false;
      for (let i = 0; i < 50 && !isAdmin; i++) {
        const me = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${accessToken}` } });
        isAdmin = ((await me.json()) as { isAdmin: boolean }).isAdmin;
        if (!isAdmin) await new Promise((r) => setTimeout(r, 100));
      }
      expect(isAdmin).toBe(true);
    } finally {
      await server.stop();
    }

    const rebuild = await runTs('src/cli/rebuild-projections.ts', [], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(rebuild.stdout).toContain('Projeções reconstruídas');
    expect(rebuild.status).toBe(0);
    const again = await startServer({ DATA_DIR: dataDir });
    try {
      const login = await post(again.url, '/api/auth/login', { email: user.email, password: user.password });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { user: { isAdmin: boolean } }).user.isAdmin).toBe(true);
    } finally {
      await again.stop();
    }
  }, 120_000);
});

describe('starting with a bad configuration', () => {
  it('stops at once with a message that names the variable', async () => {
    const run = await runTs('src/main.ts', [], { PORT: 'porta', DATA_DIR: join(tmpdir(), 'sorteios-bad-config') });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Configuração inválida');
    expect(run.stderr).toContain('PORT');
  }, 60_000);
});
