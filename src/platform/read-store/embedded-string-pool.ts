/** Strings longer than this are rarely repeated (descriptions, search texts): not worth a lookup. */
const MAX_POOLED_LENGTH = 128;
/** The pool starts over past this many strings, so it never holds every id of a large collection. */
const MAX_POOL_SIZE = 100_000;

/**
 * Makes equal strings among restored documents one string in memory again. A v8
 * serialization keeps objects shared but writes every string by value, so a document read
 * back from disk holds its own copy of what the projection had shared: `_id`, `id` and
 * `entryId` are one string when projected and three after a restart, and a million entries
 * of one giveaway hold a million copies of its id. At a million entries that came to about a
 * gigabyte more than the store held before the restart, past Node's default heap limit.
 * The pool is bounded: values repeated across documents (ids of giveaways, dates, words) are
 * back in it soon after it starts over, and values repeated within one document always are.
 */
export class StringPool {
  private readonly pool = new Map<string, string>();

  /** Replaces, in place, each short string inside the documents by its pooled equal. */
  internAll(docs: unknown[]): void {
    for (let i = 0; i < docs.length; i++) docs[i] = this.intern(docs[i]);
  }

  private intern(value: unknown): unknown {
    if (typeof value === 'string') return this.pooled(value);
    if (value === null || typeof value !== 'object' || value instanceof Date) return value;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = this.intern(value[i]);
      return value;
    }
    const record = value as Record<string, unknown>;
    for (const key in record) record[key] = this.intern(record[key]);
    return value;
  }

  private pooled(value: string): string {
    if (value.length > MAX_POOLED_LENGTH) return value;
    const known = this.pool.get(value);
    if (known !== undefined) return known;
    if (this.pool.size >= MAX_POOL_SIZE) this.pool.clear();
    this.pool.set(value, value);
    return value;
  }
}
