import type { FileStorage } from './file-storage.port';
import { LocalFileStorage } from './local-file-storage';

/**
 * DATA_DIR/uploads for now. An S3-compatible adapter selected by STORAGE_URL is planned
 * (DESIGN.md); it would pass test/contract/file-storage.contract.ts like this one.
 */
export function createFileStorage(options: { dataDir: string }): FileStorage {
  return new LocalFileStorage(options.dataDir);
}
