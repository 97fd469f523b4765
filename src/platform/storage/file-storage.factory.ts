import type { FileStorage } from './file-storage.port';
import { LocalFileStorage } from './local-file-storage';
import type { S3StorageOptions } from './s3-file-storage';

/**
 * An S3-compatible bucket when STORAGE_URL is set (app-config.ts parses it), so several
 * machines share the uploads; otherwise DATA_DIR/uploads. Both pass
 * test/contract/file-storage.contract.ts.
 */
export function createFileStorage(options: { dataDir: string; s3?: S3StorageOptions }): FileStorage {
  if (options.s3) {
    // Required only when configured: the AWS SDK costs every local start ~120 ms.
    const { S3FileStorage } = require('./s3-file-storage') as typeof import('./s3-file-storage');
    return new S3FileStorage(options.s3);
  }
  return new LocalFileStorage(options.dataDir);
}
