import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { EventStoreDbEventStore } from '../../src/platform/event-store/eventstoredb-event-store';
import { InMemoryEventStore } from '../../src/platform/event-store/in-memory-event-store';
import { SqliteEventStore } from '../../src/platform/event-store/sqlite-event-store';
import { createEventStore } from '../../src/platform/event-store/event-store.factory';
import { WrongExpectedRevisionError } from '../../src/platform/event-store/event-store.port';
import { EVENTSTORE_IMAGE, findEventStoreDb, startEventStoreDb, StartedEventStoreDb } from '../support/eventstoredb-server';
import { eventStoreContract, newEvent } from './event-store.contract';

const dir = mkdtempSync(join(tmpdir(), 'sorteios-event-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sqliteFile = () => join(dir, `${randomUUID()}.sqlite`);

eventStoreContract('in-memory', async () => new InMemoryEventStore(), {
  isolated: true,
  idempotentWhateverExpected: true,
});

eventStoreContract('SQLite', async () => new SqliteEventStore(sqliteFile()), {
  isolated: true,
  idempotentWhateverExpected: true,
});

// A shared server: other tests (and earlier runs) write to it too, and it keeps the
// idempotency by event id only for a retry with the same expected revision.
const esdbOptions = { isolated: false, idempotentWhateverExpected: false };
const eventStoreDb = findEventStoreDb();
if (eventStoreDb.kind === 'url') {
  const { url } = eventStoreDb;
  const host = url.replace(/^[^:]+:\/\/([^@/]*@)?([^/?]*).*$/, '$2');
  eventStoreContract(`EventStoreDB (${host})`, async () => new EventStoreDbEventStore(url), esdbOptions);
} else if (eventStoreDb.kind === 'docker') {
  describe(`EventStoreDB in Docker (${EVENTSTORE_IMAGE})`, () => {
    let server: StartedEventStoreDb | undefined;
    // The first run pulls the image.
    beforeAll(async () => {
      server = await startEventStoreDb();
    }, 300_000);
    afterAll(() => server?.stop(), 60_000);
    eventStoreContract('EventStoreDB', async () => new EventStoreDbEventStore(server!.url), esdbOptions);
  });
} else {
  it.skip(`EventStoreDB: suite skipped because ${eventStoreDb.reason}`, () => undefined);
}

describe('SQLite event store', () => {
  it('keeps appended events after the file is closed and reopened', async () => {
    const file = sqliteFile();
    const first = new SqliteEventStore(file);
    const events = [newEvent('A', { titulo: 'Sorteio' }), newEvent('B')];
    const written = await first.append('giveaway-1', events, 'no_stream');
    await first.close();

    const reopened = new SqliteEventStore(file);
    try {
      expect((await reopened.readStream('giveaway-1')).map((e) => [e.id, e.data])).toEqual([
        [events[0].id, { titulo: 'Sorteio' }],
        [events[1].id, {}],
      ]);
      expect(await reopened.headPosition()).toBe(written.position);
      expect(await reopened.append('giveaway-1', events, 'no_stream')).toEqual(written);
      await expect(reopened.append('giveaway-1', [newEvent()], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect((await reopened.append('giveaway-1', [newEvent()], 1)).position).toBeGreaterThan(written.position);
    } finally {
      await reopened.close();
    }
  });

  it('writes appends requested together in one transaction, each checked on its own', async () => {
    const store = new SqliteEventStore(sqliteFile());
    try {
      const outcomes = await Promise.allSettled([
        ...Array.from({ length: 200 }, (_, i) => store.append(`entry-${i}`, [newEvent()], 'no_stream')),
        store.append('chain', [newEvent('First')], 'no_stream'),
        // Sees 'First' although it is not committed yet: same group, queued before it.
        store.append('chain', [newEvent('Second')], 0),
        store.append('chain', [newEvent('Stale')], 0),
      ]);
      expect(store.stats).toEqual({ transactions: 1, appends: 203 });
      expect(outcomes.slice(0, 202).every((o) => o.status === 'fulfilled')).toBe(true);
      expect(outcomes[202]).toMatchObject({ status: 'rejected', reason: { actual: 1 } });
      expect((await store.readStream('chain')).map((e) => e.type)).toEqual(['First', 'Second']);
      expect(await store.headPosition()).toBe(202);
    } finally {
      await store.close();
    }
  });

  it('rolls back only the failing append of a group, even half-way through its events', async () => {
    const store = new SqliteEventStore(sqliteFile());
    try {
      // The second event cannot be serialised, so the append fails after its first insert.
      const unserialisable = newEvent('Broken', { valor: BigInt(1) });
      const [broken, fine] = await Promise.allSettled([
        store.append('s', [newEvent('Written'), unserialisable], 'no_stream'),
        store.append('t', [newEvent('Fine')], 'no_stream'),
      ]);
      expect(broken.status).toBe('rejected');
      expect(fine.status).toBe('fulfilled');
      expect(await store.readStream('s')).toEqual([]);
      expect((await store.readAll(0, 10)).map((e) => e.type)).toEqual(['Fine']);
      expect(store.stats.transactions).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('writes appends still queued when the store is closed', async () => {
    const file = sqliteFile();
    const store = new SqliteEventStore(file);
    const pending = store.append('s', [newEvent()], 'no_stream');
    await store.close();
    await expect(pending).resolves.toEqual({ revision: 0, position: 1 });
    const reopened = new SqliteEventStore(file);
    expect(await reopened.readStream('s')).toHaveLength(1);
    await reopened.close();
  });

  it('uses a write-ahead log on disk', async () => {
    const file = sqliteFile();
    await new SqliteEventStore(file).close();
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });
});

describe('createEventStore', () => {
  it('uses an SQLite file in the data directory, creating it, when no EventStoreDB URL is set', async () => {
    const dataDir = join(dir, 'nested', randomUUID());
    const store = createEventStore({ dataDir });
    expect(store.name).toBe('sqlite');
    await store.append('s', [newEvent()], 'no_stream');
    await store.close();
    const reopened = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    expect(await reopened.readStream('s')).toHaveLength(1);
    await reopened.close();
  });

  it('uses EventStoreDB when its URL is set', async () => {
    const store = createEventStore({ eventStoreUrl: 'esdb://localhost:2113?tls=false', dataDir: dir });
    expect(store.name).toBe('eventstoredb');
    await store.close();
  });
});
