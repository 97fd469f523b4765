import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { giveawayStream } from '../src/modules/giveaways/domain/giveaway.events';
import { startServer } from '../test/support/server-process';
import { benchEvents } from './seed-events';

/**
 * POST /api/giveaways/:id/views (issue 13) over HTTP against the real server on the embedded
 * defaults (role all): CLIENTS concurrent keep-alive clients send VIEWS beacons to GIVEAWAYS
 * public giveaways, from VISITORS distinct addresses (X-Forwarded-For, TRUST_PROXY=true) with
 * a browser User-Agent. Prints beacons/s accepted, latency, and how many ViewsCounted events
 * the log grew by (one per giveaway per second at most).
 * Run: npm run bench:views   (VIEWS=20000 for a shorter run)
 */
const VIEWS = Number(process.env.VIEWS ?? 100_000);
const CLIENTS = Number(process.env.CLIENTS ?? 64);
const GIVEAWAYS = 10;
const VISITORS = 5_000;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function seed(dataDir: string): Promise<string[]> {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const seedEvents = benchEvents(randomUUID(), 'Sorteio de visitas');
  const ids = Array.from({ length: GIVEAWAYS }, () => randomUUID());
  for (const id of ids) await store.append(giveawayStream(id), seedEvents.giveaway(id), 'no_stream');
  await store.close();
  return ids;
}

/** One beacon over a kept-alive connection; resolves with the status. */
function beacon(agent: Agent, url: URL, path: string, ip: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: url.hostname, port: url.port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': CHROME, 'x-forwarded-for': ip } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-bench-views-'));
  try {
    const giveaways = await seed(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error', TRUST_PROXY: 'true', VIEWS_MAX_PER_IP_PER_MINUTE: '1000000' });
    const url = new URL(server.url);
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    try {
      // The server projects the seeded giveaways at start; wait until a beacon is accepted.
      for (let i = 0; i < 600 && (await beacon(agent, url, `/api/giveaways/${giveaways[0]}/views`, '192.0.2.1', '{}')) !== 202; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
      const headBefore = await store.headPosition();
      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let i = next++; i < VIEWS; i = next++) {
            const body = JSON.stringify({ origem: i % 3 === 0 ? 'https://www.instagram.com/' : undefined, utm_source: i % 5 === 0 ? 'instagram' : undefined });
            const ip = `10.${(i % VISITORS) >> 8}.${(i % VISITORS) & 255}.7`;
            const t0 = performance.now();
            const status = await beacon(agent, url, `/api/giveaways/${giveaways[i % GIVEAWAYS]}/views`, ip, body);
            latencies.push(performance.now() - t0);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      // The last interval's counts are recorded within a second.
      await new Promise((r) => setTimeout(r, 1500));
      const recorded = (await store.headPosition()) - headBefore;
      await store.close();
      latencies.sort((a, b) => a - b);
      console.log(`visualizações: ${VIEWS} por ${CLIENTS} clientes em ${seconds.toFixed(1)} s = ${Math.round(VIEWS / seconds)} beacons/s`);
      console.log(`latência: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, máx ${latencies[latencies.length - 1].toFixed(1)} ms`);
      console.log(`respostas: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`);
      console.log(`eventos gravados: ${recorded} (${GIVEAWAYS} sorteios × ${Math.ceil(seconds + 1.5)} s no máximo = ${GIVEAWAYS * Math.ceil(seconds + 1.5)})`);
    } finally {
      agent.destroy();
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
