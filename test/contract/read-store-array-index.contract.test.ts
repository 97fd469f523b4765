import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedReadStore } from '../../src/platform/read-store/embedded-read-store';
import { MongoReadStore } from '../../src/platform/read-store/mongo-read-store';
import { readStoreArrayIndexContract } from './read-store-array-index.contract';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sorteios-read-store-arrays-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

readStoreArrayIndexContract('embedded', async () => {
  const store = new EmbeddedReadStore({ snapshotPath: join(dir, `${randomUUID()}.v8`) });
  await store.whenLoaded(); // the contract is about a store that has started
  return store;
});
readStoreArrayIndexContract('embedded, reopened from its journal', async () => {
  // The index is rebuilt from the snapshot and journal on load: it must answer the same.
  const path = join(dir, `${randomUUID()}.v8`);
  const first = new EmbeddedReadStore({ snapshotPath: path });
  await first.collection('indexed').createIndex({ words: 1 });
  await first.flush();
  await first.close();
  return new EmbeddedReadStore({ snapshotPath: path });
});

// As in read-store.contract.test.ts: CONTRACT_MONGO_URL or MONGO_URL, one database per test.
const mongoUrl = process.env.CONTRACT_MONGO_URL || process.env.MONGO_URL;
if (mongoUrl) {
  readStoreArrayIndexContract(`MongoDB-wire (${new URL(mongoUrl).host})`, () => {
    const url = new URL(mongoUrl);
    url.pathname = `/sorteios_arrays_${randomUUID().slice(0, 8)}`;
    return MongoReadStore.connect(url.toString());
  });
} else {
  it.skip('MongoDB: suite skipped because neither CONTRACT_MONGO_URL nor MONGO_URL is set', () => undefined);
}
