import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entryStream } from '../src/modules/entries/domain/entry.events';
import { giveawayStream } from '../src/modules/giveaways/domain/giveaway.events';
import { openBenchLog } from './bench-log';
import { freePort } from '../test/support/server-process';
import { benchEvents } from './seed-events';

/**
 * Recovery after kill -9 on the embedded defaults (issue 11): ENTRANTS people registered and
 * entered in one giveaway, projected and on disk; the server is killed with SIGKILL and started
 * again, and the bench records when /api/health/live and /api/health/ready first answer 200,
 * when a giveaway page (a small collection) and a profile (users, the largest) first answer,
 * and the slowest health answer while it starts (the aim: ready within 2 s at 100,000
 * entries, 5 s at 1,000,000; health answers within 100 ms throughout).
 * Runs the bundled server (`npm run build:api && npm run build:server` first), as `npm start` and the Dockerfile do.
 * Run: npm run bench:restart   (ENTRANTS=1000000 for the large case, RESTARTS=3)
 */
const ENTRANTS = Number(process.env.ENTRANTS ?? 100_000);
const RESTARTS = Number(process.env.RESTARTS ?? 3);
const MAIN = join(__dirname, '..', 'dist', 'server.js');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** Users and their entries written straight to the log: the first start projects them. */
async function writeLog(dir: string): Promise<string> {
  const { events: store, close } = await openBenchLog(dir);
  const creatorId: string = randomUUID();
  const giveawayId = randomUUID();
  const seed = benchEvents(creatorId, 'Recuperação após kill -9');
  const user = (userId: string, n: number) =>
    seed.event('UserRegistered', { userId, email: `p${n}@bench.local`, username: `p${n}`, nome: `Pessoa ${n}`, sobrenome: '', passwordHash: 'x', verificacaoId: randomUUID() }, userId);
  await store.append(`user-${creatorId}`, [user(creatorId, -1), seed.creatorPro()], 'no_stream');
  await store.append(giveawayStream(giveawayId), seed.giveaway(giveawayId), 'no_stream');
  for (let i = 0; i < ENTRANTS; i += 2000) {
    const appends: Promise<unknown>[] = [];
    for (let n = i; n < Math.min(i + 2000, ENTRANTS); n++) {
      const userId = randomUUID();
      appends.push(store.append(`user-${userId}`, [user(userId, n)], 'no_stream'));
      appends.push(store.append(entryStream(giveawayId, userId), [seed.entry(giveawayId, userId, n)], 'no_stream'));
    }
    await Promise.all(appends);
  }
  await close();
  return giveawayId;
}

interface Started {
  child: ChildProcess;
  url: string;
  /** ms from spawn to the first 200 of each probe, and the slowest health answer seen meanwhile. */
  liveMs: number;
  readyMs: number;
  slowestHealthMs: number;
  /** ms from spawn to the first 200 of a page reading a small collection, and of one reading the largest. */
  giveawayMs: number;
  profileMs: number;
  output: () => string;
}

/** The first 200 of `path`, in ms from `t0`, asked every 20 ms once the server listens. */
async function firstOk(url: string, t0: number, deadline: number): Promise<number> {
  while (performance.now() - t0 < deadline) {
    if ((await probe(url)) === 200) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 20));
  }
  return -1;
}

async function start(dataDir: string, timeoutMs: number, pages: { giveawayId: string; username: string }): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const extraArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, ['--max-semi-space-size=64', ...extraArgs, MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', REDIS_URL: '', MONGO_URL: '', EVENTSTORE_URL: '', JWT_SECRET: 'bench-'.padEnd(48, 'x') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  let liveMs = -1;
  let slowestHealthMs = 0;
  let pagesAnswered: Promise<[number, number]> | null = null;
  while (performance.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`O servidor saiu (${child.exitCode}):\n${out}`);
    const asked = performance.now();
    const live = await probe(`${url}/api/health/live`);
    if (live !== null) {
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - asked);
      if (live === 200 && liveMs < 0) {
        liveMs = performance.now() - t0;
        // A giveaway (a small collection) and a profile (users, the largest): when each first answers.
        pagesAnswered = Promise.all([firstOk(`${url}/api/giveaways/${pages.giveawayId}`, t0, timeoutMs), firstOk(`${url}/api/users/${pages.username}`, t0, timeoutMs)]);
      }
      const askedReady = performance.now();
      const ready = await probe(`${url}/api/health/ready`);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - askedReady);
      if (ready === 200) {
        const readyMs = performance.now() - t0;
        const [giveawayMs, profileMs] = await pagesAnswered!;
        return { child, url, liveMs, readyMs, slowestHealthMs, giveawayMs, profileMs, output: () => out };
      }
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill('SIGKILL');
  throw new Error(`Não ficou pronto em ${timeoutMs} ms:\n${out}`);
}

/** The status, or null while nothing listens (connection refused). */
async function probe(url: string): Promise<number | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

async function main(): Promise<void> {
  if (!existsSync(MAIN)) throw new Error('Rode `npm run build:api && npm run build:server` antes: o benchmark usa o servidor empacotado, como `npm start`.');
  // KEEP_DIR=<path>: seed there once and keep it (profiling a start: SERVER_NODE_ARGS=--cpu-prof).
  const kept = process.env.KEEP_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'sorteios-bench-restart-'));
  try {
    const idsFile = join(dataDir, 'bench-ids.json');
    if (!existsSync(idsFile)) {
      console.log(`Semeando ${ENTRANTS} pessoas e inscrições…`);
      writeFileSync(idsFile, JSON.stringify({ giveawayId: await writeLog(dataDir) }));
    }
    const pages = { giveawayId: (JSON.parse(readFileSync(idsFile, 'utf8')) as { giveawayId: string }).giveawayId, username: `p${ENTRANTS - 1}` };
    const first = await start(dataDir, 30 * 60_000, pages);
    console.log(`Primeira partida (projeta tudo): pronto em ${(first.readyMs / 1000).toFixed(1)} s`);
    // The journal is written after each batch; wait for a quiet second so the kill finds it on disk.
    await new Promise((r) => setTimeout(r, 2000));
    let running = first;
    const sizes = () => ['read-store.v8', 'read-store.v8.journal', 'events.sqlite'].map((f) => join(dataDir, f)).filter(existsSync).map((f) => `${f.split('/').pop()} ${mb(statSync(f).size)}`).join(', ');
    console.log(`No disco: ${sizes()}`);
    for (let i = 1; i <= RESTARTS; i++) {
      await killed(running.child);
      running = await start(dataDir, 10 * 60_000, pages);
      console.log(
        `kill -9 e nova partida ${i}: vivo em ${running.liveMs.toFixed(0)} ms, pronto em ${running.readyMs.toFixed(0)} ms, ` +
          `sorteio em ${running.giveawayMs.toFixed(0)} ms, perfil (users) em ${running.profileMs.toFixed(0)} ms, ` +
          `resposta de saúde mais lenta ${running.slowestHealthMs.toFixed(0)} ms`,
      );
    }
    await killed(running.child);
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
