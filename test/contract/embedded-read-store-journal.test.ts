import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { serialize } from 'node:v8';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EmbeddedCollection } from '../../src/platform/read-store/embedded-collection';
import { EmbeddedReadStore, EmbeddedReadStoreOptions } from '../../src/platform/read-store/embedded-read-store';
import { frameRecord } from '../../src/platform/read-store/embedded-journal';
import { DuplicateKeyError } from '../../src/platform/read-store/read-store.errors';

let dir: string;
const path = () => join(dir, 'read-store.v8');
const journal = () => `${path()}.journal`;
const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
let opened: EmbeddedReadStore[] = [];
const open = (options: EmbeddedReadStoreOptions = {}) => {
  const store = new EmbeddedReadStore({ snapshotPath: path(), ...options });
  opened.push(store);
  return store;
};
const put = (store: EmbeddedReadStore, _id: string, fields: Record<string, unknown> = {}, name = 'c') =>
  store.collection(name).replaceOne({ _id }, { _id, ...fields }, { upsert: true });
const all = async (store: EmbeddedReadStore, name = 'c') => store.collection(name).find({}, { sort: { _id: 1 } });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sorteios-read-journal-'));
});
afterEach(async () => {
  // Closing only releases the journal handles: every test left its stores flushed.
  await Promise.allSettled(opened.map((store) => store.close()));
  opened = [];
  rmSync(dir, { recursive: true, force: true });
});

describe('embedded ReadStore journal', () => {
  it('keeps the changes made after the last snapshot through the journal', async () => {
    const store = open({ compactMinBytes: 0 });
    await put(store, 'a', { v: 1 });
    await store.flush(); // compacts: with no snapshot yet and a floor of 0, any record is over the limit
    expect(size(path())).toBeGreaterThan(0);
    expect(size(journal())).toBe(0);
    const later = open(); // default floor: from now on the flushes append
    await put(later, 'a', { v: 2 });
    await put(later, 'b', { v: 1 });
    await later.flush();
    expect(size(journal())).toBeGreaterThan(0);

    expect(await all(open())).toEqual([{ _id: 'a', v: 2 }, { _id: 'b', v: 1 }]);
  });

  it('replays deletes, cleared collections and indexes created after the documents', async () => {
    const store = open();
    await put(store, 'a');
    await put(store, 'b');
    await store.collection('other').replaceOne({ _id: 'x' }, { _id: 'x' }, { upsert: true });
    await store.flush();
    await store.collection('c').deleteOne({ _id: 'a' });
    (store.collection('other') as unknown as EmbeddedCollection).clear();
    await store.collection('other').replaceOne({ _id: 'y' }, { _id: 'y' }, { upsert: true });
    await put(store, 'b', { email: 'b@ex.com' });
    await store.collection('c').createIndex({ email: 1 }, { unique: true });
    await store.flush();

    const reopened = open();
    expect(await all(reopened)).toEqual([{ _id: 'b', email: 'b@ex.com' }]);
    expect(await all(reopened, 'other')).toEqual([{ _id: 'y' }]);
    await expect(put(reopened, 'c', { email: 'b@ex.com' })).rejects.toMatchObject({ code: 'DUPLICATE_KEY' });
  });

  it('replays two documents that swapped a unique key within one flush', async () => {
    const store = open();
    await store.collection('c').createIndex({ email: 1 }, { unique: true });
    await put(store, 'a', { email: 'x' });
    await put(store, 'b', { email: 'y' });
    await store.flush();
    await put(store, 'a', { email: 'z' });
    await put(store, 'b', { email: 'x' });
    await put(store, 'a', { email: 'y' });
    await store.flush();

    const reopened = open();
    expect(await reopened.collection('c').findOne({ email: 'x' })).toEqual({ _id: 'b', email: 'x' });
    expect(await reopened.collection('c').findOne({ email: 'y' })).toEqual({ _id: 'a', email: 'y' });
  });

  it('compacts the journal into a snapshot once it outgrows it, and reopens equal', async () => {
    const store = open({ compactMinBytes: 4096 });
    let compactions = 0;
    for (let i = 0; i < 300; i++) {
      await put(store, `d${String(i).padStart(3, '0')}`, { n: i, texto: 'x'.repeat(50) });
      await store.collection('c').deleteOne({ _id: `d${String(i - 5).padStart(3, '0')}` });
      if (i % 10 !== 9) continue;
      await store.flush();
      expect(size(journal())).toBeLessThanOrEqual(Math.max(size(path()), 4096));
      if (size(journal()) > 0) continue;
      compactions++;
      expect(await all(open())).toEqual(await all(store)); // from the snapshot alone
    }
    expect(compactions).toBeGreaterThanOrEqual(2);
    expect(await all(open())).toEqual(await all(store)); // snapshot and journal
  });

  it('ignores a last record torn by a crash and appends after the last good one', async () => {
    const store = open();
    await put(store, 'a');
    await store.flush();
    const good = size(journal());
    await put(store, 'b');
    await store.flush();
    truncateSync(journal(), size(journal()) - 3);

    const reopened = open();
    expect(await all(reopened)).toEqual([{ _id: 'a' }]);
    expect(size(journal())).toBe(good);
    await put(reopened, 'c');
    await reopened.flush();
    expect(await all(open())).toEqual([{ _id: 'a' }, { _id: 'c' }]);
  });

  it('ignores zeros the filesystem left after the last record', async () => {
    const store = open();
    await put(store, 'a');
    await store.flush();
    appendFileSync(journal(), Buffer.alloc(4096));

    expect(await all(open())).toEqual([{ _id: 'a' }]);
  });

  it('refuses a journal corrupt in the middle, telling to delete the files', async () => {
    const store = open();
    await put(store, 'a');
    await store.flush();
    await put(store, 'b');
    await store.flush();
    const bytes = readFileSync(journal());
    bytes[12] ^= 0xff; // inside the first record's payload
    writeFileSync(journal(), bytes);

    await expect(open().whenLoaded()).rejects.toThrow(/Apague .*read-store\.v8 e .*read-store\.v8\.journal/);
  });

  it('skips the records already in the snapshot when a crash came before the journal was emptied', async () => {
    const first = open();
    await put(first, 'a', { v: 1 });
    await first.flush();
    const stale = readFileSync(journal()); // gen 0: a = 1
    const compacting = open({ compactMinBytes: 0 });
    await compacting.whenLoaded(); // a store still loading journals instead of compacting
    await put(compacting, 'a', { v: 2 });
    await compacting.flush(); // compacts: the snapshot has a = 2, the journal is emptied
    expect(size(journal())).toBe(0);
    writeFileSync(journal(), stale); // as if the process died before the truncation

    const reopened = open();
    expect(await all(reopened)).toEqual([{ _id: 'a', v: 2 }]);
    await put(reopened, 'b');
    await reopened.flush(); // appended after the stale record, with the snapshot's generation
    expect(await all(open())).toEqual([{ _id: 'a', v: 2 }, { _id: 'b' }]);
  });

  it('refuses a journal whose snapshot was deleted', async () => {
    const store = open({ compactMinBytes: 0 });
    await put(store, 'a');
    await store.flush();
    const later = open();
    await put(later, 'b');
    await later.flush();
    rmSync(path());

    await expect(open().whenLoaded()).rejects.toThrow(/journal sem o snapshot/);
  });

  it('writes a small record for a small change in a large store', async () => {
    const store = open();
    for (let i = 0; i < 10_000; i++) await put(store, `d${i}`, { nome: `Pessoa ${i}`, n: i });
    await store.flush();
    const before = size(journal());
    expect(before).toBeGreaterThan(100_000);
    await store.collection('c').updateOne({ _id: 'd42' }, { $set: { nome: 'Outra' } });
    await store.flush();

    expect(size(journal()) - before).toBeLessThan(1024);
    expect(existsSync(path())).toBe(false);
    expect(await open().collection('c').findOne({ _id: 'd42' })).toEqual({ _id: 'd42', nome: 'Outra', n: 42 });
  });

  it('writes a whole snapshot after a failed append, so the drained changes are not lost', async () => {
    const store = open();
    await put(store, 'a');
    mkdirSync(journal()); // the append cannot open the journal
    await expect(store.flush()).rejects.toThrow();
    expect((await store.health()).ok).toBe(false);
    rmSync(journal(), { recursive: true });
    await put(store, 'b');
    await store.flush();

    expect((await store.health()).ok).toBe(true);
    expect(size(path())).toBeGreaterThan(0);
    expect(await all(open())).toEqual([{ _id: 'a' }, { _id: 'b' }]);
  });
  it('answers its health at once while it loads, says how far it is, and serves every call once its collection is in', async () => {
    const first = open({ compactMinBytes: 0 });
    for (let i = 0; i < 20_000; i++) await put(first, `d${i}`, { n: i });
    await first.flush(); // a snapshot of many chunks

    const store = open();
    const health = await store.health();
    const counted = store.collection('c').count(); // waits for the load

    // Serving already: each collection answers once it is in (health says how far the load is).
    expect(health).toEqual({ ok: true, detail: expect.stringMatching(/^carregando o read store do disco \(\d+ %\)$/) });
    expect(await counted).toBe(20_000);
    await store.whenLoaded();
    expect(await store.health()).toEqual({ ok: true });
    expect(store.isLoaded()).toBe(true);
  });

  it('serves and journals a small collection while a large one is still loading, and loses neither', async () => {
    const first = open({ compactMinBytes: 0 });
    for (let i = 0; i < 30_000; i++) await put(first, `d${i}`, { n: i }, 'big');
    await put(first, 'a', { v: 1 }, 'small');
    await first.flush(); // one snapshot: the small collection first

    const store = open();
    await put(store, 'b', { v: 2 }, 'small'); // waits for "small" only
    expect(store.isLoaded()).toBe(false);
    await store.flush(); // a journal record (no snapshot while loading: it would miss "big")
    await store.whenLoaded();

    const reopened = open();
    expect(await all(reopened, 'small')).toEqual([{ _id: 'a', v: 1 }, { _id: 'b', v: 2 }]);
    expect(await reopened.collection('big').count()).toBe(30_000);
  });

  it('loads first a collection a call waits for, ahead of a smaller one nobody asked for', async () => {
    const first = open({ compactMinBytes: 0 });
    for (let i = 0; i < 20_000; i++) await put(first, `d${i}`, { n: i }, 'smaller');
    for (let i = 0; i < 30_000; i++) await put(first, `d${i}`, { n: i }, 'larger');
    await first.flush(); // one snapshot: "smaller" first

    const store = open();
    expect(await store.collection('larger').count()).toBe(30_000);
    // "smaller", 40 % of the documents, has not been read yet.
    expect(store.isLoaded()).toBe(false);
    expect(Number((await store.health()).detail?.match(/\((\d+) %\)/)?.[1])).toBeLessThan(80);
    expect(await store.collection('smaller').count()).toBe(20_000);
  });

  it('rebuilds its indexes after a restart before it answers, and writes still meet unique keys', async () => {
    const first = open({ compactMinBytes: 0 });
    await first.collection('c').createIndex({ email: 1 }, { unique: true });
    await first.collection('c').createIndex({ grupo: 1, n: -1 });
    for (let i = 0; i < 3_000; i++) await put(first, `d${i}`, { email: `p${i}@x`, grupo: i % 3, n: i });
    await first.flush();

    const store = open();
    const top = store.collection('c').find({ grupo: 1 }, { sort: { n: -1 }, limit: 2 }); // waits for the index
    await expect(put(store, 'outro', { email: 'p7@x' })).rejects.toThrow(DuplicateKeyError); // waits for it
    await store.whenLoaded();

    expect((await top).map((d) => d._id)).toEqual(['d2998', 'd2995']);
    expect((await store.collection('c').find({ grupo: 1 }, { sort: { n: -1 }, limit: 2 })).map((d) => d._id)).toEqual(['d2998', 'd2995']);
    await expect(put(store, 'outro', { email: 'p8@x' })).rejects.toThrow(DuplicateKeyError);
    await put(store, 'outro', { email: 'novo@x' });
    await store.flush();
    expect(await open().collection('c').findOne({ email: 'novo@x' })).toEqual({ _id: 'outro', email: 'novo@x' });
  });

  it('keeps the writes made while a snapshot is being written', async () => {
    const store = open({ compactMinBytes: 0 });
    for (let i = 0; i < 5_000; i++) await put(store, `d${i}`);
    const compacting = store.flush(); // compacts, a chunk at a time
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    await put(store, 'during', { v: 1 });
    await store.collection('c').deleteOne({ _id: 'd0' });
    await compacting;
    await store.flush();

    const reopened = open();
    expect(await reopened.collection('c').count()).toBe(5_000);
    expect(await reopened.collection('c').findOne({ _id: 'during' })).toEqual({ _id: 'during', v: 1 });
    expect(await reopened.collection('c').findOne({ _id: 'd0' })).toBeNull();
  });

  it('reads journal records written before each collection was stored apart', async () => {
    const first = open({ compactMinBytes: 0 });
    await put(first, 'a', { v: 1 });
    await first.flush(); // the snapshot, generation 1
    // A record as the earlier format wrote it: one v8 serialization of every collection's changes.
    appendFileSync(journal(), frameRecord(serialize({ generation: 1, collections: { c: { cleared: false, upserts: [{ _id: 'b', v: 2 }], deletes: ['a'], indexes: [] } } })));

    const store = open();
    expect(await all(store)).toEqual([{ _id: 'b', v: 2 }]);
    await put(store, 'c', { v: 3 }); // appended in the new layout after the old record
    await store.flush();
    expect(await all(open())).toEqual([{ _id: 'b', v: 2 }, { _id: 'c', v: 3 }]);
  });

  it('serves a small collection before the large changes journaled for another are read', async () => {
    const first = open();
    for (let batch = 0; batch < 5; batch++) {
      // "big" comes first in every record: the load must still take "small" first.
      for (let i = 0; i < 9_000; i++) await put(first, `d${batch}-${i}`, { n: i, texto: 'x'.repeat(50) }, 'big');
      if (batch === 0) await put(first, 'a', { v: 1 }, 'small');
      await first.flush(); // one journal record of 9,000 documents each time
    }
    expect(size(path())).toBe(0); // all of it journaled, no snapshot

    const store = open();
    expect(await all(store, 'small')).toEqual([{ _id: 'a', v: 1 }]);
    // "big" is still being read: not even its journaled changes were deserialized before "small" answered.
    expect(store.isLoaded()).toBe(false);
    expect(Number((await store.health()).detail?.match(/\((\d+) %\)/)?.[1])).toBeLessThan(50);
    expect(await store.collection('big').count()).toBe(45_000);
  });

  it('discards a snapshot of the previous format, so the projections rebuild from the log', async () => {
    writeFileSync(path(), serialize({ version: 2, generation: 1, collections: { c: { docs: [{ _id: 'old' }], indexes: [] } } }));
    writeFileSync(journal(), Buffer.alloc(0));

    const store = open();
    expect(await all(store)).toEqual([]);
    expect(existsSync(path())).toBe(false);
  });
});
