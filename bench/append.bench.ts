import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NewEvent } from '../src/platform/event-store/event-store.port';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { benchProjectionCatchUp } from './projection-catch-up';

/**
 * Durable append throughput of the embedded event store (SQLite, WAL, synchronous=FULL):
 * every figure counts appends whose promise resolved, i.e. already on disk.
 * Run: npm run bench:append
 */

export const benchEvent = (i: number): NewEvent => ({
  id: randomUUID(),
  type: 'EntrySubmitted',
  data: { sorteioId: 'giveaway-bench', participanteId: `user-${i}`, respostas: { nome: `Pessoa ${i}`, email: `p${i}@exemplo.com` } },
  metadata: { userId: `user-${i}`, correlationId: randomUUID(), causationId: null, at: new Date().toISOString() },
});

export interface BenchResult {
  label: string;
  count: number;
  unit: string;
  seconds: number;
  perSecond: number;
  note?: string;
}

export async function timed(label: string, count: number, unit: string, work: () => Promise<void>): Promise<BenchResult> {
  const start = process.hrtime.bigint();
  await work();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { label, count, unit, seconds, perSecond: count / seconds };
}

/** Opens a fresh store in a temporary directory and always removes it afterwards. */
export async function withTempStore<T>(work: (store: SqliteEventStore) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'sorteios-bench-'));
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  try {
    return await work(store);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One writer waiting for each append before the next: the worst case for group commit. */
export const benchSequential = (appends = 3_000) =>
  withTempStore((store) =>
    timed('1 escritor, sequencial', appends, 'gravações', async () => {
      for (let i = 0; i < appends; i++) await store.append('giveaway-seq', [benchEvent(i)], i === 0 ? 'no_stream' : i - 1);
    }),
  );

/** Many writers at once, each on its own stream with exact expected revisions (like HTTP requests). */
export const benchConcurrent = (writers = 64, appends = 20_000) =>
  withTempStore(async (store) => {
    const result = await timed(`${writers} escritores concorrentes`, appends, 'gravações', async () => {
      let next = 0;
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          for (let revision = -1; next < appends; revision++) {
            next++;
            await store.append(`entry-${w}`, [benchEvent(next)], revision < 0 ? 'no_stream' : revision);
          }
        }),
      );
    });
    const perTransaction = store.stats.appends / store.stats.transactions;
    return { ...result, note: `${perTransaction.toFixed(1)} gravações por transação` };
  });

/** Large appends (e.g. an import): events per second when each append carries a batch. */
export const benchBatched = (appends = 500, eventsPerAppend = 100) =>
  withTempStore((store) =>
    timed(`lotes de ${eventsPerAppend} eventos`, appends * eventsPerAppend, 'eventos', async () => {
      for (let i = 0; i < appends; i++) {
        const events = Array.from({ length: eventsPerAppend }, (_, j) => benchEvent(i * eventsPerAppend + j));
        await store.append(`import-${i}`, events, 'no_stream');
      }
    }),
  );

export function printResult(r: BenchResult): void {
  const rate = Math.round(r.perSecond).toLocaleString('pt-BR');
  const note = r.note ? ` (${r.note})` : '';
  console.log(`${r.label.padEnd(28)} ${rate.padStart(10)} ${r.unit}/s  ${r.count} em ${r.seconds.toFixed(2).replace('.', ',')} s${note}`);
}

async function main(): Promise<void> {
  console.log('Event store SQLite (WAL, synchronous=FULL): gravações duráveis');
  printResult(await benchSequential());
  printResult(await benchConcurrent());
  printResult(await benchBatched());
  console.log('Projeções: users sobre o read store embutido, do zero');
  const catchUp = await benchProjectionCatchUp(100_000);
  printResult({ label: 'catch-up de projeção', count: catchUp.events, unit: 'eventos', seconds: catchUp.ms / 1000, perSecond: catchUp.perSecond });
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
