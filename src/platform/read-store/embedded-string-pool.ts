/** Strings longer than this are rarely repeated (descriptions, search texts): not worth a lookup. */
const MAX_POOLED_LENGTH = 128;
/**
 * The pool starts over past this many strings. Small enough to stay in the processor's cache
 * (a pool of 100,000 made the lookups twice as slow) and never to hold every id of a large
 * collection; values repeated across documents (a giveaway's id, a date, a word) are back in
 * it soon after it starts over, and values repeated within one document almost always are.
 */
const MAX_POOL_SIZE = 4096;

/**
 * Makes equal strings among restored documents one string in memory again. A v8
 * serialization keeps objects shared but writes every string by value, so a document read
 * back from disk holds its own copy of what the projection had shared: `_id`, `id` and
 * `entryId` are one string when projected and three after a restart, and a million entries
 * of one giveaway hold a million copies of its id. At a million entries that came to 1.4 GB
 * of heap more than the strings need, past Node's default heap limit (docs/performance.md).
 */
export class StringPool {
  private readonly pool = new Map<string, string>();

  /** Replaces, in place, each short string inside the documents by its pooled equal. */
  internAll(docs: unknown[]): void {
    for (const doc of docs) if (doc !== null && typeof doc === 'object') this.internIn(doc);
  }

  private internIn(value: object): void {
    // A Date has no enumerable keys: the loop leaves it as it is.
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = this.interned(value[i]);
      return;
    }
    const record = value as Record<string, unknown>;
    for (const key in record) record[key] = this.interned(record[key]);
  }

  private interned(value: unknown): unknown {
    if (typeof value === 'string') return this.pooled(value);
    if (value !== null && typeof value === 'object') this.internIn(value);
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
