import { Context, Query } from 'mingo';
import { compileFastFilter } from './embedded-fast-filter';

// Subpath exports, required untyped as in embedded-update.ts (the project's CommonJS
// resolution does not read "exports" maps for types; Node resolves them at run time).
/* eslint-disable @typescript-eslint/no-require-imports */
const { Query: BareQuery } = require('mingo/query') as { Query: typeof Query };
const QUERY_ONLY = Context.init({ query: require('mingo/operators/query'), projection: require('mingo/operators/projection') });
/* eslint-enable @typescript-eslint/no-require-imports */

/** Conditions that evaluate aggregation expressions: those need mingo's whole operator set. */
const EXPRESSIONS = /"\$(expr|where|function|jsonSchema)"/;

/**
 * A compiled filter. mingo's exported Query copies its entire operator context (some 300
 * operators) on every construction, about 45 µs; a projection builds one per conditional
 * update (`{ _id, position: { $lt } }`), several per event. With the query and projection
 * operators alone it is about 19 µs, and the same MongoDB semantics.
 */
export function compileQuery(filter: object): { test(doc: object): boolean } {
  // The common shapes need no mingo at all (embedded-fast-filter.ts); mingo is compiled only
  // for a filter of another shape, or once a document comes that the fast test cannot judge.
  const fast = compileFastFilter(filter);
  if (!fast) return compileMingo(filter);
  let mingo: { test(doc: object): boolean } | null = null;
  return { test: (doc) => fast(doc) ?? (mingo ??= compileMingo(filter)).test(doc) };
}

function compileMingo(filter: object): { test(doc: object): boolean } {
  if (EXPRESSIONS.test(JSON.stringify(filter))) return new Query(filter);
  return new BareQuery(filter, { context: QUERY_ONLY });
}
