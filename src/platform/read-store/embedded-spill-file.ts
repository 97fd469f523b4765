import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Appends are gathered here and written a mebibyte at a time: one system call per ~1,500 entries. */
const TAIL_BYTES = 1 << 20;

/**
 * Scratch space for the encoded documents of a large collection (EmbeddedDocuments): an
 * append-only file, never read by anyone else and never needed after the process ends.
 * The snapshot and the journal stay the durable copy; this file only keeps documents out of
 * the heap. It is unlinked as soon as it is open, so the space returns to the disk when the
 * process ends, a crash leaves nothing behind, and two stores on one directory (a test that
 * reopens a store) never share a file. Bytes once written never change: an offset stays
 * valid for as long as the file is open.
 */
export class SpillFile {
  private readonly fd: number;
  /** Bytes already written to the file. */
  private flushed = 0;
  private readonly tail = Buffer.allocUnsafe(TAIL_BYTES);
  private tailUsed = 0;

  constructor(dir: string) {
    mkdirSync(dir, { recursive: true }); // a store's directory is made at its first flush, which may come later
    const path = join(dir, `.read-store-spill-${randomUUID()}`);
    this.fd = openSync(path, 'w+');
    unlinkSync(path);
  }

  get bytes(): number {
    return this.flushed + this.tailUsed;
  }

  /** Where one record (a tag byte, then text as UTF-8 or bytes) starts and how long it is. A record is wholly in the tail or wholly in the file. */
  append(tag: number, payload: string | Uint8Array): { offset: number; length: number } {
    const length = 1 + (typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length);
    if (this.tailUsed + length > TAIL_BYTES) this.flushTail();
    const offset = this.bytes;
    if (length > TAIL_BYTES) {
      const record = Buffer.allocUnsafe(length);
      record[0] = tag;
      if (typeof payload === 'string') record.write(payload, 1);
      else record.set(payload, 1);
      this.writeAll(record, length, offset);
      this.flushed += length;
      return { offset, length };
    }
    this.tail[this.tailUsed] = tag;
    if (typeof payload === 'string') this.tail.write(payload, this.tailUsed + 1);
    else this.tail.set(payload, this.tailUsed + 1);
    this.tailUsed += length;
    return { offset, length };
  }

  /** The bytes of one record: a view of the tail when not written yet, so use it before the next append. */
  read(offset: number, length: number): Buffer {
    if (offset >= this.flushed) return this.tail.subarray(offset - this.flushed, offset - this.flushed + length);
    const out = Buffer.allocUnsafe(length);
    for (let done = 0; done < length; ) {
      const n = readSync(this.fd, out, done, length - done, offset + done);
      if (n === 0) throw new Error(`arquivo de documentos do read store mais curto que o esperado (byte ${offset + done})`);
      done += n;
    }
    return out;
  }

  close(): void {
    closeSync(this.fd);
  }

  private flushTail(): void {
    this.writeAll(this.tail, this.tailUsed, this.flushed);
    this.flushed += this.tailUsed;
    this.tailUsed = 0;
  }

  private writeAll(bytes: Uint8Array, length: number, position: number): void {
    for (let done = 0; done < length; ) done += writeSync(this.fd, bytes, done, length - done, position + done);
  }
}
