import { randomUUID } from 'node:crypto';
import { cloneDoc as clone } from './embedded-clone';
import { find as mingoFind } from 'mingo';
import { fastFind } from './embedded-fast-find';
import { EmbeddedIndex, equalityValue, isEquality, IndexSpec } from './embedded-index';
import { Plan, planQuery, WantedOrder } from './embedded-plan';
import { compileQuery } from './embedded-query';
import type { Doc, Filter, FindOptions, ReadCollection, Update } from './read-store.port';
import { DuplicateKeyError } from './read-store.errors';
import { applyModifier, seedFromFilter } from './embedded-update';
import { ChangeSet, type CollectionChanges } from './embedded-changes';
import { type DocumentList, type DocumentsOnDisk, EmbeddedDocuments } from './embedded-documents';

export type CollectionDump = { docs: DocumentList; indexes: IndexSpec[] };

/**
 * One embedded collection: documents keyed by _id (EmbeddedDocuments: in memory, or on disk
 * once the collection is large), so `{ _id: x }` (what a projection asks for on every event)
 * is a lookup, not a scan. Query, sort, projection and update operators are mingo's, so
 * their semantics follow MongoDB's.
 * Stored documents are never handed out: reads return clones and writes work on a clone
 * that replaces the stored one only after every check passed (no half-applied update).
 * Because a stored document is replaced, never mutated, the change set can keep references
 * to them: the journal (embedded-read-store.ts) serializes only what changed.
 */
export class EmbeddedCollection<T extends Doc = Doc> implements ReadCollection<T> {
  private readonly docs: EmbeddedDocuments<T>;
  private readonly indexes = new Map<string, EmbeddedIndex>();
  private readonly changes: ChangeSet<T> | null;
  /**
   * While the store loads this collection from disk (EmbeddedReadStore): every call waits
   * until it is whole and its indexes are rebuilt, so no write is checked against half an
   * index and no read scans a large collection whose index is coming (a scan of a million
   * documents holds the event loop for half a second). A failed load rejects it. Null once there.
   */
  loaded: Promise<void> | null = null;
  /** Until the store has read what is on disk (and so which indexes are coming back). */
  contents: Promise<void> | null = null;
  /** Told when a call has to wait for the load: the store then loads this collection next. */
  onWait: (() => void) | null = null;
  /** Indexes on disk, not built yet (buildRestoredIndexes). */
  private readonly restoredSpecs = new Map<string, IndexSpec>();

  constructor(
    readonly name: string,
    private readonly changed: () => void,
    trackChanges = true,
    onDisk: DocumentsOnDisk | null = null,
  ) {
    this.changes = trackChanges ? new ChangeSet<T>() : null;
    this.docs = new EmbeddedDocuments<T>(onDisk);
  }

  async findOne(filter: Filter): Promise<T | null> {
    if (this.loaded) await this.untilLoaded();
    for (const doc of this.matching(filter)) return clone(doc);
    return null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    if (this.loaded) await this.untilLoaded();
    const { sort, skip, limit, projection } = options;
    const sortKeys = sort ? Object.entries(sort) : [];
    // A short sorted page of a long match: an ordered index may hand the documents over in order.
    const order = limit && sortKeys.length === 1 ? { field: sortKeys[0][0], direction: sortKeys[0][1], count: (skip ?? 0) + limit } : undefined;
    const found = this.select(filter, order);
    if (found.ordered) {
      const page: T[] = [];
      for (const doc of found.docs) if (page.push(doc) >= (skip ?? 0) + limit!) break;
      return fastFind(page.slice(skip ?? 0), { projection }) ?? mingoFind(page.slice(skip ?? 0), {}, projection ?? {}).all().map((d) => clone(d) as T);
    }
    const matched = [...found.docs];
    if (!sort && !skip && !limit && !projection) return matched.map((d) => clone(d));
    const fast = fastFind(matched, options);
    if (fast) return fast;
    const cursor = mingoFind(matched, {}, projection ?? {});
    if (sort) cursor.sort(sort);
    if (skip) cursor.skip(skip);
    if (limit) cursor.limit(limit);
    return cursor.all().map((d) => clone(d) as T);
  }

  async count(filter: Filter = {}): Promise<number> {
    if (this.loaded) await this.untilLoaded();
    if (Object.keys(filter).length === 0) return this.docs.size;
    let n = 0;
    for (const _ of this.matching(filter)) n++;
    return n;
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}) {
    if (this.loaded) await this.untilLoaded();
    const { $setOnInsert, ...onMatch } = update as Update & { $setOnInsert?: Record<string, unknown> };
    for (const current of this.matching(filter)) {
      this.write(current, this.modified(current, onMatch, filter));
      return { matched: 1, upserted: false };
    }
    if (!options.upsert) return { matched: 0, upserted: false };
    // As MongoDB does: the new document starts from the filter's equality conditions.
    let next = this.modified(seedFromFilter(filter), onMatch);
    if ($setOnInsert) next = this.modified(next, { $set: $setOnInsert });
    this.write(undefined, withId(next));
    return { matched: 0, upserted: true };
  }

  async updateMany(filter: Filter, update: Update): Promise<{ matched: number }> {
    if (this.loaded) await this.untilLoaded();
    const { $setOnInsert: _ignored, ...modifier } = update;
    const matched = [...this.matching(filter)];
    const next = matched.map((doc) => this.modified(doc, modifier, filter));
    for (let i = 0; i < matched.length; i++) this.write(matched[i], next[i]);
    return { matched: matched.length };
  }

  async replaceOne(filter: Filter, doc: T, options: { upsert?: boolean } = {}): Promise<void> {
    if (this.loaded) await this.untilLoaded();
    for (const current of this.matching(filter)) {
      if (doc._id !== undefined && doc._id !== current._id) {
        throw new Error(`replaceOne em "${this.name}" não pode mudar o _id.`);
      }
      this.write(current, { ...clone(doc), _id: current._id });
      return;
    }
    if (!options.upsert) return;
    const filterId = equalityValue(filter._id);
    const _id = doc._id ?? (isEquality(filter._id) ? filterId : undefined);
    this.write(undefined, withId({ ...clone(doc), ...(_id === undefined ? {} : { _id }) } as T));
  }

  async deleteOne(filter: Filter): Promise<{ deleted: number }> {
    if (this.loaded) await this.untilLoaded();
    for (const doc of this.matching(filter)) {
      this.remove(doc);
      return { deleted: 1 };
    }
    return { deleted: 0 };
  }

  async deleteMany(filter: Filter): Promise<{ deleted: number }> {
    if (this.loaded) await this.untilLoaded();
    const matched = [...this.matching(filter)];
    for (const doc of matched) this.remove(doc);
    return { deleted: matched.length };
  }

  async createIndex(keys: Record<string, 1 | -1>, options: { unique?: boolean; name?: string } = {}) {
    const name = options.name ?? EmbeddedIndex.defaultName(keys);
    if (this.contents) await this.contents;
    // Being rebuilt from disk: it will be there shortly (a projection's setup must not wait for it).
    if (this.restoredSpecs.has(name)) return;
    if (this.loaded) await this.untilLoaded();
    this.addIndex({ name, keys, unique: !!options.unique });
  }

  private async untilLoaded(): Promise<void> {
    this.onWait?.();
    await this.loaded;
  }

  /** Drops documents and indexes, like dropping the MongoDB collection. */
  clear(): void {
    this.docs.clear();
    this.indexes.clear();
    this.restoredSpecs.clear();
    this.changes?.clearedAll();
    this.changed();
  }

  /** Hands over the changes since the last drain (null if none) and starts a new set. */
  drainChanges(): CollectionChanges | null {
    return this.changes?.drain() ?? null;
  }

  /** Lets go of the file a large collection keeps its documents in (the store is closing). */
  release(): void {
    this.docs.close();
  }

  dump(): CollectionDump {
    return { docs: this.docs.frozen(), indexes: [...[...this.indexes.values()].map((i) => i.spec), ...this.restoredSpecs.values()] };
  }

  /** The indexes this collection had on disk: built after its documents are in. */
  expectIndexes(specs: IndexSpec[]): void {
    for (const spec of specs) if (!this.indexes.has(spec.name)) this.restoredSpecs.set(spec.name, spec);
  }

  /**
   * Loads one chunk of a snapshot without marking the store dirty (it is already on disk).
   * Only the documents: a snapshot holds no conflicts (each write was checked), and the
   * indexes are built once the collection is whole (buildRestoredIndexes).
   */
  /** About this many documents are coming from disk: a large collection keeps them on disk from the first (EmbeddedDocuments.expect). */
  expectDocuments(count: number): void {
    this.docs.expect(count);
  }

  restoreChunk(docs: Doc[]): void {
    for (const doc of docs) this.docs.set(doc._id, doc as T);
  }

  /**
   * Builds the indexes read from disk, yielding through `pause`. Nothing writes meanwhile
   * (every call waits for `loaded`), so the documents stay as they were when the build began; a
   * snapshot holds no conflicts (each write was checked), so none is checked here.
   */
  async buildRestoredIndexes(pause: () => Promise<void>): Promise<void> {
    // One pass for all of them: a document kept on disk is read once, not once per index.
    const built = [...this.restoredSpecs.values()].map((spec) => new EmbeddedIndex(spec));
    if (built.length === 0) return;
    let i = 0;
    for (const doc of this.docs.values()) {
      for (const index of built) index.add(doc);
      if ((++i & 255) === 0) await pause();
    }
    for (const index of built) {
      this.indexes.set(index.spec.name, index);
      this.restoredSpecs.delete(index.spec.name);
    }
  }

  /**
   * Applies journaled changes while loading, to the documents only: like the snapshot's, the
   * indexes are built once the collection is whole (buildRestoredIndexes), from its final state.
   */
  replay(changes: CollectionChanges): void {
    if (changes.cleared) {
      this.docs.clear();
      this.indexes.clear();
      this.restoredSpecs.clear();
    }
    for (const id of changes.deletes) this.docs.delete(id);
    for (const doc of changes.upserts) this.docs.set(doc._id, doc as T);
    for (const spec of changes.indexes) this.restoredSpecs.set(spec.name, spec);
  }

  private addIndex(spec: IndexSpec): void {
    if (this.indexes.has(spec.name)) return;
    const index = new EmbeddedIndex(spec);
    for (const doc of this.docs.values()) {
      if (index.conflict(doc) !== undefined) throw new DuplicateKeyError(this.name, spec.name);
      index.add(doc);
    }
    this.indexes.set(spec.name, index);
    this.changes?.indexed(spec);
    this.changed();
  }

  /** The matching documents, one at a time: for the callers that stop at the first. */
  private matching(filter: Filter): Iterable<T> {
    return this.select(filter, undefined, true).docs;
  }

  /**
   * The matching documents, and whether they come in the wanted order already. `lazy` yields
   * them one by one (findOne stops at the first); otherwise they are gathered in a plain
   * loop, several times faster than a generator over the thousands a search reads.
   */
  private select(filter: Filter, order?: WantedOrder, lazy = false): { docs: Iterable<T>; ordered: boolean } {
    const keys = Object.keys(filter);
    if (keys.length === 0) return { docs: this.docs.values(), ordered: false };
    // `{ _id: x }` and `{ _id: { $in: [...] } }` (what projections ask on every event) are answered by the Map.
    const byId = keys.length === 1 && keys[0] === '_id' ? idsOf(filter._id) : null;
    const plan: Plan | null = byId
      ? { ids: new Set(byId), accept: null, check: () => true, ordered: false }
      : planQuery(filter, this.indexes.values(), this.docs, order);
    const ids = plan?.ids ?? this.compoundCandidates(filter);
    const test = plan?.check ?? queryTest(filter);
    if (!ids) return { docs: lazy ? filterLazily(this.docs.values(), test) : filterAll(this.docs.values(), test), ordered: false };
    const lookup = { docs: this.docs, accept: plan?.accept ?? null, test };
    return { docs: lazy || plan?.ordered ? lookupLazily(ids, lookup) : lookupAll(ids, lookup), ordered: !!plan?.ordered };
  }

  /** Candidates from an index whose every field the filter pins with an equality (compound indexes, null, dates). */
  private compoundCandidates(filter: Filter): Iterable<unknown> | null {
    for (const index of this.indexes.values()) {
      const ids = index.candidates(filter);
      if (ids) return new Set(ids);
    }
    return null;
  }

  private modified(doc: Doc, modifier: Update, filter?: Filter): T {
    const next = clone(doc) as T;
    applyModifier(next, modifier, filter);
    return next;
  }

  private write(previous: T | undefined, next: T): void {
    if (!previous && this.docs.has(next._id)) throw new DuplicateKeyError(this.name, '_id_');
    // An update that keeps an index's fields needs neither a uniqueness check nor a re-index.
    const touched = [...this.indexes.values()].filter((index) => !previous || !index.unchanged(previous, next));
    for (const index of touched) {
      if (index.conflict(next) !== undefined) throw new DuplicateKeyError(this.name, index.spec.name);
    }
    for (const index of touched) {
      if (previous) index.remove(previous);
      index.add(next);
    }
    this.docs.set(next._id, next);
    this.changes?.upserted(next);
    this.changed();
  }

  private remove(doc: T): void {
    this.detach(doc);
    this.changes?.deleted(doc._id);
    this.changed();
  }

  private detach(doc: T | undefined): void {
    if (!doc) return;
    for (const index of this.indexes.values()) index.remove(doc);
    this.docs.delete(doc._id);
  }
}

function queryTest(filter: Filter): (doc: Doc) => boolean {
  const query = compileQuery(filter);
  return (doc) => query.test(doc);
}

type Lookup<T> = { docs: { get(id: unknown): T | undefined }; accept: ((id: unknown) => boolean) | null; test: (doc: T) => boolean };

function lookupAll<T>(ids: Iterable<unknown>, { docs, accept, test }: Lookup<T>): T[] {
  const out: T[] = [];
  for (const id of ids) {
    if (accept && !accept(id)) continue;
    const doc = docs.get(id);
    if (doc && test(doc)) out.push(doc);
  }
  return out;
}

function* lookupLazily<T>(ids: Iterable<unknown>, { docs, accept, test }: Lookup<T>): Iterable<T> {
  for (const id of ids) {
    if (accept && !accept(id)) continue;
    const doc = docs.get(id);
    if (doc && test(doc)) yield doc;
  }
}

/** Only the matches are kept: a scan of a collection kept on disk reads each document once and holds none of the others. */
function filterAll<T>(docs: Iterable<T>, test: (doc: T) => boolean): T[] {
  const out: T[] = [];
  for (const doc of docs) if (test(doc)) out.push(doc);
  return out;
}

function* filterLazily<T>(docs: Iterable<T>, test: (doc: T) => boolean): Iterable<T> {
  for (const doc of docs) if (test(doc)) yield doc;
}

/** The ids an `_id` condition names, when it is an equality or a plain $in. */
function idsOf(condition: unknown): unknown[] | null {
  if (isEquality(condition)) return [equalityValue(condition)];
  const $in = (condition as { $in?: unknown } | null)?.$in;
  if (Array.isArray($in) && Object.keys(condition as object).length === 1) return $in;
  return null;
}

// MongoDB would make an ObjectId; the port's documents carry string ids.
const withId = <D extends Doc>(doc: D): D => (doc._id === undefined ? { ...doc, _id: randomUUID() } : doc);
