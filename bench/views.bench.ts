import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
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

/** One beacon (the readiness check); resolves with the status. */
async function beacon(url: string, giveawayId: string): Promise<number> {
  const res = await fetch(`${url}/api/giveaways/${giveawayId}/views`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'user-agent': CHROME } });
  return res.status;
}

/**
 * The load: autocannon over CLIENTS kept-alive connections (one request in flight on each, as
 * browsers send beacons, no pipelining). Each request names its own giveaway, visitor and
 * source, built from a shared counter.
 */
function load(url: string, giveaways: string[]): Promise<autocannon.Result> {
  let i = 0;
  return autocannon({
    url,
    connections: CLIENTS,
    amount: VIEWS,
    requests: [
      {
        setupRequest: (request) => {
          const n = i++;
          const visitor = n % VISITORS;
          return {
            ...request,
            method: 'POST',
            path: `/api/giveaways/${giveaways[n % GIVEAWAYS]}/views`,
            headers: { 'content-type': 'application/json', 'user-agent': CHROME, 'x-forwarded-for': `10.${visitor >> 8}.${visitor & 255}.7` },
            body: JSON.stringify({ origem: n % 3 === 0 ? 'https://www.instagram.com/' : undefined, utm_source: n % 5 === 0 ? 'instagram' : undefined }),
          };
        },
      },
    ],
  });
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
      const seconds = result.duration;
      // The last interval's counts are recorded within a second.
      await new Promise((r) => setTimeout(r, 1500));
      const recorded = (await store.headPosition()) - headBefore;
      await store.close();
      const statuses = Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => `${status}×${count}`);
      console.log(`visualizações: ${result.requests.total} por ${CLIENTS} conexões em ${seconds.toFixed(1)} s = ${Math.round(result.requests.total / seconds)} beacons/s`);
      console.log(`latência: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, máx ${result.latency.max} ms`);
      console.log(`respostas: ${statuses.join(', ')}; erros de conexão: ${result.errors}, tempo esgotado: ${result.timeouts}`);
      console.log(`eventos gravados: ${recorded} (${GIVEAWAYS} sorteios × ${Math.ceil(seconds + 1.5)} s no máximo = ${GIVEAWAYS * Math.ceil(seconds + 1.5)})`);
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
