import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { giveawayStream } from '../src/modules/giveaways/domain/giveaway.events';
import { startServer } from '../test/support/server-process';
import { benchEvents } from './seed-events';

/**
 * POST /api/giveaways/:id/views (issue 13) over HTTP against the real server on the embedded
 * defaults (role all): for DURATION_S seconds CLIENTS kept-alive connections send beacons to
 * GIVEAWAYS public giveaways, from VISITORS distinct addresses (X-Forwarded-For,
 * TRUST_PROXY=true) with a browser User-Agent. Prints beacons/s accepted, latency, and how many
 * ViewsCounted events the log grew by (one per giveaway per second at most).
 * Run: npm run bench:views   (needs wrk: apt-get install -y wrk; DURATION_S=10 for a shorter run)
 */
const DURATION_S = Number(process.env.DURATION_S ?? 20);
const CLIENTS = Number(process.env.CLIENTS ?? 16);
const GIVEAWAYS = 10;
const VISITORS = 5_000;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

async function seed(dataDir: string): Promise<string[]> {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const seedEvents = benchEvents(randomUUID(), 'Sorteio de visitas');
  const ids = Array.from({ length: GIVEAWAYS }, () => randomUUID());
  for (const id of ids) await store.append(giveawayStream(id), seedEvents.giveaway(id), 'no_stream');
  await store.close();
  return ids;
}

/** One beacon (the readiness check); resolves with the status. */
async function beacon(url: string, giveawayId: string): Promise<number> {
  const res = await fetch(`${url}/api/giveaways/${giveawayId}/views`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'user-agent': CHROME } });
  return res.status;
}

interface WrkFigures {
  requests: number;
  seconds: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * The load: wrk (C, from Debian: apt-get install -y wrk) on one thread over CLIENTS kept-alive
 * connections, one request in flight on each as browsers send beacons; bench/views.wrk.lua
 * builds each request. A load generator in Node took a whole core of this 2-core machine
 * and was the limit before the server (docs/performance.md).
 */
async function load(url: string, giveaways: string[]): Promise<WrkFigures> {
  const script = join(__dirname, 'views.wrk.lua');
  const args = ['-t1', `-c${CLIENTS}`, `-d${DURATION_S}s`, '--timeout', '5s', '-s', script, url, '--', giveaways.join(','), String(VISITORS)];
  try {
    const { stdout } = await promisify(execFile)('wrk', args);
    return JSON.parse(stdout.trim().split('\n').pop()!) as WrkFigures;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('bench:views usa o wrk: instale com `apt-get install -y wrk`.');
    throw err;
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-bench-views-'));
  try {
    const giveaways = await seed(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error', TRUST_PROXY: 'true', VIEWS_MAX_PER_IP_PER_MINUTE: '1000000' });
    try {
      // The server projects the seeded giveaways at start; wait until a beacon is accepted.
      for (let i = 0; i < 600 && (await beacon(server.url, giveaways[0])) !== 202; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
      const headBefore = await store.headPosition();
      const result = await load(server.url, giveaways);
      // The last interval's counts are recorded within a second.
      await new Promise((r) => setTimeout(r, 1500));
      const recorded = (await store.headPosition()) - headBefore;
      await store.close();
      const refused = result.status + result.connect + result.read + result.write + result.timeout;
      console.log(`visualizações: ${result.requests} por ${CLIENTS} conexões em ${result.seconds.toFixed(1)} s = ${Math.round(result.requests / result.seconds)} beacons/s`);
      console.log(`latência: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, máx ${result.max.toFixed(1)} ms`);
      console.log(`recusadas ou com erro: ${refused} (status ${result.status}, conexão ${result.connect}, leitura ${result.read}, escrita ${result.write}, tempo ${result.timeout})`);
      console.log(`eventos gravados: ${recorded} (${GIVEAWAYS} sorteios × ${Math.ceil(result.seconds + 1.5)} s no máximo = ${GIVEAWAYS * Math.ceil(result.seconds + 1.5)})`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
