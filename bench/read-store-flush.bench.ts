import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedReadStore } from '../src/platform/read-store/embedded-read-store';

/**
 * What one flush of the embedded read store costs in a store of DOCS documents (shaped like
 * entries): a full snapshot (what every flush wrote before the journal; now a compaction)
 * against a journal append after a small change (one document; a projection batch of 20
 * plus a checkpoint). "bloqueio" is the longest the event loop stood still meanwhile.
 * Run: npm run bench:read-store   (DOCS=50000 for a shorter run)
 */
const DOCS = Number(process.env.DOCS ?? 200_000);
const ROUNDS = 200;

type Timing = { ms: number; blockedMs: number };

async function timed(run: () => Promise<void>): Promise<Timing> {
  // The longest gap between ticks of a 1 ms interval: how long the event loop stood still.
  let blockedMs = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    blockedMs = Math.max(blockedMs, now - last);
    last = now;
  }, 1);
  await new Promise((resolve) => setTimeout(resolve, 3));
  blockedMs = 0;
  last = performance.now();
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 2)); // the tick right after a stall
  clearInterval(ticker);
  return { ms, blockedMs };
}

const entry = (i: number) => ({
  _id: `entry-${i}`,
  sorteioId: 'giveaway-bench',
  participanteId: `user-${i}`,
  numero: i,
  respostas: { nome: `Pessoa ${i}`, email: `p${i}@exemplo.com`, cidade: 'Recife' },
  status: 'confirmada',
  criadaEm: new Date(),
});

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function summary(label: string, timings: Timing[], grewBytes: number): string {
  const ms = timings.map((t) => t.ms).sort((a, b) => a - b);
  const blocked = timings.map((t) => t.blockedMs).sort((a, b) => a - b);
  return (
    `${label.padEnd(44)} mediana ${p(ms, 0.5).toFixed(2)} ms  p99 ${p(ms, 0.99).toFixed(2)} ms  ` +
    `bloqueio máx ${blocked[blocked.length - 1].toFixed(1)} ms  journal +${Math.round(grewBytes / timings.length)} B/flush`
  );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sorteios-bench-read-store-'));
  const path = join(dir, 'read-store.v8');
  try {
    const store = new EmbeddedReadStore({ snapshotPath: path });
    const entries = store.collection('entries');
    for (let i = 0; i < DOCS; i++) await entries.replaceOne({ _id: `entry-${i}` }, entry(i), { upsert: true });
    // Far over the journal floor: this flush compacts, i.e. writes the full snapshot.
    const first = await timed(() => store.flush());
    const snapshotBytes = statSync(path).size;
    console.log(`${DOCS} documentos, snapshot de ${(snapshotBytes / 1e6).toFixed(1)} MB`);
    console.log(`snapshot completo (antes: todo flush)            ${first.ms.toFixed(0)} ms  bloqueio ${first.blockedMs.toFixed(0)} ms`);

    const journalBytes = () => statSync(`${path}.journal`, { throwIfNoEntry: false })?.size ?? 0;
    const one: Timing[] = [];
    let before = journalBytes();
    for (let r = 0; r < ROUNDS; r++) {
      await entries.updateOne({ _id: `entry-${r * 7}` }, { $set: { status: 'sorteada' } });
      one.push(await timed(() => store.flush()));
    }
    console.log(summary('journal: 1 documento', one, journalBytes() - before));

    const batch: Timing[] = [];
    before = journalBytes();
    for (let r = 0; r < ROUNDS; r++) {
      for (let k = 0; k < 20; k++) await entries.replaceOne({ _id: `new-${r}-${k}` }, entry(DOCS + r * 20 + k), { upsert: true });
      await store.collection('checkpoints').replaceOne({ _id: 'entries' }, { _id: 'entries', position: r }, { upsert: true });
      batch.push(await timed(() => store.flush()));
    }
    console.log(summary('journal: lote de 20 documentos + checkpoint', batch, journalBytes() - before));
    await store.close();

    const reopen = await timed(async () => {
      const reopened = new EmbeddedReadStore({ snapshotPath: path });
      await reopened.whenLoaded();
      console.log(`reabrir (snapshot + journal, índices refeitos)    ${await reopened.collection('entries').count()} documentos`);
      await reopened.close();
    });
    console.log(`  … em                                              ${reopen.ms.toFixed(0)} ms  bloqueio ${reopen.blockedMs.toFixed(0)} ms`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
