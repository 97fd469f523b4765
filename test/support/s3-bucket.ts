import { DeleteBucketCommand, DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { loadConfig } from '../../src/config/app-config';
import type { S3StorageOptions } from '../../src/platform/storage/s3-file-storage';

/**
 * The S3-compatible server the S3 suites run against: CONTRACT_S3_URL (.ci/run starts moto
 * with test/support/start-moto.sh) or STORAGE_URL; unset, those suites are skipped.
 */
export const s3TestUrl = process.env.CONTRACT_S3_URL || process.env.STORAGE_URL || undefined;

/** A STORAGE_URL naming a bucket of its own, so a test never sees another's objects. */
export function withFreshBucket(url: string): { url: string; bucket: string } {
  const bucket = `sorteios-test-${randomUUID().slice(0, 8)}`;
  const parsed = new URL(url);
  if (parsed.pathname.split('/').some(Boolean)) parsed.pathname = `/${bucket}`;
  else parsed.hostname = bucket;
  return { url: parsed.toString(), bucket };
}

/** STORAGE_URL read as the app reads it (a JWT_SECRET is given, so DATA_DIR gets nothing written). */
export function s3OptionsOf(url: string): S3StorageOptions {
  return loadConfig({ STORAGE_URL: url, DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32) }, []).s3Storage!;
}

/** A client of our own, to look into the bucket without going through the adapter under test. */
export const s3ClientOf = (o: S3StorageOptions) =>
  new S3Client({ region: o.region, endpoint: o.endpoint, forcePathStyle: o.endpoint !== undefined, credentials: o.credentials });

/** Empties and removes a test's bucket, so a run against a long-lived server leaves nothing. */
export async function dropBucket(options: S3StorageOptions): Promise<void> {
  const client = s3ClientOf(options);
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: options.bucket })).catch(() => undefined);
    if (!listed) return; // never created
    const keys = (listed.Contents ?? []).map((o) => ({ Key: o.Key! }));
    if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: keys } }));
    await client.send(new DeleteBucketCommand({ Bucket: options.bucket }));
  } finally {
    client.destroy();
  }
}
