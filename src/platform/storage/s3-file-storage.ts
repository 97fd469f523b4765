import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, FileStorage } from './file-storage.port';

/** What app-config.ts makes of STORAGE_URL (docs/operations.md, Uploads). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, moto, Ceph…), addressed path-style; unset means AWS S3. */
  endpoint?: string;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A wait on the bucket is bounded like every wait on a store: a silent server fails the call. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);
/** A missing key; a missing bucket is an error (it was there when this process started using it). */
const isMissing = (err: unknown) => statusOf(err) === 404 && (err as Error).name !== 'NoSuchBucket';
const explain = (err: unknown) => {
  if (!(err instanceof Error)) return String(err);
  const status = statusOf(err);
  // A HEAD error has no body, so the SDK's message is often just the name.
  return `${err.name}${status ? ` (HTTP ${status})` : ''}${err.message && err.message !== err.name ? `: ${err.message}` : ''}`;
};

/**
 * Uploaded bytes as objects of one bucket, key for key (so /uploads/<key> keeps its address);
 * the API proxies reads through get() (serve-uploads.ts). A PutObject is atomic: a reader
 * sees the old object or the new one, never part of one. The bucket is created on first
 * use when missing, which suits MinIO in compose and the tests; in production create it
 * beforehand and give the credentials only object rights on it.
 */
export class S3FileStorage implements FileStorage {
  readonly name = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private bucketReady?: Promise<void>;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.endpoint !== undefined,
      credentials: options.credentials,
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      // The SDK's default CRC32 checksums (new in 2025) are refused by some S3-compatible
      // servers; they are sent only where S3 requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.ready();
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    assertValidKey(key);
    await this.ready();
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = await res.Body!.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** S3 deletes a missing key without complaint, so whether there was one is asked first. */
  async delete(key: string): Promise<boolean> {
    if (!(await this.exists(key))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    return true;
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    await this.ready();
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    try {
      await this.ready();
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return { ok: true, detail: `bucket ${this.bucket}${this.options.endpoint ? ` em ${this.options.endpoint}` : ''}` };
    } catch (err) {
      return { ok: false, detail: `bucket ${this.bucket}: ${explain(err)}` };
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  /** Once per process; a failure is not remembered, so the next call tries again. */
  private ready(): Promise<void> {
    this.bucketReady ??= this.createBucketIfMissing().catch((err: unknown) => {
      this.bucketReady = undefined;
      throw err;
    });
    return this.bucketReady;
  }

  private async createBucketIfMissing(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (err) {
      // 403: credentials without s3:ListBucket may still read and write objects; let each call say.
      if (statusOf(err) === 403) return;
      if (statusOf(err) !== 404) throw err;
    }
    try {
      // Outside us-east-1, AWS wants the region named again.
      const outsideDefault = this.options.endpoint === undefined && this.options.region !== 'us-east-1';
      await this.client.send(
        new CreateBucketCommand({
          Bucket: this.bucket,
          ...(outsideDefault ? { CreateBucketConfiguration: { LocationConstraint: this.options.region as BucketLocationConstraint } } : {}),
        }),
      );
    } catch (err) {
      // Another process created it first.
      if ((err as Error).name !== 'BucketAlreadyOwnedByYou') throw err;
    }
  }
}
