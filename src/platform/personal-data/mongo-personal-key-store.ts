import { Collection, MongoClient, MongoServerError } from 'mongodb';
import { boundedWaits } from '../mongo/bounded-waits';
import type { PersonalKeyStore, StoredKey } from './personal-key-store.port';

/**
 * A key is read or made on the write path (a sign-up, a new entrant): while the server does not
 * answer, the request fails in seconds with an error instead of hanging for the outage.
 */
const WAIT_BOUNDS = { serverSelectionTimeoutMS: 5_000, socketTimeoutMS: 5_000, connectTimeoutMS: 5_000 };

interface KeyDoc {
  _id: string;
  material: string | null;
  erasedAt: string | null;
}

/**
 * The key store on MongoDB (production, MONGO_URL). Its collection lives in a database of its
 * own, `<read-store database>_keys`: a projection rebuild drops every collection of the read
 * store's database (ReadStore.dropAll), and the keys must outlive it.
 */
export class MongoPersonalKeyStore implements PersonalKeyStore {
  readonly name = 'mongodb';

  private constructor(
    private readonly client: MongoClient,
    private readonly keys: Collection<KeyDoc>,
  ) {}

  static async connect(url: string): Promise<MongoPersonalKeyStore> {
    const client = await MongoClient.connect(url, boundedWaits(url, WAIT_BOUNDS));
    const database = `${client.db().databaseName}_keys`;
    return new MongoPersonalKeyStore(client, client.db(database).collection<KeyDoc>('personal-keys'));
  }

  async find(subject: string): Promise<StoredKey> {
    return toKey(await this.keys.findOne({ _id: subject }));
  }

  async findOrCreate(subject: string, material: string): Promise<Exclude<StoredKey, { state: 'none' }>> {
    try {
      // The unique _id decides a race: the loser's insert is a no-op and both read the winner's key.
      await this.keys.updateOne({ _id: subject }, { $setOnInsert: { material, erasedAt: null } }, { upsert: true });
    } catch (err) {
      if (!(err instanceof MongoServerError && err.code === 11000)) throw err;
    }
    return toKey(await this.keys.findOne({ _id: subject })) as Exclude<StoredKey, { state: 'none' }>;
  }

  async destroy(subject: string, at: string): Promise<void> {
    const existing = await this.keys.findOne({ _id: subject });
    await this.keys.updateOne(
      { _id: subject },
      { $set: { material: null, erasedAt: existing?.erasedAt ?? at } },
      { upsert: true, writeConcern: { w: 'majority', j: true } },
    );
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      await this.client.db().command({ ping: 1 });
      return { ok: true };
    } catch (err) {
      return { ok: false, detail: (err as Error).message };
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

function toKey(doc: KeyDoc | null): StoredKey {
  if (!doc) return { state: 'none' };
  // == null: a stored null may come back absent (FerretDB).
  if (doc.erasedAt != null) return { state: 'erased', erasedAt: doc.erasedAt };
  return { state: 'active', material: doc.material! };
}
