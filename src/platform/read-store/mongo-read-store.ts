import { Collection, Db, MongoClient, MongoServerError } from 'mongodb';
import { boundedWaits } from '../mongo/bounded-waits';
import type { Doc, Filter, FindOptions, ReadCollection, ReadStore, Update } from './read-store.port';
import { DuplicateKeyError } from './read-store.errors';

/** Thin mapping of the port onto the MongoDB driver: the semantics are MongoDB's own. */
class MongoCollection<T extends Doc> implements ReadCollection<T> {
  constructor(private readonly c: Collection<Doc>) {}

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.c.findOne(filter)) as T | null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const { sort, skip, limit, projection } = options;
    return (await this.c.find(filter, { sort, skip, limit, projection }).toArray()) as T[];
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.c.countDocuments(filter);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}) {
    const r = await this.guard(() => this.c.updateOne(filter, update, { upsert: !!options.upsert }));
    return { matched: r.matchedCount, upserted: r.upsertedCount > 0 };
  }

  async updateMany(filter: Filter, update: Update): Promise<{ matched: number }> {
    // The port's updateMany never inserts, so $setOnInsert has no meaning here.
    const { $setOnInsert: _ignored, ...modifier } = update;
    const r = await this.guard(() => this.c.updateMany(filter, modifier));
    return { matched: r.matchedCount };
  }

  async replaceOne(filter: Filter, doc: T, options: { upsert?: boolean } = {}): Promise<void> {
    await this.guard(() => this.c.replaceOne(filter, doc, { upsert: !!options.upsert }));
  }

  async deleteOne(filter: Filter): Promise<{ deleted: number }> {
    return { deleted: (await this.c.deleteOne(filter)).deletedCount };
  }

  async deleteMany(filter: Filter): Promise<{ deleted: number }> {
    return { deleted: (await this.c.deleteMany(filter)).deletedCount };
  }

  async createIndex(keys: Record<string, 1 | -1>, options: { unique?: boolean; name?: string } = {}) {
    await this.guard(() => this.c.createIndex(keys, { unique: !!options.unique, name: options.name }));
  }

  private async guard<R>(run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } catch (err) {
      if (isDuplicate(err)) {
        const index = /index:? '?([^\s']+)/.exec(err.message)?.[1] ?? 'desconhecido';
        throw new DuplicateKeyError(this.c.collectionName, index, err);
      }
      throw err;
    }
  }
}

/**
 * MongoDB says 11000. FerretDB v1 on SQLite (the test server) says so on insert, but an
 * update or createIndex hitting a unique index comes back as InternalError (code 1) with
 * SQLite's own message.
 */
function isDuplicate(err: unknown): err is MongoServerError {
  if (!(err instanceof MongoServerError)) return false;
  return err.code === 11000 || (err.code === 1 && err.message.includes('UNIQUE constraint failed'));
}

/** A projection batch or a lease renewal fails during a pause of the server and is retried (bounded-waits.ts). */
const WAIT_BOUNDS = { serverSelectionTimeoutMS: 10_000, socketTimeoutMS: 30_000, connectTimeoutMS: 10_000 };

export class MongoReadStore implements ReadStore {
  readonly name = 'mongodb';

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** The database is the one named in the URL (the driver's default otherwise). */
  static async connect(url: string): Promise<MongoReadStore> {
    const client = await MongoClient.connect(url, boundedWaits(url, WAIT_BOUNDS));
    return new MongoReadStore(client, client.db());
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    return new MongoCollection<T>(this.db.collection<Doc>(name));
  }

  async dropAll(): Promise<void> {
    // Collection by collection rather than dropDatabase: a user allowed only this
    // database's collections (a common production grant) can still rebuild.
    for (const { name } of await this.db.listCollections({}, { nameOnly: true }).toArray()) {
      if (!name.startsWith('system.')) await this.db.dropCollection(name);
    }
  }

  /** Writes are acknowledged by the server already. */
  async flush(): Promise<void> {}

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      await this.db.command({ ping: 1 });
      return { ok: true };
    } catch (err) {
      return { ok: false, detail: String(err) };
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
