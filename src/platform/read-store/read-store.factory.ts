import { join } from 'node:path';
import { EmbeddedReadStore } from './embedded-read-store';
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
  if (options.mongoUrl) {
    // Required only when configured: the driver costs every embedded start ~130 ms.
    const { MongoReadStore } = require('./mongo-read-store') as typeof import('./mongo-read-store');
    return MongoReadStore.connect(options.mongoUrl);
  }
  return new EmbeddedReadStore({ snapshotPath: join(options.dataDir, 'read-store.v8') });
}
