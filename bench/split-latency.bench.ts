import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRedisServer, startRedis } from '../test/support/global-setup';
import { freePort } from '../test/support/server-process';
import { type RoleProcess, startFerretDb, startRole } from '../test/support/split-shape';
import { percentile } from './bench-http';

/**
 * Issue 10: a write in the split shape (`--role=api` + `--role=worker` on the shared SQLite
 * store, FerretDB, Redis) must answer in the same time as in role `all`, target within 2×.
 * Each shape gets its own data dir and database on the same FerretDB and Redis; one client
 * sends WRITES profile updates one after the other (each answered after read-your-writes).
 * Run: npm run bench:split   (WRITES=100 by default)
 */
const WRITES = Number(process.env.WRITES ?? 100);

async function call(base: string, method: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}


async function measure(label: string, base: string, writes = WRITES): Promise<number> {
  const tag = randomUUID().slice(0, 10).replace(/-/g, '');
  const { accessToken } = await call(base, 'POST', '/api/auth/register', { email: `b${tag}@bench.local`, password: 'segredo123', username: `b${tag}`, nome: 'Bench' });
  const times: number[] = [];
  for (let i = 0; i < writes; i++) {
    const started = performance.now();
    await call(base, 'PATCH', '/api/me', { bio: `Escrita ${i}` }, String(accessToken));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  console.log(`${label}: mediana ${median.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${writes} escritas)`);
  return median;
}

async function main(): Promise<void> {
  const ferret = startFerretDb();
  if (typeof ferret === 'string') throw new Error(ferret);
  const redis = await startRedis(findRedisServer(), await freePort());
  const dirs: string[] = [];
  const processes: RoleProcess[] = [];
  const shape = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-bench-split-'));
    dirs.push(dataDir);
    const db = new URL(ferret.url);
    db.pathname = `/bench_split_${randomUUID().slice(0, 8)}`;
    return { DATA_DIR: dataDir, MONGO_URL: db.toString(), REDIS_URL: redis.url, JWT_SECRET: 'b'.repeat(48), LOG_LEVEL: 'error' };
  };
  try {
    // One at a time, so each is measured alone; both on the same servers (channels are only hints).
    const all = await startRole('all', 'all', shape());
    processes.push(all);
    const allMedian = await measure('papel all', all.baseUrl);
    await all.stop();

    const env = shape();
    const worker = await startRole('worker', 'worker', env);
    const api = await startRole('api', 'api', env);
    processes.push(worker, api);
    const splitMedian = await measure('api + worker', api.baseUrl);
    const ratio = splitMedian / allMedian;
    console.log(`razão split/all: ${ratio.toFixed(2)} (meta ≤ 2): ${ratio <= 2 ? 'atingida' : 'NÃO atingida'}`);
    await Promise.all([worker.stop(), api.stop()]);

    // For comparison, what the wake-ups buy: the same split shape without Redis (no signals,
    // in-process jobs), where the worker sees the API's appends only at its one-second poll.
    const bare = { ...shape(), REDIS_URL: '' };
    const bareWorker = await startRole('worker', 'worker sem Redis', bare);
    const bareApi = await startRole('api', 'api sem Redis', bare);
    processes.push(bareWorker, bareApi);
    await measure('api + worker sem Redis (sem sinais)', bareApi.baseUrl, 20);
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
    await ferret.stop();
    redis.child.kill('SIGKILL');
    for (const dir of [...dirs, redis.dir]) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
