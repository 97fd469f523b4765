import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { usersProjection } from '../src/modules/accounts/projections/users.projection';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import type { NewEvent } from '../src/platform/event-store/event-store.port';
import { ProjectionRunner } from '../src/platform/projections/projection-runner';
import { EmbeddedReadStore } from '../src/platform/read-store/embedded-read-store';

/**
 * Projection catch-up on the embedded defaults: `count` real account events (registrations
 * and profile updates) are written first, then the users projection replays them from zero
 * into the embedded read store with its snapshot on disk, as a restart without snapshot or
 * `npm run projections:rebuild` would.
 */
export async function benchProjectionCatchUp(count = 100_000): Promise<{ events: number; ms: number; perSecond: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'sorteios-bench-proj-'));
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  try {
    const at = new Date().toISOString();
    const meta = { userId: null, correlationId: 'bench', causationId: null, at };
    const users = count / 2;
    for (let i = 0; i < users; i += 500) {
      const appends: Promise<unknown>[] = [];
      for (let j = i; j < Math.min(i + 500, users); j++) {
        const userId = randomUUID();
        const events: NewEvent[] = [
          {
            id: randomUUID(),
            type: 'UserRegistered',
            data: { userId, email: `u${j}@bench.local`, username: `u${j}`, nome: 'Pessoa', sobrenome: 'Bench', passwordHash: 'x', verificacaoId: randomUUID() },
            metadata: meta,
          },
          { id: randomUUID(), type: 'ProfileUpdated', data: { userId, changes: { bio: `bio ${j}` } }, metadata: meta },
        ];
        appends.push(store.append(`user-${userId}`, events, 'no_stream'));
      }
      await Promise.all(appends);
    }
    const head = await store.headPosition();
    const reads = new EmbeddedReadStore({ snapshotPath: join(dir, 'read-store.bin'), minFlushIntervalMs: 1000 });
    const runner = new ProjectionRunner(store, reads, [usersProjection], [], { batchSize: 1000 });
    const started = performance.now();
    await runner.start();
    await runner.waitFor(head, 600_000);
    const ms = performance.now() - started;
    await runner.stop();
    await reads.close();
    return { events: count, ms, perSecond: (count / ms) * 1000 };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

