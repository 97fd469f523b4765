import { compareOrder, isOrderValue, type OrderValue, SortedPosting } from './embedded-sorted-posting';
import type { Doc, Filter } from './read-store.port';

export type IndexSpec = { name: string; keys: Record<string, 1 | -1>; unique: boolean };
export type Posting = ReadonlySet<unknown> | SortedPosting;

/**
 * An equality index for the embedded store: it enforces `unique` and lets a filter with
 * equality on the indexed fields skip the full scan (projections look documents up by e.g.
 * giveawayId for every event). Like MongoDB, a missing field is indexed as null.
 *
 * - One field: a non-unique index is multikey, as in MongoDB: a document holding an array
 *   there is indexed under each scalar element, so `{ tags: 'a' }` finds it without a scan.
 * - Two fields, not unique ("ordered"): multikey on the first field, and each key's documents
 *   kept sorted by the second, like MongoDB's `{ termos: 1, rank: -1 }`: a search asks for
 *   the best few by rank of the documents holding any of many words, and reads only those.
 * - Otherwise (unique pairs, three or more fields) the whole tuple is the key.
 *
 * Documents the index cannot key — an array where it cannot take one, an array crossed on the
 * way to a field, arrays of arrays, a sort value that is not null, a number or a string — are
 * kept apart ("unkeyed") and always handed to the full query: uniqueness is not checked
 * across array elements.
 */
export class EmbeddedIndex {
  readonly fields: string[];
  /** Each field's path, split once: an index build reads it for every document. */
  private readonly paths: string[][];
  readonly mode: 'single' | 'ordered' | 'compound';
  /**
   * The ids under each key: the id itself while it is the only one (a unique index holds
   * nothing else, and a Set for each of a million keys cost about 130 bytes each), then a Set.
   */
  private readonly entries = new Map<unknown, unknown>();
  private readonly sorted = new Map<unknown, SortedPosting | OneSorted>();
  private readonly multikey = new Set<unknown>();

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.keys);
    this.paths = this.fields.map((field) => field.split('.'));
    this.mode = this.fields.length === 1 ? 'single' : this.fields.length === 2 && !spec.unique ? 'ordered' : 'compound';
  }

  static defaultName(keys: Record<string, 1 | -1>): string {
    return Object.entries(keys)
      .map(([k, v]) => `${k}_${v}`)
      .join('_');
  }

  /** The field whose values this index looks up one by one (null for a compound key). */
  get lead(): string | null {
    return this.mode === 'compound' ? null : this.fields[0];
  }

  /** The field each key's documents are sorted by (ordered indexes only). */
  get sortField(): string | null {
    return this.mode === 'ordered' ? this.fields[1] : null;
  }

  /** Documents this index holds no key for: they may match anything. */
  get unkeyed(): ReadonlySet<unknown> {
    return this.multikey;
  }

  /** Whether a write from `previous` to `next` leaves this index as it is (the common case). */
  unchanged(previous: Doc, next: Doc): boolean {
    return this.paths.every((path) => sameIndexedValue(readParts(previous, path), readParts(next, path)));
  }

  /** The id of another document already holding this document's key, if unique. */
  conflict(doc: Doc): unknown {
    if (!this.spec.unique) return undefined;
    const keys = this.keysOf(doc);
    if (keys === null) return undefined;
    for (const id of idsIn(this.entries.get(keys[0]))) if (id !== doc._id) return id;
    return undefined;
  }

  add(doc: Doc): void {
    const keys = this.keysOf(doc);
    if (keys === null) {
      this.multikey.add(doc._id);
      return;
    }
    if (this.mode === 'ordered') {
      const value = (readParts(doc, this.paths[1]) ?? null) as OrderValue;
      for (const key of keys) {
        const held = this.sorted.get(key);
        if (held === undefined) this.sorted.set(key, new OneSorted(doc._id, value));
        else if (held instanceof OneSorted) this.sorted.set(key, sortedPostingOf([held, new OneSorted(doc._id, value)]));
        else held.add(doc._id, value);
      }
      return;
    }
    for (const key of keys) {
      const held = this.entries.get(key);
      if (held === undefined) this.entries.set(key, doc._id);
      else if (held instanceof Set) held.add(doc._id);
      else if (held !== doc._id) this.entries.set(key, new Set([held, doc._id]));
    }
  }

  remove(doc: Doc): void {
    const keys = this.keysOf(doc);
    if (keys === null) {
      this.multikey.delete(doc._id);
      return;
    }
    if (this.mode === 'ordered') {
      const value = (readParts(doc, this.paths[1]) ?? null) as OrderValue;
      for (const key of keys) {
        const held = this.sorted.get(key);
        if (held instanceof OneSorted) {
          if (held.id === doc._id && compareOrder(held.value, value) === 0) this.sorted.delete(key);
          continue;
        }
        held?.remove(doc._id, value);
        if (held?.size === 0) this.sorted.delete(key);
      }
      return;
    }
    for (const key of keys) {
      const held = this.entries.get(key);
      if (held instanceof Set) {
        held.delete(doc._id);
        if (held.size === 0) this.entries.delete(key);
      } else if (held === doc._id) this.entries.delete(key);
    }
  }

  /**
   * The documents keyed under one value of the lead field (unkeyed ones not included): a Set,
   * or for an ordered index a SortedPosting. Read-only for the caller.
   */
  posting(value: unknown): Posting | undefined {
    const key = keyOf(value);
    if (this.mode === 'ordered') return this.sortedAt(key);
    const held = this.entries.get(key);
    return held === undefined || held instanceof Set ? (held as Set<unknown> | undefined) : new Set([held]);
  }

  /** Ids that may match the filter, or null when the filter does not pin every field. */
  candidates(filter: Filter): unknown[] | null {
    const values: unknown[] = [];
    for (const field of this.fields) {
      const value = equalityValue(filter[field]);
      if (value === NO_EQUALITY) return null;
      values.push(value);
    }
    // MongoDB's null also matches arrays holding null, but not empty ones: left to the full query.
    if (this.mode !== 'compound' && !this.spec.unique && values[0] === null) return null;
    if (this.mode === 'ordered') {
      if (!isOrderValue(values[1])) return null;
      const posting = this.sortedAt(keyOf(values[0]));
      return [...(posting?.equal(values[1]) ?? []), ...this.multikey];
    }
    const key = this.mode === 'single' ? keyOf(values[0]) : encode(values);
    return [...idsIn(this.entries.get(key)), ...this.multikey];
  }

  /** The documents under one key of an ordered index, as a SortedPosting (made for the caller when the key holds one). */
  private sortedAt(key: unknown): SortedPosting | undefined {
    const held = this.sorted.get(key);
    return held instanceof OneSorted ? sortedPostingOf([held]) : held;
  }

  /** The keys of a document, or null when it cannot be keyed (see the class comment). */
  private keysOf(doc: Doc): unknown[] | null {
    if (this.mode === 'ordered') {
      const value = resolvePath(doc, this.paths[1]);
      if (value !== undefined && !isOrderValue(value)) return null;
      return elementKeys(doc, this.paths[0]);
    }
    if (this.mode === 'single' && !this.spec.unique) return elementKeys(doc, this.paths[0]);
    const values: unknown[] = [];
    for (const path of this.paths) {
      const value = resolvePath(doc, path);
      if (value === MULTIKEY) return null;
      values.push(value ?? null);
    }
    return [this.mode === 'single' ? keyOf(values[0]) : encode(values)];
  }
}

/**
 * The one document under a key of an ordered index. Most keys of an index led by a person's
 * or an entry's id hold one, and a SortedPosting with its two arrays costs about 170 bytes
 * (this, 40): over a million participants, some 120 MB. Becomes a SortedPosting at the second.
 */
class OneSorted {
  constructor(
    readonly id: unknown,
    readonly value: OrderValue,
  ) {}
}

function sortedPostingOf(entries: OneSorted[]): SortedPosting {
  const posting = new SortedPosting();
  for (const { id, value } of entries) posting.add(id, value);
  return posting;
}

const NO_EQUALITY = Symbol('no-equality');
const MULTIKEY = Symbol('multikey');

/** A filter value that means "field equals this scalar" ({f: 'x'} or {f: {$eq: 'x'}}). */
export function equalityValue(condition: unknown): unknown {
  if (condition !== null && typeof condition === 'object' && !(condition instanceof Date)) {
    const keys = Object.keys(condition);
    if (keys.length !== 1 || keys[0] !== '$eq') return NO_EQUALITY;
    return equalityValue((condition as { $eq: unknown }).$eq);
  }
  return condition === undefined ? NO_EQUALITY : condition;
}
export const isEquality = (condition: unknown) => equalityValue(condition) !== NO_EQUALITY;

/** The keys of one field for a multikey index: one per distinct scalar element of an array. */
function elementKeys(doc: Doc, path: string[]): unknown[] | null {
  const value = resolvePath(doc, path, true);
  if (value === MULTIKEY) return null;
  if (!Array.isArray(value)) return [keyOf(value ?? null)];
  const keys = new Set<unknown>();
  for (const element of value) {
    if (Array.isArray(element)) return null;
    // A scalar never equals an object, so objects need no key for the equality lookups served here.
    if (element !== null && typeof element === 'object' && !isDate(element)) continue;
    keys.add(keyOf(element));
  }
  return [...keys];
}

/** The value at a dotted path; MULTIKEY when an array is crossed (or ends the path, unless allowed). */
function resolvePath(doc: unknown, path: string[], arrayAtEnd = false): unknown {
  let value = doc;
  for (const part of path) {
    if (Array.isArray(value)) return MULTIKEY;
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return Array.isArray(value) && !arrayAtEnd ? MULTIKEY : value;
}

const isDate = (value: object) => Object.prototype.toString.call(value) === '[object Date]';

/**
 * The Map key of one value. Strings, numbers and booleans are their own keys (a Map already
 * keeps 1, '1' and true apart, and -0 with 0); a Date becomes a BigInt of its time, so it
 * never meets its ISO string; anything else, JSON behind a NUL that no text field starts with.
 */
function keyOf(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return value;
    default:
      if (value === null || value === undefined) return null;
      if (isDate(value as object)) return BigInt((value as Date).getTime());
      return `\u0000${encode([value])}`;
  }
}

const encode = (values: unknown[]) =>
  JSON.stringify(values.map((v) => (v !== null && typeof v === 'object' && isDate(v) ? { $date: (v as Date).getTime() } : v)));

/** Same key(s) before and after a write: equal scalars, or arrays with the same elements. */
function sameIndexedValue(a: unknown, b: unknown): boolean {
  if (!Array.isArray(b)) return Object.is(a, b);
  if (!Array.isArray(a) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i]) || Array.isArray(b[i])) return false;
  return true;
}

/** A dotted path's plain value (objects compare by reference: a changed object counts as a change). */
export const readPath = (doc: unknown, path: string): unknown => readParts(doc, path.split('.'));

function readParts(doc: unknown, path: string[]): unknown {
  let value = doc;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The ids an equality entry holds: none, one, or a Set of them. */
const idsIn = (held: unknown): Iterable<unknown> => (held === undefined ? [] : held instanceof Set ? held : [held]);

