import { join } from 'node:path';
import { EmbeddedReadStore } from './embedded-read-store';
import { MongoReadStore } from './mongo-read-store';
import type { ReadStore } from './read-store.port';

export interface ReadStoreOptions {
  mongoUrl?: string;
  dataDir: string;
}

/**
 * MongoDB when MONGO_URL is set (DESIGN.md), else the embedded store kept in DATA_DIR. Its
 * flush appends only what changed to a journal, so it runs after every projection batch
 * with no deferral: a crash loses nothing that a flush acknowledged.
 */
export async function createReadStore(options: ReadStoreOptions): Promise<ReadStore> {
  if (options.mongoUrl) return MongoReadStore.connect(options.mongoUrl);
  return new EmbeddedReadStore({ snapshotPath: join(options.dataDir, 'read-store.v8') });
}
