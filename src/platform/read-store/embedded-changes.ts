import type { IndexSpec } from './embedded-index';
import type { Doc } from './read-store.port';

/** What changed since the last drain: each id is either upserted (final version) or deleted. */
export type CollectionChanges = { cleared: boolean; upserts: Doc[]; deletes: unknown[]; indexes: IndexSpec[] };

/**
 * The changes of one embedded collection since the journal last took them. It keeps the
 * stored documents themselves, not copies: the collection replaces a document on every
 * write and never mutates it, so the reference still holds the version that was written.
 */
export class ChangeSet<T extends Doc = Doc> {
  private cleared = false;
  private upserts = new Map<unknown, T>();
  private deletes = new Set<unknown>();
  private indexes: IndexSpec[] = [];

  upserted(doc: T): void {
    this.upserts.set(doc._id, doc);
    this.deletes.delete(doc._id);
  }

  deleted(id: unknown): void {
    this.upserts.delete(id);
    this.deletes.add(id);
  }

  indexed(spec: IndexSpec): void {
    this.indexes.push(spec);
  }

  /** Whatever came before no longer matters: replay starts from an empty collection. */
  clearedAll(): void {
    this.reset();
    this.cleared = true;
  }

  /** Hands over the changes (null if none) and starts anew. */
  drain(): CollectionChanges | null {
    const { cleared, upserts, deletes, indexes } = this;
    if (!cleared && upserts.size === 0 && deletes.size === 0 && indexes.length === 0) return null;
    this.reset();
    return { cleared, upserts: [...upserts.values()], deletes: [...deletes], indexes };
  }

  private reset(): void {
    this.cleared = false;
    this.upserts = new Map();
    this.deletes = new Set();
    this.indexes = [];
  }
}
