/**
 * Filters a projection writes on every event (`{ _id, position: { $lt: p } }`,
 * `{ _id, 'historico.id': { $ne: id } }`, `{ _id, publico: true }`) tested in plain JavaScript,
 * without compiling a mingo query for each (about 19 µs apiece, a few per event). Only what is
 * certain to mean what MongoDB means is answered here:
 *
 * - conditions on field paths (no `$` in them, no numeric segments), ANDed;
 * - operands that are strings, finite numbers and booleans, or null for equality at a path that
 *   crosses no array; operators `$eq`, `$ne`, `$in`, `$nin`, `$exists`, and `$lt`/`$lte`/`$gt`/
 *   `$gte` on numbers and on ASCII strings (ISO times);
 * - a path may cross arrays of documents, or end on an array of scalars (not both): a condition
 *   holds when one reached value satisfies it (`$ne`/`$nin`: when none equals).
 *
 * `compileFastFilter` returns null for any other filter, and its test returns undefined for a
 * document it cannot judge (a Date, a nested array, null through an array): the caller then
 * asks mingo, whose semantics are MongoDB's.
 */
type Scalar = string | number | boolean;
type Test = (doc: object) => boolean | undefined;
const UNSURE = undefined;

const ASCII = /^[\x00-\x7f]*$/;
const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.prototype.toString.call(v) === '[object Object]';

/** The values a path reaches (MongoDB's implicit array traversal), or null when unsure. `crossed`: an array was traversed. */
function reach(doc: object, parts: string[]): { values: unknown[]; crossed: boolean } | null {
  let current: unknown[] = [doc];
  let crossed = false;
  for (const part of parts) {
    const next: unknown[] = [];
    for (const value of current) {
      if (Array.isArray(value)) {
        crossed = true;
        for (const element of value) {
          if (isPlainObject(element)) next.push(element[part]);
          else if (Array.isArray(element) || (element !== null && typeof element === 'object')) return null;
          // A scalar element has no fields: it reaches nothing.
        }
      } else if (isPlainObject(value)) next.push(value[part]);
      else if (value === undefined || value === null || isScalar(value)) next.push(undefined);
      else return null;
    }
    current = next;
  }
  // A path ending on an array of scalars reaches each of them (an array operand, which would compare the whole array, is never answered here).
  const values: unknown[] = [];
  for (const value of current) {
    if (Array.isArray(value)) {
      // An array reached through another array: MongoDB and mingo do not agree on it; mingo decides.
      if (crossed) return null;
      crossed = true;
      for (const element of value) {
        if (element !== null && typeof element === 'object') return null;
        values.push(element);
      }
    } else values.push(value);
  }
  return { values, crossed };
}

/** Equality with a scalar or null for one reached value; UNSURE for values mingo must judge (Dates, NaN). */
function equals(value: unknown, operand: Scalar | null): boolean | undefined {
  if (operand === null) return value === null || value === undefined;
  if (value === null || value === undefined || isPlainObject(value)) return false;
  if (!isScalar(value)) return UNSURE;
  return value === operand;
}

function compare(value: unknown, operand: Scalar, op: string): boolean | undefined {
  if (value === null || value === undefined || isPlainObject(value) || typeof value === 'boolean') return false;
  if (!isScalar(value)) return UNSURE;
  // Different types never compare in MongoDB's range operators.
  if (typeof value !== typeof operand) return false;
  if (typeof value === 'string' && !ASCII.test(value)) return UNSURE;
  switch (op) {
    case '$lt':
      return value < operand;
    case '$lte':
      return value <= operand;
    case '$gt':
      return value > operand;
    default:
      return value >= operand;
  }
}

/** True when some reached value passes `each`; UNSURE when one it needed could not be judged. */
function some<T>(values: readonly T[], each: (value: T) => boolean | undefined): boolean | undefined {
  let unsure = false;
  for (const value of values) {
    const result = each(value);
    if (result === true) return true;
    if (result === UNSURE) unsure = true;
  }
  return unsure ? UNSURE : false;
}

const not = (result: boolean | undefined) => (result === UNSURE ? UNSURE : !result);

function conditionTest(path: string, operator: string, operand: unknown): Test | null {
  const parts = path.split('.');
  if (path === '' || path.includes('$') || parts.some((p) => p === '' || /^\d+$/.test(p))) return null;
  const scalarOrNull = (v: unknown): v is Scalar | null => v === null || isScalar(v);
  // Null reached through an array (missing in some elements, an empty array) is left to mingo.
  const withValues = (needsNoArray: boolean, judge: (values: unknown[]) => boolean | undefined): Test => (doc) => {
    const reached = reach(doc, parts);
    if (!reached || (needsNoArray && reached.crossed)) return UNSURE;
    return judge(reached.values);
  };
  switch (operator) {
    case '$eq':
    case '$ne': {
      if (!scalarOrNull(operand)) return null;
      const eq = withValues(operand === null, (values) => (values.length === 0 ? false : some(values, (v) => equals(v, operand))));
      return operator === '$eq' ? eq : (doc) => not(eq(doc));
    }
    case '$in':
    case '$nin': {
      if (!Array.isArray(operand) || !operand.every(isScalar)) return null;
      const options = operand as Scalar[];
      const anyOf = withValues(false, (values) => some(values, (v) => some(options, (o) => equals(v, o))));
      return operator === '$in' ? anyOf : (doc) => not(anyOf(doc));
    }
    case '$exists': {
      if (typeof operand !== 'boolean') return null;
      return withValues(true, (values) => (values[0] !== undefined) === operand);
    }
    case '$lt':
    case '$lte':
    case '$gt':
    case '$gte': {
      if (!(typeof operand === 'number' && Number.isFinite(operand)) && !(typeof operand === 'string' && ASCII.test(operand))) return null;
      return withValues(false, (values) => some(values, (v) => compare(v, operand, operator)));
    }
    default:
      return null;
  }
}

/** A test for the filter, or null when its shape is not one answered here. */
export function compileFastFilter(filter: object): Test | null {
  const tests: Test[] = [];
  for (const [path, condition] of Object.entries(filter)) {
    if (path.startsWith('$')) return null;
    if (condition === null || isScalar(condition)) {
      const test = conditionTest(path, '$eq', condition);
      if (!test) return null;
      tests.push(test);
      continue;
    }
    if (!isPlainObject(condition)) return null;
    const operators = Object.entries(condition);
    if (operators.length === 0 || operators.some(([op]) => !op.startsWith('$'))) return null;
    for (const [operator, operand] of operators) {
      const test = conditionTest(path, operator, operand);
      if (!test) return null;
      tests.push(test);
    }
  }
  return (doc) => {
    let unsure = false;
    for (const test of tests) {
      const result = test(doc);
      if (result === false) return false;
      if (result === UNSURE) unsure = true;
    }
    return unsure ? UNSURE : true;
  };
}
