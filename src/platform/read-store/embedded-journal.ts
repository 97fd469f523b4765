import { closeSync, fsyncSync, ftruncateSync, openSync } from 'node:fs';
import { mkdir, open, readFile, rm, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { crc32 } from 'node:zlib';
import { slicer } from './event-loop-slicer';

/** Each record: payload length (uint32 LE), CRC-32 of the payload (uint32 LE), payload. */
const HEADER_BYTES = 8;

/**
 * Frames one record. The length finds the next record; the CRC-32 tells a record cut short
 * or half-written by a crash from a whole one (a length alone would accept a payload whose
 * last pages never reached the disk). zlib.crc32 is in Node since 20.15 (engines: >=20.19).
 */
export function frameRecord(payload: Uint8Array): Buffer {
  const record = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  record.writeUInt32LE(payload.length, 0);
  record.writeUInt32LE(crc32(payload), 4);
  record.set(payload, HEADER_BYTES);
  return record;
}

export class JournalCorruptError extends Error {
  constructor(readonly offset: number) {
    super(`registro corrompido no meio do journal (byte ${offset})`);
    this.name = 'JournalCorruptError';
  }
}

/** The record at `offset`: its payload and where the next begins, or null when it is not whole. */
export function recordAt(data: Buffer, offset: number): { payload: Buffer; end: number } | null {
  const end = offset + HEADER_BYTES + (data.length - offset >= HEADER_BYTES ? data.readUInt32LE(offset) : 0);
  const payload = data.subarray(offset + HEADER_BYTES, end);
  const whole = end <= data.length && payload.length > 0 && crc32(payload) === data.readUInt32LE(offset + 4);
  return whole ? { payload, end } : null;
}

/**
 * Reads every whole record. A bad last record is what a crash in the middle of an append
 * leaves: it is dropped and cut off the file, so that the next appends follow the last good
 * record. A bad record followed by more data is not a crash: JournalCorruptError.
 * Read asynchronously: a large journal must not stall a server answering its health checks.
 */
export async function readJournal(path: string): Promise<{ payloads: Buffer[]; offsets: number[]; bytes: number }> {
  let data: Buffer;
  try {
    data = await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { payloads: [], offsets: [], bytes: 0 };
    throw err;
  }
  const payloads: Buffer[] = [];
  /** Where each payload starts in the file. */
  const offsets: number[] = [];
  // Checking the CRC-32 of a large journal takes longer than a health check may wait.
  const pause = slicer();
  let offset = 0;
  while (offset < data.length) {
    await pause();
    const record = recordAt(data, offset);
    if (!record) {
      const end = offset + HEADER_BYTES + (data.length - offset >= HEADER_BYTES ? data.readUInt32LE(offset) : 0);
      if (!isTornTail(data, offset, end)) throw new JournalCorruptError(offset);
      truncateTo(path, offset);
      break;
    }
    payloads.push(record.payload);
    offsets.push(offset + HEADER_BYTES);
    offset = record.end;
  }
  return { payloads, offsets, bytes: offset };
}

// A crash mid-append leaves a record that runs past the end of the file, or one whose pages
// the filesystem had allocated but not written yet (zeros).
const isTornTail = (data: Buffer, offset: number, end: number) =>
  end >= data.length || data.subarray(offset).every((byte) => byte === 0);

function truncateTo(path: string, bytes: number): void {
  const fd = openSync(path, 'r+');
  try {
    ftruncateSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The journal file, opened once in append mode; every append is on disk when it resolves. */
export class JournalFile {
  private handle: FileHandle | null = null;

  constructor(
    readonly path: string,
    /** Current size: compaction is decided on it. */
    public bytes: number,
  ) {}

  async append(record: Uint8Array): Promise<void> {
    const handle = await this.opened();
    await handle.appendFile(record);
    // Data only: the size change that fdatasync also flushes is all the metadata a reader needs.
    await handle.datasync();
    this.bytes += record.length;
  }

  async truncate(): Promise<void> {
    const handle = await this.opened();
    await handle.truncate(0);
    await handle.sync();
    this.bytes = 0;
  }

  async remove(): Promise<void> {
    await this.close();
    await rm(this.path, { force: true });
    this.bytes = 0;
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }

  private async opened(): Promise<FileHandle> {
    if (this.handle) return this.handle;
    await mkdir(dirname(this.path), { recursive: true });
    this.handle = await open(this.path, 'a');
    return this.handle;
  }
}
