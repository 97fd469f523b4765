import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process';

/**
 * The production shape on one machine, for the fault suite: `--role=api` and `--role=worker`
 * processes of the real src/main.ts sharing the SQLite event store (one DATA_DIR), a MongoDB
 * read store (FerretDB) and Redis, each server of its own so the suite can pause it.
 */
const ROOT = join(__dirname, '..', '..');

export interface RoleProcess {
  role: Role;
  name: string;
  /** Where its readiness answers: the API's port, or the worker's health port. */
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  ready: () => Promise<{ status: number; body: HealthBody }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface HealthBody {
  status: string;
  problems: string[];
  projections: { lag: number; running: boolean; lease?: { state: 'active' | 'standby'; self: string; holder: string | null } };
}

/** `all` and `api` serve HTTP on PORT; a `worker` serves only its health port. */
type Role = 'all' | 'api' | 'worker';

export async function startRole(role: Role, name: string, env: Record<string, string>): Promise<RoleProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '-r', '@swc-node/register', join(ROOT, 'src/main.ts'), `--role=${role}`], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      EVENTSTORE_URL: '',
      SMTP_URL: '',
      STORAGE_URL: '',
      ...env,
      ...(role === 'worker' ? { WORKER_HEALTH_PORT: String(port) } : { PORT: String(port) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const ready = async () => {
    const res = await fetch(`${baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(10_000) });
    return { status: res.status, body: (await res.json()) as HealthBody };
  };
  const proc: RoleProcess = {
    role,
    name,
    baseUrl,
    child,
    output: () => out,
    ready,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} saiu (${child.exitCode}):\n${out}`);
    const answer = await ready().catch(() => null);
    if (answer?.status === 200) return proc;
    if (Date.now() > deadline) throw new Error(`${name} não ficou pronto em 120 s (${JSON.stringify(answer?.body)}):\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface PausableServer {
  url: string;
  pid: number;
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** FerretDB of the suite's own (built on first use by start-ferretdb.sh); null with the reason when it cannot start. */
export function startFerretDb(): PausableServer | string {
  if (spawnSync('go', ['version']).status !== 0) return 'Go não encontrado (FerretDB é compilado com Go)';
  const dir = mkdtempSync(join(tmpdir(), 'sorteios-fault-ferret-'));
  const pidFile = join(dir, 'pid');
  const started = spawnSync('bash', [join(ROOT, 'test/support/start-ferretdb.sh')], {
    env: { ...process.env, FERRETDB_PID_FILE: pidFile },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (started.status !== 0) return `FerretDB não iniciou: ${started.stderr.trim().slice(-300)}`;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  return {
    url: started.stdout.trim(),
    pid,
    pause: () => process.kill(pid, 'SIGSTOP'),
    resume: () => process.kill(pid, 'SIGCONT'),
    async stop() {
      try {
        process.kill(pid, 'SIGCONT');
        process.kill(pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` every 250 ms until it is true; throws with `what` after timeoutMs. */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Não aconteceu em ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until the process answers readiness with `status`; the error says what it last answered and logged. */
export async function untilReadiness(p: RoleProcess, status: 200 | 503, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    const answer = await p.ready().catch((err: Error) => ({ status: 0, body: err.message }));
    if (answer.status === status) return;
    last = answer;
    if (Date.now() > deadline) {
      throw new Error(`${p.name} não respondeu ${status} em ${timeoutMs} ms; última resposta ${JSON.stringify(last)}\n${p.output().slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** JSON lines a process logged at error level (pino's level 50) or above, after `from` characters of its output. */
export function errorLines(output: string, from = 0): Array<Record<string, unknown>> {
  return output
    .slice(from)
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, unknown>];
      } catch {
        return [];
      }
    })
    .filter((l) => typeof l.level === 'number' && l.level >= 50);
}
