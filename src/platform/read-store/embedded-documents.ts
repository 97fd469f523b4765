import type { Doc } from './read-store.port';
import { decodeDocument, encodeDocument } from './embedded-document-codec';
import { SpillFile } from './embedded-spill-file';

/** Where a large collection keeps its documents, and past how many it starts to. */
export type DocumentsOnDisk = { dir: string; after: number };

/** Documents moved to disk at each write once a collection spills: a million are moved within ~30,000 writes. */
const MOVED_PER_WRITE = 32;

/** The documents of one collection, as a read-only sequence that reads them when sliced (the snapshot's writer). */
export interface DocumentList {
  readonly length: number;
  slice(from: number, to: number): Doc[];
}

/**
 * An embedded collection's documents by _id. A small collection keeps them as objects; one
 * that grows past `onDisk.after` documents keeps them encoded in a scratch file
 * (SpillFile) and only their ids in memory, the way a database keeps pages on disk and keys
 * in its indexes. At a million entrants the entry views were about 670 bytes of heap each;
 * spilled, each costs its id and a slot number (docs/performance.md, issue 17). Reading a
 * spilled document is a read from the page cache and a JSON parse (a few microseconds),
 * so lookups by id or index stay cheap; full scans of such a collection get slower.
 * The switch is gradual: once spilling, each write also moves a few documents still in memory,
 * so no single write pays for the whole collection.
 * Stored documents are never mutated (EmbeddedCollection replaces them), so a document read
 * back is the one written; slots are never reused, so a frozen list stays that instant's.
 */
export class EmbeddedDocuments<T extends Doc = Doc> {
  /** A document, or the slot of its encoded bytes in the spill file. */
  private readonly byId = new Map<unknown, T | number>();
  private spill: SpillFile | null = null;
  private offsets = new Float64Array(1024);
  private lengths = new Uint32Array(1024);
  private slots = 0;
  /** Walks the documents still in memory while they move to the file. */
  private moving: Iterator<[unknown, T | number]> | null = null;

  constructor(private readonly onDisk: DocumentsOnDisk | null) {}

  get size(): number {
    return this.byId.size;
  }

  /** Whether documents are kept on disk (past `onDisk.after`). */
  get spilled(): boolean {
    return this.spill !== null;
  }

  has(id: unknown): boolean {
    return this.byId.has(id);
  }

  get(id: unknown): T | undefined {
    const held = this.byId.get(id);
    return held === undefined ? undefined : this.resolve(id, held);
  }

  set(id: unknown, doc: T): void {
    if (this.spill) {
      this.byId.set(id, this.write(doc));
      this.moveSome();
      return;
    }
    this.byId.set(id, doc);
    if (this.byId.size > (this.onDisk?.after ?? Infinity)) this.startSpilling();
  }

  /**
   * About this many documents are coming (a load from a snapshot): past the threshold they go
   * to disk from the first one, instead of a first share held in memory, moved later and left
   * for the collector (at a million, the heap V8 then allowed kept the process above 1 GB).
   */
  expect(count: number): void {
    if (!this.spill && count > (this.onDisk?.after ?? Infinity)) this.startSpilling();
  }

  delete(id: unknown): boolean {
    return this.byId.delete(id);
  }

  /** Empties the collection; the file goes with it, and a later growth starts a new one. */
  clear(): void {
    this.byId.clear();
    this.close();
  }

  close(): void {
    this.spill?.close();
    this.spill = null;
    this.moving = null;
    this.slots = 0;
  }

  /** In insertion order, as a Map's values. In memory, the Map's own iterator: scans of small collections pay nothing for this class. */
  values(): IterableIterator<T> {
    return this.spill ? this.readAll() : (this.byId.values() as IterableIterator<T>);
  }

  private *readAll(): IterableIterator<T> {
    for (const [id, held] of this.byId) yield this.resolve(id, held);
  }

  /**
   * This instant's documents, read only when sliced: what a snapshot writes a chunk at a time
   * while writes go on (they add slots and replace objects, neither of which changes these).
   */
  frozen(): DocumentList {
    const held = [...this.byId.values()];
    return {
      length: held.length,
      slice: (from, to) => held.slice(from, to).map((value) => (typeof value === 'number' ? this.read(value) : value)),
    };
  }

  private resolve(id: unknown, held: T | number): T {
    if (typeof held !== 'number') return held;
    const doc = this.read(held);
    // The map's key: indexes built from this document then hold one string per id, not two.
    doc._id = id as T['_id'];
    return doc;
  }

  private read(slot: number): T {
    return decodeDocument(this.spill!.read(this.offsets[slot], this.lengths[slot])) as T;
  }

  private write(doc: T): number {
    const { tag, payload } = encodeDocument(doc);
    const { offset, length } = this.spill!.append(tag, payload);
    if (this.slots === this.offsets.length) {
      this.offsets = grown(this.offsets, new Float64Array(this.slots * 2));
      this.lengths = grown(this.lengths, new Uint32Array(this.slots * 2));
    }
    this.offsets[this.slots] = offset;
    this.lengths[this.slots] = length;
    return this.slots++;
  }

  private startSpilling(): void {
    this.spill = new SpillFile(this.onDisk!.dir);
    this.moving = this.byId.entries();
    this.moveSome();
  }

  private moveSome(): void {
    for (let moved = 0; this.moving && moved < MOVED_PER_WRITE; ) {
      const next = this.moving.next();
      if (next.done) this.moving = null;
      else if (typeof next.value[1] !== 'number') {
        this.byId.set(next.value[0], this.write(next.value[1]));
        moved++;
      }
    }
  }
}

function grown<A extends Float64Array | Uint32Array>(from: A, to: A): A {
  to.set(from);
  return to;
}
