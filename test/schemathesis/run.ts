import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTs, startServer } from '../support/server-process';

/**
 * The limits, chosen so both runs together take a few minutes on 2 shared cores (docs/api.md):
 * a fixed seed, so a failure in CI is the same failure by hand; few examples per operation,
 * because the coverage phase already tries each constraint's edges deterministically.
 * Arguments given to run.sh come after these and win (`--max-examples 50`, `--seed 7`).
 */
const LIMITS = ['--max-examples', '8', '--seed', '14', '--workers', '2', '--request-timeout', '10', '--suppress-health-check', 'all'];

/** A fresh account through the public API, as a person signs up. */
async function register(url: string, tag: string) {
  const suffix = `${tag}${process.pid}${Date.now() % 1e6}`;
  const body = { email: `st-${suffix}@exemplo.com.br`, password: 'segredo123', username: `st_${suffix}`, nome: 'Schemathesis' };
  const res = await fetch(`${url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`cadastro falhou (${res.status}): ${await res.text()}`);
  return { email: body.email, accessToken: ((await res.json()) as { accessToken: string }).accessToken };
}

/** `npm run admin:grant` (from its source) on the server's DATA_DIR, then waits until the guard sees the role. */
async function grantAdmin(url: string, dataDir: string, account: { email: string; accessToken: string }) {
  const granted = await runTs('src/cli/grant-admin.ts', [account.email], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  if (granted.status !== 0) throw new Error(`admin:grant falhou: ${granted.stderr || granted.stdout}`);
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${url}/api/admin/stats`, { headers: { authorization: `Bearer ${account.accessToken}` } });
    if (res.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('o servidor não viu o papel de admin a tempo');
}

function schemathesis(url: string, who: string, token: string, extra: string[]): number {
  console.log(`\n=== schemathesis como ${who} ===`);
  const st = process.env.ST ?? 'st';
  // Every check is on by default. No `--checks all`: options on the command line outrank the
  // config file, so it would turn back on the one check schemathesis.toml turns off for one operation.
  const args = ['--config-file', join(__dirname, 'schemathesis.toml'), 'run', `${url}/api/docs-json`, '-H', `Authorization: Bearer ${token}`, ...LIMITS, ...extra];
  // Run from a scratch directory: st keeps a .schemathesis cache in its working directory.
  const result = spawnSync(st, args, { stdio: 'inherit', cwd: tmpdir(), env: { ...process.env, NO_COLOR: process.env.NO_COLOR ?? '1' } });
  return result.status ?? 1;
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-schemathesis-'));
  // Generous limits: schemathesis sends thousands of requests from one address in a few minutes.
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error', ACCESS_TOKEN_TTL_SECONDS: '3600' });
  try {
    const user = await register(server.url, 'u');
    const admin = await register(server.url, 'a');
    await grantAdmin(server.url, dataDir, admin);
    const extra = process.argv.slice(2);
    const failures = [schemathesis(server.url, 'usuário', user.accessToken, extra), schemathesis(server.url, 'admin', admin.accessToken, extra)];
    return failures.some((code) => code !== 0) ? 1 : 0;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
