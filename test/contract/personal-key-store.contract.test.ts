import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoPersonalKeyStore } from '../../src/platform/personal-data/mongo-personal-key-store';
import { SqlitePersonalKeyStore } from '../../src/platform/personal-data/sqlite-personal-key-store';
import { personalKeyStoreContract } from './personal-key-store.contract';

const dir = mkdtempSync(join(tmpdir(), 'sorteios-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// One file for the whole suite, so "survive reopening" reopens the same file.
const file = join(dir, 'personal-keys.sqlite');
personalKeyStoreContract('embedded (SQLite)', async () => new SqlitePersonalKeyStore(file));

describe('embedded PersonalKeyStore files', () => {
  test('a destroyed key’s material is in neither the database file nor its WAL', async () => {
    const path = join(dir, `${randomUUID()}.sqlite`);
    const store = new SqlitePersonalKeyStore(path);
    const material = `material-${randomUUID()}`;
    await store.findOrCreate('u-ana', material);
    await store.destroy('u-ana', new Date().toISOString());
    const bytes = Buffer.concat([readFileSync(path), readFileSync(`${path}-wal`, { flag: 'a+' })]);
    expect(bytes.includes(material)).toBe(false);
    await store.close();
  });
});

const mongoUrl = process.env.CONTRACT_MONGO_URL || process.env.MONGO_URL;
if (mongoUrl) {
  // One database for the suite (keys must survive reopening); each test uses fresh subjects.
  const url = new URL(mongoUrl);
  url.pathname = `/sorteios_contract_${randomUUID().slice(0, 8)}`;
  personalKeyStoreContract(`MongoDB (${url.host})`, () => MongoPersonalKeyStore.connect(url.toString()));
} else {
  it.skip('MongoDB: suite skipped because neither CONTRACT_MONGO_URL nor MONGO_URL is set', () => undefined);
}
