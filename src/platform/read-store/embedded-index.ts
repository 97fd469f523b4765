import type { Doc, Filter } from './read-store.port';

export type IndexSpec = { name: string; keys: Record<string, 1 | -1>; unique: boolean };

/**
 * An equality index for the embedded store: it enforces `unique` and lets a filter with
 * equality on every indexed field skip the full scan (projections look documents up by
 * e.g. giveawayId for every event). Like MongoDB, a missing field is indexed as null.
 * Documents holding an array on an indexed path are kept apart ("multikey") and always
 * handed to the full query instead: uniqueness is not checked across array elements.
 */
export class EmbeddedIndex {
  readonly fields: string[];
  private readonly entries = new Map<string, Set<unknown>>();
  private readonly multikey = new Set<unknown>();

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.keys);
  }

  static defaultName(keys: Record<string, 1 | -1>): string {
    return Object.entries(keys)
      .map(([k, v]) => `${k}_${v}`)
      .join('_');
  }

  /** Whether a write from `previous` to `next` leaves this index as it is (the common case). */
  unchanged(previous: Doc, next: Doc): boolean {
    return this.fields.every((field) => Object.is(readPath(previous, field), readPath(next, field)) && !Array.isArray(readPath(next, field)));
  }

  /** The id of another document already holding this document's key, if unique. */
  conflict(doc: Doc): unknown {
    if (!this.spec.unique) return undefined;
    const key = this.keyOf(doc);
    if (key === null) return undefined;
    for (const id of this.entries.get(key) ?? []) if (id !== doc._id) return id;
    return undefined;
  }

  add(doc: Doc): void {
    const key = this.keyOf(doc);
    if (key === null) {
      this.multikey.add(doc._id);
      return;
    }
    let ids = this.entries.get(key);
    if (!ids) this.entries.set(key, (ids = new Set()));
    ids.add(doc._id);
  }

  remove(doc: Doc): void {
    const key = this.keyOf(doc);
    if (key === null) {
      this.multikey.delete(doc._id);
      return;
    }
    const ids = this.entries.get(key);
    ids?.delete(doc._id);
    if (ids?.size === 0) this.entries.delete(key);
  }

  /** Ids that may match the filter, or null when the filter does not pin every field. */
  candidates(filter: Filter): unknown[] | null {
    const values: unknown[] = [];
    for (const field of this.fields) {
      const value = equalityValue(filter[field]);
      if (value === NO_EQUALITY) return null;
      values.push(value);
    }
    const key = encode(values);
    return [...(this.entries.get(key) ?? []), ...this.multikey];
  }

  private keyOf(doc: Doc): string | null {
    const values: unknown[] = [];
    for (const field of this.fields) {
      const value = resolvePath(doc, field);
      if (value === MULTIKEY) return null;
      values.push(value ?? null);
    }
    return encode(values);
  }
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

function resolvePath(doc: unknown, path: string): unknown {
  let value = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(value)) return MULTIKEY;
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return Array.isArray(value) ? MULTIKEY : value;
}

// Dates are tagged so that a Date and its ISO string never share a key.
const encode = (values: unknown[]) =>
  JSON.stringify(values.map((v) => (v instanceof Date ? { $date: v.getTime() } : v)));

/** A dotted path's plain value (objects compare by reference: a changed object counts as a change). */
function readPath(doc: unknown, path: string): unknown {
  let value = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
