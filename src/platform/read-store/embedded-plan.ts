import { compileQuery } from './embedded-query';
import { EmbeddedIndex, equalityValue, Posting, readPath } from './embedded-index';
import { compareOrder, type OrderValue, PostingCursor, SortedPosting } from './embedded-sorted-posting';
import type { Doc, Filter } from './read-store.port';

type Scalar = string | number | boolean;
/** One condition on one field: equals a value, equals one of them ($in), or holds all of them ($all). */
type Condition = { field: string; op: 'eq' | 'in' | 'all'; values: Scalar[] };

/** A sort on one field that an ordered index may already hold, and how many documents are wanted (skip + limit). */
export interface WantedOrder {
  field: string;
  direction: 1 | -1;
  count: number;
}

export interface Plan {
  /** The ids to look at: every matching document is among them. */
  ids: Iterable<unknown>;
  /** Tests on the id alone, before the document is read (intersections with other postings). */
  accept: ((id: unknown) => boolean) | null;
  /**
   * When the indexes answer the whole filter: the test left for the document (cheap, no
   * mingo). Null: run the full query on each document.
   */
  check: ((doc: Doc) => boolean) | null;
  /** The ids come in the wanted order: the first matches are the first results. */
  ordered: boolean;
}

/**
 * One way to answer one condition: an index and the postings of the condition's values.
 * `pinned`: an ordered index's postings cut down to the sort values another condition pins
 * (a set of ids, not in the sort order).
 */
type Option = { condition: Condition; index: EmbeddedIndex | null; postings: Posting[]; cost: number; pinned?: true };

/** Reading a document to test it costs about this many times more than adding an id to a set. */
const DOCUMENT_READ_COST = 8;


/** The collection's documents, as the plan reads them: whether an id is there, and the document. */
export type Documents = { has(id: unknown): boolean; get(id: unknown): Doc | undefined };

/**
 * Picks the candidates of a filter from the indexes that look up single values: the most
 * selective of the conditions they can answer (equality, $in, $all of plain strings, numbers
 * or booleans, at the top level or inside $and) enumerates ids; each other one is tested on
 * the document or, once that costs more, on the id (a set of its postings' ids). When every
 * condition is answered this way and the indexes key every document, the result is exact
 * and mingo is skipped. With a wanted order that an ordered index holds, and many candidates
 * for few wanted, the ids come in that order (a k-way merge of the values' sorted postings),
 * so a search's best 200 of 30,000 cost about 200 reads. Returns null when no condition has
 * an index.
 */
export function planQuery(filter: Filter, indexes: Iterable<EmbeddedIndex>, docs: Documents, order?: WantedOrder): Plan | null {
  const parsed = conditionsOf(filter);
  if (!parsed) return null;
  const byField = new Map<string, EmbeddedIndex[]>();
  for (const index of indexes) if (index.lead) byField.set(index.lead, [...(byField.get(index.lead) ?? []), index]);

  let exact = !parsed.residual;
  const options: Option[] = [];
  for (const condition of parsed.conditions) {
    if (condition.field === '_id') {
      options.push({ condition, index: null, postings: [], cost: condition.values.length });
      continue;
    }
    const usable = byField.get(condition.field) ?? [];
    // No index, or only ones with documents they cannot key: only the full query can tell.
    if (usable.length === 0 || usable.every((index) => index.unkeyed.size > 0)) exact = false;
    for (const index of usable) {
      options.push(optionOf(condition, index));
      const pinned = pinnedOptionOf(condition, index, parsed.conditions);
      if (pinned) options.push(pinned);
    }
  }
  if (exact) {
    // Only indexes that key every document answer a condition exactly.
    const keyed = options.filter((o) => !o.index || o.index.unkeyed.size === 0);
    options.splice(0, options.length, ...keyed);
  }
  if (options.length === 0) return null;
  const smallest = options.reduce((best, option) => (option.cost < best.cost ? option : best));
  const ordered = order && exact
    ? options
        .filter((o) => o.index?.sortField === order.field && o.condition.op !== 'all' && !o.pinned)
        .reduce<Option | null>((best, option) => (!best || option.cost < best.cost ? option : best), null)
    : null;
  // Read in order, the page ends after about count × (its candidates / the matches) reads, and
  // there are at most as many matches as the smallest candidate set holds; read unordered, all
  // of that set is read and sorted. So: in order when count × ordered < smallest².
  const inOrder = ordered && order!.count * ordered.cost < smallest.cost * smallest.cost ? ordered : null;
  const driver = inOrder ?? smallest;

  const ids = inOrder ? mergedInOrder(inOrder.postings as SortedPosting[], order!.direction) : idsOf(driver, (id) => docs.has(id));
  if (!exact) return { ids, accept: null, check: null, ordered: false };
  const accepts: Array<(id: unknown) => boolean> = [];
  const checks: Array<(doc: Doc) => boolean> = [];
  // $all enumerates the postings of one value only: the others are tested.
  const rest = parsed.conditions.filter((c) => c !== driver.condition);
  if (driver.condition.op === 'all' && driver.condition.values.length > 1) rest.push(driver.condition);
  for (const condition of rest) {
    const option = options.find((o) => o.condition === condition && o.index && !o.pinned);
    if (option) accepts.push(idTestOf(option, docs));
    else checks.push(testOf(condition));
  }
  checks.push(...parsed.ranges);
  return {
    ids,
    accept: accepts.length === 0 ? null : accepts.length === 1 ? accepts[0] : (id) => accepts.every((accept) => accept(id)),
    check: checks.length === 0 ? () => true : (doc) => checks.every((check) => check(doc)),
    ordered: !!inOrder,
  };
}

function optionOf(condition: Condition, index: EmbeddedIndex): Option {
  const postings: Posting[] = [];
  const sizes: number[] = [];
  for (const value of condition.values) {
    const posting = index.posting(value);
    sizes.push(posting?.size ?? 0);
    if (posting) postings.push(posting);
  }
  const found = condition.op === 'all' ? Math.min(...sizes) : sizes.reduce((a, b) => a + b, 0);
  return { condition, index, postings, cost: found + index.unkeyed.size };
}

/**
 * `{ giveawayId: g, index: 5 }` over an ordered index `{ giveawayId: 1, index: 1 }`: only the
 * ids whose sort value is pinned, found by binary search in the lead value's sorted posting,
 * instead of every document under `g` (a draw's 15 leaves among a million entries). Documents
 * the index holds no key for (an array or another type there) stay candidates; the pinning
 * condition is still tested on each document, so this only narrows.
 */
function pinnedOptionOf(condition: Condition, index: EmbeddedIndex, conditions: Condition[]): Option | null {
  const sortField = index.sortField;
  if (!sortField || condition.op === 'all') return null;
  const pin = conditions.find((c) => c.field === sortField && c.op !== 'all' && c.values.every((v) => typeof v !== 'boolean'));
  if (!pin) return null;
  const ids = new Set<unknown>();
  for (const value of condition.values) {
    const posting = index.posting(value);
    if (!(posting instanceof SortedPosting)) continue;
    for (const sortValue of pin.values) for (const id of posting.equal(sortValue as OrderValue)) ids.add(id);
  }
  return { condition, index, postings: [ids], cost: ids.size + index.unkeyed.size, pinned: true };
}

type Parsed = { conditions: Condition[]; ranges: Array<(doc: Doc) => boolean>; residual: boolean };

function conditionsOf(filter: Filter): Parsed | null {
  const conditions: Condition[] = [];
  const ranges: Parsed['ranges'] = [];
  let residual = false;
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value) && value.length > 0 && value.every(isPlainObject)) {
      for (const part of value) {
        const inner = conditionsOf(part as Filter);
        if (!inner) residual = true;
        else {
          conditions.push(...inner.conditions);
          ranges.push(...inner.ranges);
          residual ||= inner.residual;
        }
      }
      continue;
    }
    const condition = key.startsWith('$') ? null : conditionOf(key, value);
    const range = condition || key.startsWith('$') ? null : rangeTestOf(key, value);
    if (condition) conditions.push(condition);
    else if (range) ranges.push(range);
    else residual = true;
  }
  return conditions.length === 0 ? null : { conditions, ranges, residual };
}

const RANGE_OPS = new Set(['$lt', '$lte', '$gt', '$gte']);

/**
 * `{ field: { $lt: 10, $gte: 2 } }` on a top-level field with finite numbers: a plain
 * comparison when the document holds a number there (a draw's `seq < close` over a million
 * entries), mingo for anything else (arrays, NaN, other types), whose brackets are MongoDB's.
 */
function rangeTestOf(field: string, value: unknown): ((doc: Doc) => boolean) | null {
  if (field.includes('.') || !isPlainObject(value)) return null;
  const bounds = Object.entries(value);
  if (bounds.length === 0 || !bounds.every(([op, bound]) => RANGE_OPS.has(op) && typeof bound === 'number' && Number.isFinite(bound))) return null;
  // Other types are rare: their mingo query is compiled only when one turns up.
  let query: ReturnType<typeof compileQuery> | null = null;
  const within = (v: number) =>
    bounds.every(([op, bound]) => (op === '$lt' ? v < (bound as number) : op === '$lte' ? v <= (bound as number) : op === '$gt' ? v > (bound as number) : v >= (bound as number)));
  return (doc) => {
    const v = doc[field];
    if (typeof v === 'number' && !Number.isNaN(v)) return within(v);
    query ??= compileQuery({ [field]: value });
    return query.test(doc);
  };
}

function conditionOf(field: string, value: unknown): Condition | null {
  const equal = equalityValue(value);
  if (isScalar(equal)) return { field, op: 'eq', values: [equal] };
  if (!isPlainObject(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 1) return null;
  const list = (value as Record<string, unknown>)[keys[0]];
  if (!Array.isArray(list) || !list.every(isScalar)) return null;
  if (keys[0] === '$in') return { field, op: 'in', values: [...new Set(list)] };
  // MongoDB's $all with no values matches nothing: left to the full query.
  if (keys[0] === '$all' && list.length > 0) return { field, op: 'all', values: [...new Set(list)] };
  return null;
}

const idsOfPosting = (posting: Posting): Iterable<unknown> => (posting instanceof SortedPosting ? posting.allIds() : posting);

/** The candidate ids, as a collection (not a generator: thousands of ids are read per search). */
function idsOf(option: Option, hasId: (id: unknown) => boolean): Iterable<unknown> {
  const { condition, index, postings } = option;
  if (!index) return condition.values.filter(hasId);
  // $all: the smallest posting, or none when a value has none (then nothing holds them all).
  const chosen = condition.op !== 'all' ? postings : postings.length < condition.values.length ? [] : [smallestPosting(postings)];
  if (chosen.length === 1 && index.unkeyed.size === 0) return idsOfPosting(chosen[0]);
  // Under a multikey index one document can sit under several of the values.
  const seen = new Set<unknown>();
  for (const posting of chosen) for (const id of idsOfPosting(posting)) seen.add(id);
  for (const id of index.unkeyed) seen.add(id);
  return seen;
}

/** The ids under any of the values, in the order of the index's sort field: a k-way merge of sorted postings. */
function* mergedInOrder(postings: SortedPosting[], direction: 1 | -1): Iterable<unknown> {
  const heap: PostingCursor[] = [];
  for (const posting of postings) {
    const cursor = posting.cursor(direction);
    if (!cursor.done) heap.push(cursor);
  }
  if (heap.length === 1) {
    for (const cursor = heap[0]; !cursor.done; cursor.advance()) yield cursor.id;
    return;
  }
  // The heap's top is the cursor whose current value comes first in the wanted direction.
  const before = (a: PostingCursor, b: PostingCursor) => {
    const x = a.value;
    const y = b.value;
    return typeof x === 'number' && typeof y === 'number' ? direction * (x - y) < 0 : direction * compareOrder(x, y) < 0;
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && before(heap[l], heap[top])) top = l;
      if (r < heap.length && before(heap[r], heap[top])) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top], heap[i]];
      i = top;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
  // Under a multikey index one document can sit under several of the values.
  const seen = new Set<unknown>();
  while (heap.length > 0) {
    const cursor = heap[0];
    const id = cursor.id;
    cursor.advance();
    if (cursor.done) {
      const last = heap.pop()!;
      if (heap.length > 0) heap[0] = last;
    }
    if (heap.length > 0) down(0);
    if (seen.has(id)) continue;
    seen.add(id);
    yield id;
  }
}

function smallestPosting(postings: Posting[]): Posting {
  return postings.reduce((best, p) => (p.size < best.size ? p : best));
}

/**
 * A condition as a test on the id. The first candidates are tested on their document; once
 * enough have been that a set of the condition's postings costs less than reading more
 * documents, the set is built and the rest are tested against it. A page read in order
 * (a few hundred candidates) never builds the set of a common word's thousands of ids.
 */
function idTestOf(option: Option, docs: Documents): (id: unknown) => boolean {
  const { condition, postings, cost } = option;
  const onDocument = testOf(condition);
  let members: ((id: unknown) => boolean) | null = null;
  let tested = 0;
  return (id) => {
    if (members) return members(id);
    if (++tested * DOCUMENT_READ_COST < cost) {
      const doc = docs.get(id);
      return !!doc && onDocument(doc);
    }
    members = membersOf(condition, postings);
    return members(id);
  };
}

function membersOf(condition: Condition, postings: Posting[]): (id: unknown) => boolean {
  if (condition.op === 'all') {
    if (postings.length < condition.values.length) return () => false;
    const sets = postings.map((p) => (p instanceof SortedPosting ? new Set(p.allIds()) : p));
    return (id) => sets.every((set) => set.has(id));
  }
  if (postings.length === 1 && !(postings[0] instanceof SortedPosting)) {
    const set = postings[0];
    return (id) => set.has(id);
  }
  const union = new Set<unknown>();
  for (const posting of postings) for (const id of idsOfPosting(posting)) union.add(id);
  return (id) => union.has(id);
}

/** MongoDB equality of a scalar: the field is that value, or an array holding it. */
function testOf(condition: Condition): (doc: Doc) => boolean {
  const { field, op, values } = condition;
  const holds = (doc: Doc, value: Scalar) => {
    const v = readPath(doc, field);
    return Array.isArray(v) ? v.includes(value) : v === value;
  };
  if (op === 'eq') return (doc) => holds(doc, values[0]);
  if (op === 'all') return (doc) => values.every((value) => holds(doc, value));
  const set = new Set<unknown>(values);
  return (doc) => {
    const v = readPath(doc, field);
    return Array.isArray(v) ? v.some((element) => set.has(element)) : set.has(v);
  };
}

const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
const isPlainObject = (v: unknown): v is Record<string, unknown> => Object.prototype.toString.call(v) === '[object Object]';
