import { update as mingoUpdate } from 'mingo';
import { cloneDoc as clone } from './embedded-clone';
import { equalityValue, isEquality } from './embedded-index';
import type { Doc, Filter, Update } from './read-store.port';

type Modifier = Parameters<typeof mingoUpdate>[1];
type Operator = (expr: unknown) => (doc: Doc) => unknown;
// A subpath export: the project's CommonJS module resolution does not read "exports" maps
// for types, so it is required untyped (Node resolves it at run time).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const OPERATORS: Record<string, Operator> = require('mingo/operators/update');

/**
 * mingo's own update operators, called one by one: its `update()` helper rebuilds its
 * whole operator context on every call (~170 µs, the cost of a projection write), the
 * operators alone take a few µs. The checks `update()` adds across operators are redone
 * here; positional paths ("a.$.b") need the filter, so those go through `update()`.
 */
export function applyModifier(doc: Doc, modifier: Update, filter?: Filter): void {
  const entries = Object.entries(clone(modifier)) as [string, Record<string, unknown>][];
  const paths = entries.flatMap(([, expr]) => Object.keys(expr));
  if (paths.some((p) => p.includes('$'))) {
    mingoUpdate(doc, modifier as Modifier, undefined, filter, { cloneMode: 'deep' });
    return;
  }
  assertNoConflict(paths);
  for (const [op, expr] of entries) {
    const operator = Object.hasOwn(OPERATORS, op) ? OPERATORS[op] : undefined;
    if (!operator) throw new Error(`Operador de atualização desconhecido: '${op}'.`);
    // Each field the plain path can take is written here; what is left goes to mingo's operator.
    const rest = Object.fromEntries(Object.entries(expr).filter(([field, value]) => !appliedPlainly(doc, op, field, value)));
    if (Object.keys(rest).length > 0) operator(rest)(doc);
  }
}

/**
 * The updates projections write on every event, applied without mingo: `$set`, `$unset`,
 * `$inc` on numbers and `$push` (alone or with `$each`/`$slice`) onto arrays, each on a
 * top-level field. False, with the document untouched, for anything else (a dotted path, a
 * field holding another type): mingo applies it, with MongoDB's rules and errors. The
 * modifier was already copied, so its values are the document's to keep.
 */
function appliedPlainly(doc: Doc, op: string, field: string, value: unknown): boolean {
  // _id is immutable: mingo refuses to change it, as MongoDB does.
  if (field === '_id' || field.includes('.') || field.startsWith('$')) return false;
  const record = doc as Record<string, unknown>;
  switch (op) {
    case '$set':
      record[field] = value;
      return true;
    case '$unset':
      delete record[field];
      return true;
    case '$inc': {
      const current = record[field];
      if (typeof value !== 'number' || !(current === undefined || typeof current === 'number')) return false;
      record[field] = (current ?? 0) + value;
      return true;
    }
    case '$push': {
      const current = record[field] ?? [];
      if (!Array.isArray(current)) return false;
      const spec = pushSpec(value);
      if (!spec) return false;
      let next = [...current, ...spec.each];
      if (spec.slice !== undefined) next = spec.slice < 0 ? next.slice(next.length + spec.slice) : next.slice(0, spec.slice);
      record[field] = next;
      return true;
    }
    default:
      return false;
  }
}

/** `$push`'s value: one item, or `{ $each, $slice? }` with a non-zero integer slice; null for other modifiers ($position, $sort). */
function pushSpec(value: unknown): { each: unknown[]; slice?: number } | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.keys(value).some((k) => k.startsWith('$'))) return { each: [value] };
  const { $each, $slice, ...other } = value as { $each?: unknown; $slice?: unknown };
  if (Object.keys(other).length > 0 || !Array.isArray($each)) return null;
  // $slice 0 empties the array in MongoDB, not in mingo: left to mingo, as before this path.
  if ($slice !== undefined && (!Number.isInteger($slice) || $slice === 0)) return null;
  return { each: $each, slice: $slice as number | undefined };
}

/** MongoDB refuses one update touching a path twice, or a path and its parent. */
function assertNoConflict(paths: string[]): void {
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw new Error(`Atualização em conflito no caminho '${path}'.`);
    seen.add(path);
  }
  for (const path of paths) {
    const parts = path.split('.');
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('.');
      if (seen.has(parent)) throw new Error(`Atualização em conflito entre '${parent}' e '${path}'.`);
    }
  }
}

/** As MongoDB does on upsert: the new document starts from the filter's equality conditions. */
export function seedFromFilter(filter: Filter): Doc {
  const $set: Record<string, unknown> = {};
  const collect = (f: Filter) => {
    for (const [key, condition] of Object.entries(f)) {
      if (key === '$and' && Array.isArray(condition)) condition.forEach((c) => collect(c as Filter));
      else if (!key.startsWith('$') && isEquality(condition)) {
        $set[key] = equalityValue(condition);
      }
    }
  };
  collect(filter);
  // mingo refuses to $set an _id (immutable), so it goes straight into the new document.
  const { _id, ...rest } = $set;
  const seed = (_id === undefined ? {} : { _id }) as Doc;
  if (Object.keys(rest).length > 0) applyModifier(seed, { $set: rest });
  return seed;
}

