import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../src/config/app-config';
import { InMemoryEventStore } from '../../src/platform/event-store/in-memory-event-store';
import type { AdapterHealth, AdapterReport } from '../../src/platform/health/adapter-health';
import { ReadinessService } from '../../src/platform/health/readiness.service';
import type { Projection } from '../../src/platform/projections/projection';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { EmbeddedReadStore } from '../../src/platform/read-store/embedded-read-store';
import { LocalPositionSignals } from '../../src/platform/signals/position-signals.port';

/**
 * Issue 11, recovery time: after a restart on the embedded defaults the app answers while its
 * read store loads from disk. The projections service must not hold the start for it, the
 * read store's health says how far the load is, and the runner projects once the data is in.
 */
const config = { role: 'all', projectionRetry: { maxAttempts: 5, maxDelayMs: 50 }, readYourWritesTimeoutMs: 5_000, readinessMaxLag: 0 } as AppConfig;
const event = () => ({ id: randomUUID(), type: 'EntrySubmitted', data: {}, metadata: { userId: null, correlationId: 'c', causationId: null, at: new Date().toISOString() } });
const counter: Projection = {
  name: 'entrants',
  collections: ['entrant-counts'],
  async apply(e, store) {
    await store.collection('entrant-counts').replaceOne({ _id: e.id }, { _id: e.id }, { upsert: true });
  },
};

let dir: string;
beforeAll(() => Logger.overrideLogger(false));
afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose', 'fatal']));
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sorteios-restart-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function start(events: InMemoryEventStore) {
  const store = new EmbeddedReadStore({ snapshotPath: join(dir, 'read-store.v8') });
  const health = { allOk: async () => (await store.health()).ok, check: async () => ({ readStore: { adapter: 'embedded', ...(await store.health()) } }) as unknown as AdapterReport } as unknown as AdapterHealth;
  const service = new ProjectionsService(config, events, store, health, new LocalPositionSignals());
  service.register(counter);
  await service.onApplicationBootstrap();
  return { store, service, readiness: new ReadinessService(config, health, service) };
}

it('starts without waiting for the read store to load, says how far the load is, and projects once the collections are in', async () => {
  const events = new InMemoryEventStore();
  const before = await start(events);
  for (let i = 0; i < 20_000; i++) await before.store.collection('filler').replaceOne({ _id: `f${i}` }, { _id: `f${i}`, n: i }, { upsert: true });
  for (let i = 0; i < 10; i++) await events.append(`entry-${i}`, [event()], 'no_stream');
  expect(await before.service.waitFor(10)).toBe(true);
  await before.service.stop();
  await before.store.close();

  await events.append('entry-late', [event()], 'no_stream'); // appended while it was down
  const after = await start(events);
  const whileLoading = await after.readiness.report();
  expect(after.store.isLoaded()).toBe(false);
  // It serves while it loads (each collection once it is in) and says how far the load is.
  expect(whileLoading.adapters.readStore).toMatchObject({ ok: true, detail: expect.stringMatching(/carregando o read store do disco \(\d+ %\)/) });

  expect(await after.service.waitFor(11)).toBe(true);
  expect(await after.store.collection('entrant-counts').count()).toBe(11);
  expect((await after.readiness.report()).status).toBe('ok');
  await after.service.stop();
  await after.store.close();
});
