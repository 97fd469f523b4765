import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/**
 * Jest global setup: the BullMQ contract suite needs a real Redis. When REDIS_URL is not
 * given (the usual local run), start a throwaway redis-server on loopback; the workers
 * jest spawns afterwards inherit process.env.REDIS_URL.
 *
 * Likewise the Stripe payment provider's suites need stripe-mock: unless STRIPE_MOCK_URL is
 * given, test/support/start-stripe-mock.sh starts one (built with Go on first use) and
 * STRIPE_MOCK_URL is set; when it cannot (no Go), STRIPE_MOCK_SKIP_REASON says why, and those
 * suites skip with it in the test's name.
 *
 * And the MongoDB read-store suites (contract, worker role) run against FerretDB, the S3
 * suites against moto: unless CONTRACT_MONGO_URL / MONGO_URL and CONTRACT_S3_URL /
 * STORAGE_URL are given (.ci/run starts them itself), test/support/start-ferretdb.sh and
 * start-moto.sh start them (built or installed on first use); when they cannot, those suites
 * skip, as their names say, and the reason is printed here.
 */
export interface RedisServerHandle {
  child: ChildProcess;
  url: string;
  dir: string;
  output: () => string;
  /** Set by the teardown, so its own SIGTERM is not reported as a crash. */
  stopping: boolean;
}

/** The stripe-mock the global setup started: the teardown stops it by its pid. */
export interface StripeMockHandle {
  pid: number;
  pidFile: string;
}

/** FerretDB and moto, started by their scripts: the teardown stops them by their pids. */
export type StartedServiceHandle = StripeMockHandle;

declare global {
  var __SORTEIOS_REDIS__: RedisServerHandle | undefined;
  var __SORTEIOS_STRIPE_MOCK__: StripeMockHandle | undefined;
  var __SORTEIOS_SERVICES__: StartedServiceHandle[] | undefined;
}

const STARTUP_TIMEOUT_MS = 10_000;

export default async function globalSetup(): Promise<void> {
  // stripe-mock reads its spec for about 2 s: started alongside redis, not after it.
  const projects = selectedProjects(process.argv);
  await Promise.all([setUpRedis(), setUpStripeMock(projects), setUpFerretDb(projects), setUpMoto(projects)]);
}

/**
 * The names after jest's --selectProjects (jest 30 keeps them out of the config a global setup
 * is given; this runs in jest's own process). Like jest, it takes every word up to the next
 * option, so a test path written after them is in the list too (and matches no project).
 */
export function selectedProjects(argv: string[]): string[] | undefined {
  const at = argv.findIndex((a) => a === '--selectProjects' || a.startsWith('--selectProjects='));
  if (at < 0) return undefined;
  if (argv[at].includes('=')) return [argv[at].slice(argv[at].indexOf('=') + 1)];
  const names: string[] = [];
  for (const arg of argv.slice(at + 1)) {
    if (arg.startsWith('-')) break;
    names.push(arg);
  }
  return names;
}

async function setUpRedis(): Promise<void> {
  if (process.env.REDIS_URL) return;
  const bin = findRedisServer();
  // A port taken between probing and binding makes redis exit at once: just try another.
  let lastError: unknown;
  for (let tries = 0; tries < 3; tries++) {
    try {
      const handle = await startRedis(bin, await freePort());
      process.env.REDIS_URL = handle.url;
      globalThis.__SORTEIOS_REDIS__ = handle;
      handle.child.once('exit', (code, signal) => {
        if (handle.stopping) return;
        console.error(`[global-setup] redis-server caiu durante os testes (${code ?? signal}):\n${handle.output()}`);
      });
      // If jest dies without running the teardown, do not leave redis behind.
      process.once('exit', () => handle.child.kill('SIGKILL'));
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** The jest projects whose suites may talk to stripe-mock: a run of only others does not start it. */
const STRIPE_MOCK_PROJECTS = ['contract', 'api', 'e2e'];

async function setUpStripeMock(selectedProjects: string[] | undefined): Promise<void> {
  // A URL given, or a reason already found (.ci/run tried to build it): nothing to start.
  if (process.env.STRIPE_MOCK_URL || process.env.STRIPE_MOCK_SKIP_REASON) return;
  if (selectedProjects && !selectedProjects.some((p) => STRIPE_MOCK_PROJECTS.includes(p))) {
    process.env.STRIPE_MOCK_SKIP_REASON = `stripe-mock is not started for --selectProjects ${selectedProjects.join(' ')}`;
    return;
  }
  const pidFile = join(tmpdir(), `sorteios-stripe-mock-${process.pid}.pid`);
  const started = await runStripeMockScript(pidFile);
  if ('reason' in started) {
    rmSync(pidFile, { force: true });
    process.env.STRIPE_MOCK_SKIP_REASON = started.reason;
    console.warn(`[global-setup] stripe-mock não foi iniciado (${started.reason}); as suítes do Stripe contra ele serão puladas`);
    return;
  }
  process.env.STRIPE_MOCK_URL = started.url;
  const handle: StripeMockHandle = { pid: Number(readFileSync(pidFile, 'utf8').trim()), pidFile };
  globalThis.__SORTEIOS_STRIPE_MOCK__ = handle;
  // If jest dies without running the teardown, do not leave stripe-mock behind.
  process.once('exit', () => {
    try {
      process.kill(handle.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });
}

/** Runs start-stripe-mock.sh (which builds stripe-mock on first use): its URL, or why there is none. */
function runStripeMockScript(pidFile: string): Promise<{ url: string } | { reason: string }> {
  const script = join(__dirname, 'start-stripe-mock.sh');
  return new Promise((resolve) => {
    const child = spawn('bash', [script], { env: { ...process.env, STRIPE_MOCK_PID_FILE: pidFile }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      // The one-time build takes a minute: say so while it happens.
      if (chunk.toString().includes('compilando')) process.stderr.write(`[global-setup] ${chunk.toString()}`);
    });
    child.once('error', (error) => resolve({ reason: `stripe-mock could not be started (bash: ${error.message})` }));
    child.once('exit', (code) => {
      const url = stdout.trim().split('\n').pop() || '';
      if (code === 0 && url.startsWith('http://')) resolve({ url });
      else if (code === 2) resolve({ reason: 'Go is not installed, and test/support/start-stripe-mock.sh builds stripe-mock with it (or set STRIPE_MOCK_URL)' });
      else resolve({ reason: `stripe-mock could not be built or started (test/support/start-stripe-mock.sh: ${stderr.trim().split('\n').pop() || `exit ${code}`})` });
    });
  });
}

/** The jest projects with MongoDB or S3 suites. */
const MONGO_PROJECTS = ['contract', 'api'];
const S3_PROJECTS = ['contract', 'api'];

async function setUpFerretDb(projects: string[] | undefined): Promise<void> {
  if (process.env.CONTRACT_MONGO_URL || process.env.MONGO_URL) return;
  if (projects && !projects.some((p) => MONGO_PROJECTS.includes(p))) return;
  const url = await startService('start-ferretdb.sh', 'FERRETDB_PID_FILE', 'FerretDB', 'as suítes MongoDB');
  if (url) process.env.CONTRACT_MONGO_URL = url;
}

async function setUpMoto(projects: string[] | undefined): Promise<void> {
  if (process.env.CONTRACT_S3_URL || process.env.STORAGE_URL) return;
  if (projects && !projects.some((p) => S3_PROJECTS.includes(p))) return;
  const url = await startService('start-moto.sh', 'MOTO_PID_FILE', 'moto', 'as suítes S3');
  if (url) process.env.CONTRACT_S3_URL = url;
}

/** Runs a test/support start script that leaves its server in the background: its URL, or null (said why). */
async function startService(script: string, pidEnv: string, name: string, suites: string): Promise<string | null> {
  const pidFile = join(tmpdir(), `sorteios-${script.replace(/\.sh$/, '')}-${process.pid}.pid`);
  const result = await new Promise<{ url: string } | { reason: string }>((resolve) => {
    const child = spawn('bash', [join(__dirname, script)], { env: { ...process.env, [pidEnv]: pidFile }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => resolve({ reason: error.message }));
    child.once('exit', (code) => {
      const url = stdout.trim().split('\n').pop() || '';
      if (code === 0 && url) resolve({ url });
      else resolve({ reason: stderr.trim().split('\n').pop() || `exit ${code}` });
    });
  });
  if ('reason' in result) {
    rmSync(pidFile, { force: true });
    console.warn(`[global-setup] ${name} não foi iniciado (${result.reason}); ${suites} serão puladas`);
    return null;
  }
  const handle: StartedServiceHandle = { pid: Number(readFileSync(pidFile, 'utf8').trim()), pidFile };
  (globalThis.__SORTEIOS_SERVICES__ ??= []).push(handle);
  process.once('exit', () => {
    try {
      process.kill(handle.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });
  return result.url;
}

export function findRedisServer(): string {
  const candidates = [
    process.env.REDIS_SERVER_BIN,
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'redis-server')),
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
  ].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'redis-server não encontrado: os testes de contrato do BullMQ precisam de um Redis. ' +
        'Instale com `apt-get install -y redis-server` ou defina REDIS_URL apontando para um Redis.',
    );
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway redis-server on loopback (no persistence), answering PING. */
export async function startRedis(bin: string, port: number): Promise<RedisServerHandle> {
  const dir = mkdtempSync(join(tmpdir(), 'sorteios-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn(bin, [...args, '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `código ${code ?? '-'}, sinal ${signal ?? '-'}`));
  child.once('error', (error) => (exited = error.message));

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    if (await answersPing(port)) {
      return { child, url: `redis://127.0.0.1:${port}`, dir, output: () => output, stopping: false };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  const why = exited ? `terminou antes de responder (${exited})` : 'não respondeu ao PING a tempo';
  console.error(`[global-setup] saída do redis-server:\n${output}`);
  throw new Error(`redis-server na porta ${port} ${why}. Saída:\n${output}`);
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}
