import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a TypeScript entry point of src/ in its own Node process (no build needed). */
/**
 * Runs a TypeScript entry (a CLI) in its own process and resolves when it ends. Not spawnSync:
 * a test that blocks its event loop for the seconds a CLI takes keeps fetch from noticing that
 * the server closed an idle keep-alive connection, and its next request fails on that socket.
 */
export function runTs(entry: string, args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT, entry), ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The V8 flags `npm start` and the Dockerfile run the server with. */
const PRODUCT_NODE_ARGS = ['--max-semi-space-size=64'];

/** Starts the real server from its source (src/main.ts, no build needed) on a free port and waits until /api/health answers. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startProcess(['-r', '@swc-node/register', join(ROOT, 'src/main.ts')], env);
}

/** Starts the bundle `npm start` and the image run (dist/server.js: `npm run build` first), as a person meets it. */
export function startBuiltServer(env: Record<string, string>): Promise<ServerProcess> {
  const bundle = join(ROOT, 'dist', 'server.js');
  if (!existsSync(bundle)) throw new Error('dist/server.js não existe: rode `npm run build` antes dos testes de ponta a ponta.');
  return startProcess([bundle], env);
}

/** The same, from a copy of dist/ elsewhere (a test that rewrites the built SPA's files works on its own copy). */
export function startBuiltServerFrom(dist: string, env: Record<string, string>): Promise<ServerProcess> {
  return startProcess([join(dist, 'server.js')], env);
}

async function startProcess(entry: string[], env: Record<string, string>): Promise<ServerProcess> {
  // A test that must know the address before the start (PUBLIC_URL, an OIDC redirect URI) picks the port itself.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const extraArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...PRODUCT_NODE_ARGS, ...extraArgs, ...entry], {
    cwd: ROOT,
    // REGISTER_MAX_PER_IP and the challenge thresholds: browser tests sign up and enter many people from loopback.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: '',
      MONGO_URL: '',
      EVENTSTORE_URL: '',
      REGISTER_MAX_PER_IP: '100000',
      CHALLENGE_SIGNUPS_PER_IP: '100000',
      CHALLENGE_ENTRIES_PER_IP: '100000',
      CHALLENGE_ENTRIES_PER_GIVEAWAY_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`O servidor saiu (${child.exitCode}):\n${out}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
