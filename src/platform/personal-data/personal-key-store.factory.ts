import { join } from 'node:path';
import type { PersonalKeyStore } from './personal-key-store.port';
import { SqlitePersonalKeyStore } from './sqlite-personal-key-store';

/**
 * MongoDB when MONGO_URL is set (the production shape: every process shares the keys), else a
 * SQLite file in DATA_DIR beside the event file.
 */
export async function createPersonalKeyStore(options: { mongoUrl?: string; dataDir: string }): Promise<PersonalKeyStore> {
  if (options.mongoUrl) {
    // Required only when configured, like the read store's driver.
    const { MongoPersonalKeyStore } = require('./mongo-personal-key-store') as typeof import('./mongo-personal-key-store');
    return MongoPersonalKeyStore.connect(options.mongoUrl);
  }
  return new SqlitePersonalKeyStore(join(options.dataDir, 'personal-keys.sqlite'));
}
