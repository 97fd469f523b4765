import { readFileSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { CollectionDump, EmbeddedCollection } from './embedded-collection';
import type { Doc, ReadCollection, ReadStore } from './read-store.port';

const SNAPSHOT_VERSION = 1;
type Snapshot = { version: number; collections: Record<string, CollectionDump> };

export interface EmbeddedReadStoreOptions {
  /** Where the snapshot lives; without it the store is memory only (tests). */
  snapshotPath?: string;
  /**
   * Least time between two snapshot writes. 0 (default): every awaited flush() is durable.
   * Above 0, a flush() that comes sooner only schedules a trailing write and returns: a
   * crash then loses at most this much projection progress, which is safe because the
   * projection checkpoints live in this same snapshot, so the runner replays exactly the
   * events whose effects were lost. It keeps a rebuild (thousands of batches) from
   * rewriting the whole store after every batch.
   */
  minFlushIntervalMs?: number;
}

/**
 * The ReadStore with no server: collections in memory with MongoDB semantics (mingo),
 * kept in a v8-serialized snapshot so that a restart resumes from the stored checkpoints
 * instead of replaying the whole log. The snapshot is always one consistent instant
 * (serialized synchronously) and replaced atomically (temp file, fsync, rename).
 */
export class EmbeddedReadStore implements ReadStore {
  readonly name = 'embedded';
  private readonly collections = new Map<string, EmbeddedCollection>();
  private dirty = false;
  private writing: Promise<void> | null = null;
  private lastWriteAt = 0;
  private trailing: NodeJS.Timeout | null = null;
  private lastError: unknown = null;
  private readonly snapshotPath?: string;
  private readonly minFlushIntervalMs: number;
  private lastSerializeMs = 0;

  constructor(options: EmbeddedReadStoreOptions = {}) {
    this.snapshotPath = options.snapshotPath;
    this.minFlushIntervalMs = options.minFlushIntervalMs ?? 0;
    this.load();
  }

  collection<T extends Doc = Doc>(name: string): ReadCollection<T> {
    return this.open(name) as unknown as ReadCollection<T>;
  }

  async dropAll(): Promise<void> {
    this.cancelTrailing();
    await this.writing?.catch(() => undefined);
    // Cleared in place: callers may hold collection handles, which must stay valid (as in MongoDB).
    for (const collection of this.collections.values()) collection.clear();
    this.dirty = false;
    if (this.snapshotPath) await rm(this.snapshotPath, { force: true });
  }

  async flush(): Promise<void> {
    if (!this.snapshotPath || !this.dirty) return;
    const wait = this.lastWriteAt + this.flushIntervalMs() - Date.now();
    if (wait > 0) {
      this.trailing ??= setTimeout(() => {
        this.trailing = null;
        this.write().catch(() => undefined); // kept in lastError, shown by health()
      }, wait).unref();
      return;
    }
    await this.write();
  }

  async health(): Promise<{ ok: boolean; detail?: string }> {
    if (!this.lastError) return { ok: true };
    return { ok: false, detail: `falha ao gravar o snapshot: ${String(this.lastError)}` };
  }

  async close(): Promise<void> {
    this.cancelTrailing();
    await this.write();
  }

  private open(name: string): EmbeddedCollection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new EmbeddedCollection(name, () => (this.dirty = true));
      this.collections.set(name, collection);
    }
    return collection;
  }

  private load(): void {
    if (!this.snapshotPath) return;
    let bytes: Buffer;
    try {
      bytes = readFileSync(this.snapshotPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    let snapshot: Snapshot;
    try {
      snapshot = deserialize(bytes) as Snapshot;
    } catch (err) {
      throw new Error(
        `Snapshot do read store ilegível em ${this.snapshotPath}. Apague o arquivo: as projeções ` +
          'serão refeitas a partir dos eventos.',
        { cause: err },
      );
    }
    if (snapshot.version !== SNAPSHOT_VERSION) {
      // Projections rebuild from the log; an unknown format is cheaper to discard than to migrate.
      return;
    }
    for (const [name, dump] of Object.entries(snapshot.collections)) this.open(name).restore(dump);
  }

  /**
   * Serializing blocks the event loop for a time that grows with the data (100,000 documents
   * take hundreds of ms), so deferred snapshots are spaced to cost at most ~10% of the time.
   * Durability does not suffer: the checkpoints travel in the same snapshot.
   */
  private flushIntervalMs(): number {
    return this.minFlushIntervalMs === 0 ? 0 : Math.max(this.minFlushIntervalMs, this.lastSerializeMs * 10);
  }

  /** Writes one snapshot if anything changed; concurrent callers share the writes in order. */
  private async write(): Promise<void> {
    while (this.writing) await this.writing.catch(() => undefined);
    if (!this.snapshotPath || !this.dirty) return;
    const started = performance.now();
    const snapshot: Snapshot = { version: SNAPSHOT_VERSION, collections: {} };
    for (const [name, c] of this.collections) snapshot.collections[name] = c.dump();
    const bytes = serialize(snapshot);
    this.lastSerializeMs = performance.now() - started;
    this.dirty = false;
    this.writing = writeAtomically(this.snapshotPath, bytes)
      .then(() => {
        this.lastError = null;
      })
      .catch((err: unknown) => {
        this.dirty = true;
        this.lastError = err;
        throw err;
      })
      .finally(() => {
        this.writing = null;
        this.lastWriteAt = Date.now();
      });
    await this.writing;
  }

  private cancelTrailing(): void {
    if (this.trailing) clearTimeout(this.trailing);
    this.trailing = null;
  }
}

async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  const file = await open(temp, 'w');
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temp, path);
  // The rename itself is only durable once the directory entry is synced.
  const dir = await open(dirname(path), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}
