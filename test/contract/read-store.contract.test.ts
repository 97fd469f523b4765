import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedReadStore, EmbeddedReadStoreOptions } from '../../src/platform/read-store/embedded-read-store';
import { MongoReadStore } from '../../src/platform/read-store/mongo-read-store';
import { readStoreContract } from './read-store.contract';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sorteios-read-store-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

readStoreContract('embedded', async () => {
  const store = new EmbeddedReadStore({ snapshotPath: join(dir, `${randomUUID()}.v8`) });
  await store.whenLoaded(); // the contract is about a store that has started
  return store;
});

// The same contract with every collection of more than two documents kept on disk (EmbeddedDocuments).
readStoreContract('embedded, documents on disk past two per collection', async () => {
  const store = new EmbeddedReadStore({ snapshotPath: join(dir, `${randomUUID()}.v8`), documentsOnDiskAfter: 2 });
  await store.whenLoaded();
  return store;
});

// CONTRACT_MONGO_URL lets a test setup start a server for this suite only, without the
// API suites (which read MONGO_URL through the app config) switching to it as well.
const mongoUrl = process.env.CONTRACT_MONGO_URL || process.env.MONGO_URL;
if (mongoUrl) {
  // test/support/start-ferretdb.sh marks its URL with appName=ferretdb.
  const ferretDb = new URL(mongoUrl).searchParams.get('appName') === 'ferretdb';
  const name = `${ferretDb ? 'FerretDB' : 'MongoDB'} (${new URL(mongoUrl).host})`;
  // One database per test, so runs never see each other's leftovers.
  const open = () => {
    const url = new URL(mongoUrl);
    url.pathname = `/sorteios_contract_${randomUUID().slice(0, 8)}`;
    return MongoReadStore.connect(url.toString());
  };
  readStoreContract(name, open, { positionalOperator: !ferretDb });
} else {
  // No MongoDB server is installable here: .ci/run starts FerretDB and sets CONTRACT_MONGO_URL;
  // a local `npm test` without Go or a MONGO_URL reports the suite as skipped instead.
  it.skip('MongoDB: suite skipped because neither CONTRACT_MONGO_URL nor MONGO_URL is set', () => undefined);
}

describe('embedded ReadStore snapshot and journal', () => {
  const path = () => join(dir, 'persist', 'read-store.v8');
  let stores: EmbeddedReadStore[] = [];
  const open = (options: Omit<EmbeddedReadStoreOptions, 'snapshotPath'> = {}) => {
    const store = new EmbeddedReadStore({ snapshotPath: path(), ...options });
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    // Releases the journal handles; what a test left unflushed no longer matters then.
    await Promise.allSettled(stores.map((store) => store.close()));
    stores = [];
    rmSync(join(dir, 'persist'), { recursive: true, force: true });
  });

  it('keeps documents, dates and unique indexes across flush and reopen', async () => {
    const first = open();
    const when = new Date('2025-01-02T03:04:05.000Z');
    await first.collection('users').createIndex({ email: 1 }, { unique: true });
    await first.collection('users').updateOne({ _id: 'u1' }, { $set: { email: 'a@ex.com', when } }, { upsert: true });
    await first.flush();

    const reopened = open();
    expect(await reopened.collection('users').findOne({ _id: 'u1' })).toEqual({ _id: 'u1', email: 'a@ex.com', when });
    await expect(
      reopened.collection('users').updateOne({ _id: 'u2' }, { $set: { email: 'a@ex.com' } }, { upsert: true }),
    ).rejects.toMatchObject({ code: 'DUPLICATE_KEY' });
    // A flush appends to the journal; the snapshot is only written when the journal is compacted.
    expect(readdirSync(join(dir, 'persist'))).toEqual(['read-store.v8.journal']);
  });

  it('keeps a collection whose documents are on disk whole through a snapshot, the journal and a reopen', async () => {
    const first = open({ documentsOnDiskAfter: 10, compactMinBytes: 1 });
    const big = first.collection<{ _id: string; group: number; n: number }>('big');
    await big.createIndex({ group: 1, n: 1 });
    for (let i = 0; i < 100; i++) await big.replaceOne({ _id: `d${i}` }, { _id: `d${i}`, group: i % 3, n: i }, { upsert: true });
    await first.flush(); // compactMinBytes 1: written as a snapshot
    await big.updateOne({ _id: 'd5' }, { $set: { n: -5 } });
    await big.deleteOne({ _id: 'd6' });
    await first.flush();
    await first.close();

    const reopened = open({ documentsOnDiskAfter: 10 }).collection<{ _id: string; group: number; n: number }>('big');
    expect(await reopened.count({})).toBe(99);
    expect(await reopened.findOne({ _id: 'd5' })).toEqual({ _id: 'd5', group: 2, n: -5 });
    expect(await reopened.findOne({ _id: 'd6' })).toBeNull();
    const groupOne = Array.from({ length: 33 }, (_, i) => 1 + 3 * i);
    expect((await reopened.find({ group: 1 }, { sort: { n: 1 } })).map((d) => d.n)).toEqual(groupOne);
    expect((await reopened.find({ group: 2 }, { sort: { n: 1 }, limit: 2 })).map((d) => d.n)).toEqual([-5, 2]);
  });

  it('loses what was written after the last flush when reopened without flushing', async () => {
    const first = open();
    await first.collection('c').replaceOne({ _id: 'a' }, { _id: 'a' }, { upsert: true });
    await first.flush();
    await first.collection('c').replaceOne({ _id: 'b' }, { _id: 'b' }, { upsert: true });

    const reopened = open();
    expect((await reopened.collection('c').find({})).map((d) => d._id)).toEqual(['a']);
  });

  it('defers a flush that comes sooner than minFlushIntervalMs, and close() still writes it', async () => {
    const store = open({ minFlushIntervalMs: 60_000 });
    await store.collection('c').replaceOne({ _id: 'a' }, { _id: 'a' }, { upsert: true });
    await store.flush();
    await store.collection('c').replaceOne({ _id: 'b' }, { _id: 'b' }, { upsert: true });
    await store.flush();
    expect(await open().collection('c').count()).toBe(1);

    await store.close();
    expect(await open().collection('c').count()).toBe(2);
  });

  it('writes a deferred flush by itself once minFlushIntervalMs has passed', async () => {
    const store = open({ minFlushIntervalMs: 100 });
    await store.collection('c').replaceOne({ _id: 'a' }, { _id: 'a' }, { upsert: true });
    await store.flush();
    await store.collection('c').replaceOne({ _id: 'b' }, { _id: 'b' }, { upsert: true });
    await store.flush();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await open().collection('c').count()).toBe(2);
    await store.close();
  });

  it('dropAll deletes the snapshot and the journal, so a reopened store starts empty', async () => {
    const store = open({ compactMinBytes: 0 });
    await store.collection('c').replaceOne({ _id: 'a' }, { _id: 'a' }, { upsert: true });
    await store.flush(); // compacts: with no snapshot yet and a floor of 0, any record is over the limit
    await store.collection('c').replaceOne({ _id: 'b' }, { _id: 'b' }, { upsert: true });
    await store.flush();
    expect(existsSync(path())).toBe(true);
    await store.dropAll();
    expect(existsSync(path())).toBe(false);
    expect(existsSync(`${path()}.journal`)).toBe(false);
    expect(await open().collection('c').count()).toBe(0);
  });
});
