import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import type { CollectionChanges } from './embedded-changes';
import { EmbeddedCollection } from './embedded-collection';
import { JournalFile } from './embedded-journal';
import { encodeJournalRecord } from './embedded-journal-record';
import type { CollectionDump } from './embedded-collection';
import type { DocumentsOnDisk } from './embedded-documents';
import type { IndexSpec } from './embedded-index';
import { LoadProgress, LoadSteps, loadStore, writeSnapshot } from './embedded-snapshot';
import { slicer } from './event-loop-slicer';
import type { Doc, ReadCollection, ReadStore } from './read-store.port';

const DEFAULT_COMPACT_MIN_BYTES = 8 * 1024 * 1024;
/**
 * Past this many documents a collection keeps them on disk (EmbeddedDocuments). Above the
 * benchmarks' 100,000 giveaways, people and entries, whose scans stay in memory; below a
 * giveaway of a million entrants, whose entry views were 670 MB of heap.
 */
const DEFAULT_DOCUMENTS_ON_DISK_AFTER = 200_000;

export interface EmbeddedReadStoreOptions {
  /** Where the snapshot lives (the journal beside it); without it the store is memory only (tests). */
  snapshotPath?: string;
  /**
   * Least time between two journal appends; 0 (default): every awaited flush() is durable.
   * Above 0, a sooner flush() only schedules a trailing append: a crash then loses at most this
   * much projection progress, which the runner replays from the checkpoints journaled with it.
   */
  minFlushIntervalMs?: number;
  /** The journal is compacted into a new snapshot once larger than the snapshot and than this. */
  compactMinBytes?: number;
  /**
   * Past how many documents a collection keeps them in a scratch file beside the snapshot
   * instead of the heap (default 200,000 with a snapshotPath; never without one, unless set:
   * then in the system's temporary directory).
   */
  documentsOnDiskAfter?: number;
}

/**
 * The ReadStore with no server: collections in memory with MongoDB semantics (mingo), kept on
 * disk so that a restart resumes from the stored checkpoints instead of replaying the whole log.
 * A flush appends only what changed to a journal beside the snapshot (one record, fdatasync):
 * its cost follows the change, not the store, so it fits after every projection batch. When
 * the journal passes half the snapshot, a new snapshot is written (atomically, a chunk at a
 * time between other work) and the journal emptied.
 * Every record is one consistent instant (drained synchronously), so any prefix of the journal
 * holds checkpoints that match its data. Each snapshot has a generation and each record the
 * generation it follows: records left by a crash between the snapshot's rename and the
 * journal's truncation are older than the snapshot and skipped on load.
 * Loading starts in the constructor and goes on between other work (embedded-snapshot.ts),
 * one collection after the other, smallest first: a call on a collection waits for that
 * collection only (writes also for its indexes), so a restarted server answers its probes at
 * once and each request as soon as the data it needs is in. health() says how far it is.
 */
export class EmbeddedReadStore implements ReadStore {
  readonly name = 'embedded';
  private readonly collections = new Map<string, EmbeddedCollection>();
  private readonly snapshotPath?: string;
  private journal?: JournalFile;
  private readonly minFlushIntervalMs: number;
  private readonly compactMinBytes: number;
  private readonly documentsOnDisk: DocumentsOnDisk | null;
  private generation = 0;
  private snapshotBytes = 0;
  private dirty = false;
  /** Set when changes were drained but not journaled (a failed write): only a snapshot has them all. */
  private needsSnapshot = false;
  private queue: Promise<void> = Promise.resolve();
  private lastFlushAt = 0;
  private trailing: NodeJS.Timeout | null = null;
  private lastError: unknown = null;
  /** Until the files are loaded: settles when every collection is whole and indexed. Null after. */
  private loading: Promise<void> | null = null;
  private readonly progress: LoadProgress = { done: 0, total: 0 };
  private loadError: unknown = null;
  /** What is on disk, once the load has read the snapshot's contents (null before). */
  private onDisk: Map<string, IndexSpec[]> | null = null;
  /** Per collection still loading: what its reads and writes wait for. */
  private readonly gates = new Map<string, Gate>();
  /** Collections still loading that a call waits for: loaded before the others, smallest first. */
  private readonly awaited = new Set<string>();
  /** Settles once the files are read up to their contents: the journal may take appends, and which indexes come back is known. */
  private contentsRead: Promise<void> = Promise.resolve();

  constructor(options: EmbeddedReadStoreOptions = {}) {
    this.snapshotPath = options.snapshotPath;
    this.minFlushIntervalMs = options.minFlushIntervalMs ?? 0;
    this.compactMinBytes = options.compactMinBytes ?? DEFAULT_COMPACT_MIN_BYTES;
    const after = options.documentsOnDiskAfter ?? (this.snapshotPath ? DEFAULT_DOCUMENTS_ON_DISK_AFTER : null);
    this.documentsOnDisk = after === null ? null : { dir: this.snapshotPath ? dirname(this.snapshotPath) : tmpdir(), after };
    if (!this.snapshotPath) return;
    this.loading = this.load(this.snapshotPath);
    // Its callers see the failure (whenLoaded, every collection call); unobserved it must not crash.
    this.loading.catch(() => undefined);
  }

  private load(snapshotPath: string): Promise<void> {
    const contentsRead = gate();
    this.contentsRead = contentsRead.promise;
    const pause = slicer();
    const steps: LoadSteps = {
      open: (name) => this.open(name),
      contents: (onDisk, files) => {
        this.generation = files.generation;
        this.snapshotBytes = files.snapshotBytes;
        this.journal = new JournalFile(`${snapshotPath}.journal`, files.journalBytes);
        contentsRead.open();
        this.onDisk = onDisk;
        for (const collection of this.collections.values()) collection.contents = null;
        for (const [name, specs] of onDisk) this.open(name).expectIndexes(specs);
        // Collections asked for meanwhile that the files do not hold have nothing to wait for.
        for (const name of [...this.gates.keys()]) if (!onDisk.has(name)) this.openGate(name);
      },
      loaded: async (name) => {
        try {
          await this.open(name).buildRestoredIndexes(pause);
        } catch (err) {
          this.lastError = err; // shown by health(); writes go on without the index that failed
        }
        this.openGate(name);
      },
      awaited: () => this.awaited,
    };
    return loadStore(snapshotPath, steps, this.progress).then(
      () => {
        this.loading = null;
        for (const name of [...this.gates.keys()]) this.openGate(name);
      },
      (err) => {
        this.loadError = err;
        contentsRead.fail(err);
        for (const loadedGate of this.gates.values()) loadedGate.fail(err);
        throw err;
      },
    );
  }

  /** Resolves once every collection is loaded and indexed; rejects, telling which files to delete, when they are unreadable. */
  async whenLoaded(): Promise<void> {
    if (this.loadError) throw this.loadError;
    await this.loading;
  }

  isLoaded(): boolean {
    return this.loading === null && !this.loadError;
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    return this.open(name) as unknown as ReadCollection<T>;
  }

  async dropAll(): Promise<void> {
    await this.whenLoaded(); // a build going on would put back an index of what is dropped
    this.cancelTrailing();
    await this.enqueue(async () => {
      // Cleared in place: callers may hold collection handles, which must stay valid (as in MongoDB).
      for (const collection of this.collections.values()) collection.clear();
      this.drain();
      this.needsSnapshot = false;
      this.generation = 0;
      this.snapshotBytes = 0;
      if (!this.journal || !this.snapshotPath) return;
      // Journal first: a crash in between leaves the old snapshot alone, a consistent instant.
      await this.journal.remove();
      await rm(this.snapshotPath, { force: true });
    });
  }

  async flush(): Promise<void> {
    await this.contentsRead;
    if (!this.journal) return;
    const wait = this.lastFlushAt + this.minFlushIntervalMs - Date.now();
    if (this.minFlushIntervalMs > 0 && wait > 0) {
      this.trailing ??= setTimeout(() => {
        this.trailing = null;
        this.flush().catch(() => undefined); // kept in lastError, shown by health()
      }, wait).unref();
      return;
    }
    await this.enqueue(() => this.persist());
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    if (this.loadError) return { ok: false, detail: (this.loadError as Error).message };
    if (this.loading) {
      // Serving already: each collection answers once it is in, the rest wait for theirs.
      const percent = this.progress.total ? Math.floor((100 * this.progress.done) / this.progress.total) : 0;
      return { ok: true, detail: `carregando o read store do disco (${percent} %)` };
    }
    if (!this.lastError) return { ok: true };
    return { ok: false, detail: `falha ao gravar o read store: ${String(this.lastError)}` };
  }

  async close(): Promise<void> {
    this.cancelTrailing();
    await this.loading?.catch(() => undefined);
    try {
      if (this.journal) await this.enqueue(() => this.persist());
    } finally {
      await this.journal?.close();
      for (const collection of this.collections.values()) collection.release();
    }
  }

  private open(name: string): EmbeddedCollection {
    let collection = this.collections.get(name);
    if (!collection) {
      // Memory only (no snapshotPath): nothing would ever drain the changes, so none are kept.
      collection = new EmbeddedCollection(name, () => (this.dirty = true), !!this.snapshotPath, this.documentsOnDisk);
      // While loading, a collection on disk (or not known yet) waits for its own load.
      if (this.loading && (!this.onDisk || this.onDisk.has(name))) {
        const loadedGate = gate();
        this.gates.set(name, loadedGate);
        collection.loaded = loadedGate.promise;
        collection.onWait = () => this.awaited.add(name);
      }
      if (this.loading && !this.onDisk) collection.contents = this.contentsRead;
      this.collections.set(name, collection);
    }
    return collection;
  }

  /** The collection is whole and indexed: reads and writes go straight through. */
  private openGate(name: string): void {
    const loadedGate = this.gates.get(name);
    if (!loadedGate) return;
    const collection = this.collections.get(name)!;
    collection.loaded = null;
    collection.onWait = null;
    loadedGate.open();
    this.gates.delete(name);
    this.awaited.delete(name);
  }

  /** Runs file work one at a time, in call order, so a record never lands in a journal being truncated. */
  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async persist(): Promise<void> {
    const journal = this.journal!;
    const changes = this.drain();
    this.lastFlushAt = Date.now();
    if (!changes && !this.needsSnapshot) return;
    try {
      // A change of many documents (a first catch-up, a rebuild) goes straight to a snapshot,
      // which is written a chunk at a time: serialized as one record it would stall the loop.
      const record = changes && !this.needsSnapshot && changedDocs(changes) <= MAX_RECORD_DOCS ? encodeJournalRecord(this.generation, changes) : null;
      // Compacting when the journal passes half the snapshot bounds the replay at start (at
      // most half the snapshot again) and the full serializations (one per half a snapshot of
      // journal; written in chunks, so they cost CPU, not stalls). The floor keeps a small
      // store from compacting at every other flush.
      const limit = Math.max(this.snapshotBytes / 2, this.compactMinBytes);
      // While loading, a snapshot would miss what is not loaded yet: the journal takes it all.
      if (record && (this.loading || journal.bytes + record.length <= limit)) await journal.append(record);
      else await this.compact(journal);
      this.lastError = null;
    } catch (err) {
      this.needsSnapshot = true;
      this.lastError = err;
      throw err;
    }
  }

  /** Writes the whole store as a new snapshot generation, then empties the journal. */
  private async compact(journal: JournalFile): Promise<void> {
    this.needsSnapshot = true;
    // Bumped before writing: should the write fail after the rename, later records still follow it.
    const generation = ++this.generation;
    // One instant: the dumps and the drain in the same step. Writes made while the snapshot is
    // written go to the next journal record, which follows this generation.
    const dumps = new Map<string, CollectionDump>();
    for (const [name, c] of this.collections) dumps.set(name, c.dump());
    this.drain(); // all of it is in the snapshot
    this.snapshotBytes = await writeSnapshot(this.snapshotPath!, generation, dumps);
    await journal.truncate();
    this.needsSnapshot = false;
  }

  private drain(): Record<string, CollectionChanges> | null {
    if (!this.dirty) return null;
    this.dirty = false;
    let changes: Record<string, CollectionChanges> | null = null;
    for (const [name, collection] of this.collections) {
      const drained = collection.drainChanges();
      if (drained) (changes ??= {})[name] = drained;
    }
    return changes;
  }

  private cancelTrailing(): void {
    if (this.trailing) clearTimeout(this.trailing);
    this.trailing = null;
  }
}

/** Above this many changed documents a flush writes a snapshot instead of a journal record. */
const MAX_RECORD_DOCS = 10_000;
const changedDocs = (changes: Record<string, CollectionChanges>) =>
  Object.values(changes).reduce((n, c) => n + c.upserts.length + c.deletes.length, 0);

/** A promise settled from outside; a failure nobody awaited yet does not crash the process. */
type Gate = { promise: Promise<void>; open(): void; fail(err: unknown): void };
function gate(): Gate {
  let open!: () => void;
  let fail!: (err: unknown) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  promise.catch(() => undefined);
  return { promise, open, fail };
}
