import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SearchReader } from '../src/modules/search/application/search/search-reader';
import { SearchIndexProjection } from '../src/modules/search/projections/search-index.projection';
import type { NewEvent, RecordedEvent } from '../src/platform/event-store/event-store.port';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { ProjectionsService } from '../src/platform/projections/projections.service';
import { EmbeddedReadStore } from '../src/platform/read-store/embedded-read-store';
import { createTestApp } from '../test/support/test-app';
import { corpus, queries, QueryKind, UserSeed } from './search-corpus';

/**
 * Search latency over 100,000 giveaways and 100,000 people on the embedded defaults.
 *   1. The corpus (pt-BR, seeded: every run searches the same) becomes the events the commands
 *      would record: UserRegistered; GiveawayCreated + GiveawayPublished, some closed, some left
 *      as drafts or cancelled (which search must not show).
 *   2. The search index alone is built from those events in an in-memory embedded store, to
 *      measure its memory.
 *   3. The events are written to the SQLite log, the app starts on the embedded defaults
 *      (createTestApp) and every projection catches up.
 *   4. QUERIES queries (default 3,000, after 200 to warm up) run one at a time through
 *      SearchReader, the service behind GET /api/search; then 500 through HTTP.
 * Run: npm run bench:search   (GIVEAWAYS=…, USERS=…, QUERIES=… change the sizes)
 */

const GIVEAWAYS = Number(process.env.GIVEAWAYS ?? 100_000);
const USERS = Number(process.env.USERS ?? 100_000);
const QUERIES = Number(process.env.QUERIES ?? 3_000);
const WARM_UP = 200;
const HTTP_QUERIES = 500;

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const n = (x: number) => x.toLocaleString('pt-BR');

type Stream = { id: string; events: NewEvent[] };

function buildEvents(): { streams: Stream[]; users: UserSeed[]; publicCount: number } {
  const gen = corpus();
  const streams: Stream[] = [];
  const users: UserSeed[] = [];
  const userIds: string[] = [];
  const start = Date.parse('2025-06-01T00:00:00.000Z');
  let clock = 0;
  const meta = (userId: string | null) => ({ userId, correlationId: 'bench', causationId: null, at: new Date(start + clock++ * 60_000).toISOString() });
  const event = (type: string, data: Record<string, unknown>, userId: string | null = null): NewEvent => ({ id: randomUUID(), type, data, metadata: meta(userId) });

  for (let i = 0; i < USERS; i++) {
    const user = gen.user(i);
    const userId = randomUUID();
    users.push(user);
    userIds.push(userId);
    const data = { userId, email: `u${i}@bench.local`, ...user, passwordHash: 'x', verificacaoId: randomUUID() };
    streams.push({ id: `user-${userId}`, events: [event('UserRegistered', data)] });
  }
  let publicCount = 0;
  for (let i = 0; i < GIVEAWAYS; i++) {
    const giveawayId = randomUUID();
    const criadorId = userIds[i % userIds.length] ?? randomUUID();
    const content = {
      ...gen.giveaway(), imagemUrl: null, dataSorteio: new Date(start + (400 + (i % 300)) * 86_400_000).toISOString(), numeroVencedores: 1,
      regulamento: null, camposFormulario: [{ nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true }, { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true }],
      aleatoriedadePublica: null,
    };
    const events = [event('GiveawayCreated', { giveawayId, criadorId, templateId: null, ...content }, criadorId)];
    const fate = gen.rnd();
    if (fate >= 0.05) events.push(event('GiveawayPublished', { giveawayId }, criadorId));
    if (fate >= 0.05 && fate < 0.08) events.push(event('GiveawayCancelled', { giveawayId, motivo: null }, criadorId));
    else if (fate >= 0.7) events.push(event('GiveawayClosed', { giveawayId, motivo: 'manual' }, criadorId));
    if (fate >= 0.08) publicCount++;
    streams.push({ id: `giveaway-${giveawayId}`, events });
  }
  return { streams, users, publicCount };
}

/** The search index alone, fed the same events in memory: its build time and heap. */
async function indexAlone(streams: Stream[]): Promise<{ seconds: string; heap: number }> {
  global.gc?.();
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  const store = new EmbeddedReadStore();
  const projection = new SearchIndexProjection();
  await projection.setup(store);
  let position = 0;
  for (const stream of streams) {
    for (const [revision, e] of stream.events.entries()) {
      const recorded: RecordedEvent = { ...e, streamId: stream.id, revision, position: ++position, recordedAt: e.metadata.at };
      await projection.apply(recorded, store);
    }
  }
  const took = seconds(started);
  global.gc?.();
  const heap = process.memoryUsage().heapUsed - before;
  await store.close();
  return { seconds: took, heap };
}

async function writeLog(dir: string, streams: Stream[]): Promise<void> {
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  for (let i = 0; i < streams.length; i += 2000) {
    await Promise.all(streams.slice(i, i + 2000).map((s) => store.append(s.id, s.events, 'no_stream')));
  }
  await store.close();
}

function percentiles(samples: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] };
}
const row = (label: string, samples: number[]) => {
  const p = percentiles(samples);
  const f = (v: number) => v.toFixed(2).padStart(7);
  return `  ${label.padEnd(20)} ${String(samples.length).padStart(5)}  p50 ${f(p.p50)} ms  p95 ${f(p.p95)} ms  p99 ${f(p.p99)} ms  máx ${f(p.max)} ms`;
};

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sorteios-bench-search-'));
  try {
    let from = performance.now();
    const { streams, users, publicCount } = buildEvents();
    const eventCount = streams.reduce((sum, s) => sum + s.events.length, 0);
    console.log(`Corpus: ${n(GIVEAWAYS)} sorteios (${n(publicCount)} públicos) e ${n(USERS)} pessoas, ${n(eventCount)} eventos, gerados em ${seconds(from)} s`);

    const alone = await indexAlone(streams);
    console.log(`Índice de busca sozinho (store embutido em memória): construído em ${alone.seconds} s (${n(Math.round(eventCount / Number(alone.seconds)))} eventos/s); ${global.gc ? mb(alone.heap) : '(rode com --expose-gc para medir)'} de heap além dos textos, que aqui são os dos eventos`);

    from = performance.now();
    await writeLog(dir, streams);
    console.log(`Eventos gravados no log SQLite em ${seconds(from)} s`);
    from = performance.now();
    const t = await createTestApp({}, dir);
    const projections = t.app.get(ProjectionsService);
    // waitFor is bounded by READ_YOUR_WRITES_TIMEOUT_MS: poll the lag instead.
    while ((await projections.lag()) > 0) await new Promise((r) => setTimeout(r, 100));
    console.log(`App nos padrões embutidos, todas as projeções em dia em ${seconds(from)} s`);
    global.gc?.();
    const memory = process.memoryUsage();
    console.log(`Memória do processo com todos os read models: RSS ${mb(memory.rss)}, heap ${mb(memory.heapUsed)}`);

    const reader = t.app.get(SearchReader);
    const mix = queries(WARM_UP + QUERIES, users);
    const byKind = new Map<QueryKind, number[]>();
    const all: number[] = [];
    let hits = 0;
    for (const [i, { kind, q }] of mix.entries()) {
      const started = performance.now();
      const result = await reader.search(q, 'todos', 10);
      const ms = performance.now() - started;
      if (i < WARM_UP) continue;
      all.push(ms);
      if (result.sorteios.length + result.usuarios.length > 0) hits++;
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    }
    console.log(`\n${n(QUERIES)} buscas (tipo=todos, limit=10), uma por vez, pelo SearchReader (o serviço do GET /api/search); ${n(hits)} com resultado:`);
    console.log(row('todas', all));
    for (const [kind, samples] of [...byKind.entries()].sort()) console.log(row(kind, samples));

    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const overHttp: number[] = [];
    for (const [i, { q }] of queries(HTTP_QUERIES + 50, users, 99).entries()) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/search?${new URLSearchParams({ q })}`);
      await res.json();
      if (!res.ok) throw new Error(`GET /api/search?q=${q}: ${res.status}`);
      if (i >= 50) overHttp.push(performance.now() - started);
    }
    console.log(`\n${n(HTTP_QUERIES)} buscas por HTTP (GET /api/search, cliente no mesmo processo):`);
    console.log(row('todas', overHttp));
    console.log(`\nRSS ao fim: ${mb(process.memoryUsage().rss)} (meta de latência: p99 < 50 ms)`);
    await t.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
