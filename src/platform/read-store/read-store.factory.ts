import { join } from 'node:path';
import { EmbeddedReadStore } from './embedded-read-store';
import { MongoReadStore } from './mongo-read-store';
import type { ReadStore } from './read-store.port';

export interface ReadStoreOptions {
  mongoUrl?: string;
  dataDir: string;
  /** Embedded only: see EmbeddedReadStoreOptions.minFlushIntervalMs. */
  minFlushIntervalMs?: number;
}

// A crash loses at most this much projection progress (replayed from the checkpoints kept
// in the same snapshot); a rebuild no longer rewrites the whole store after every batch.
const DEFAULT_MIN_FLUSH_INTERVAL_MS = 1000;

/** MongoDB when MONGO_URL is set (DESIGN.md), else the embedded store snapshotted in DATA_DIR. */
export async function createReadStore(options: ReadStoreOptions): Promise<ReadStore> {
  if (options.mongoUrl) return MongoReadStore.connect(options.mongoUrl);
  return new EmbeddedReadStore({
    snapshotPath: join(options.dataDir, 'read-store.v8'),
    minFlushIntervalMs: options.minFlushIntervalMs ?? DEFAULT_MIN_FLUSH_INTERVAL_MS,
  });
}
