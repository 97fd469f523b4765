import { open, type FileHandle } from 'node:fs/promises';
import { recordAt } from './embedded-journal';

/** Frame header: payload length and CRC-32, as in embedded-journal.ts. */
const FRAME_HEADER_BYTES = 8;

/** Where one framed record sits in the file. */
export type RecordSpan = { offset: number; bytes: number };

/**
 * A snapshot opened for reading by record, not read whole: a restart reads the first
 * record (the table of contents) and the frame headers, then each collection's chunks only
 * when it loads that collection, in any order. A million entries make a snapshot of about
 * a gigabyte, which would otherwise be read into memory before anything is served.
 */
export class SnapshotFile {
  private constructor(
    private readonly handle: FileHandle,
    readonly bytes: number,
  ) {}

  /** Null when there is no snapshot. */
  static async open(path: string): Promise<SnapshotFile | null> {
    try {
      const handle = await open(path, 'r');
      return new SnapshotFile(handle, (await handle.stat()).size);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async firstByte(): Promise<number | undefined> {
    const { bytesRead, buffer } = await this.handle.read(Buffer.alloc(1), 0, 1, 0);
    return bytesRead === 1 ? buffer[0] : undefined;
  }

  /** The spans of `count` records from `offset` on, from their frame headers alone. */
  async spans(offset: number, count: number): Promise<RecordSpan[]> {
    const spans: RecordSpan[] = [];
    const header = Buffer.alloc(FRAME_HEADER_BYTES);
    for (let i = 0; i < count && offset + FRAME_HEADER_BYTES <= this.bytes; i++) {
      await this.handle.read(header, 0, FRAME_HEADER_BYTES, offset);
      const bytes = FRAME_HEADER_BYTES + header.readUInt32LE(0);
      spans.push({ offset, bytes });
      offset += bytes;
    }
    return spans;
  }

  /** The payload of the record at `span`, or undefined when it is cut short or its CRC fails. */
  async payload(span: RecordSpan): Promise<Buffer | undefined> {
    if (span.offset + span.bytes > this.bytes) return undefined;
    const data = Buffer.allocUnsafe(span.bytes);
    await this.handle.read(data, 0, span.bytes, span.offset);
    return recordAt(data, 0)?.payload;
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}
