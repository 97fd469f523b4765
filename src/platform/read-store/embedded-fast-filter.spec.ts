import { Query } from 'mingo';
import { compileFastFilter } from './embedded-fast-filter';

/** A small deterministic generator, so a failure names a seed that reproduces it. */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick };
}

const SCALARS = [0, 1, 2, -1, 1.5, 'a', 'b', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', 'ção', true, false, null] as const;
const FIELDS = ['x', 'y', 'h'] as const;

function randomValue(g: ReturnType<typeof generator>, depth: number): unknown {
  const kind = g.next();
  if (kind < 0.45 || depth > 1) return g.pick(SCALARS);
  if (kind < 0.55) return undefined;
  if (kind < 0.7) return Array.from({ length: Math.floor(g.next() * 3) }, () => g.pick(SCALARS));
  if (kind < 0.8) return new Date(Date.UTC(2026, 0, 1 + Math.floor(g.next() * 3)));
  if (kind < 0.9) return Array.from({ length: Math.floor(g.next() * 3) }, () => randomDoc(g, depth + 1));
  return randomDoc(g, depth + 1);
}

function randomDoc(g: ReturnType<typeof generator>, depth = 0): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = randomValue(g, depth);
    if (value !== undefined) doc[field] = value;
  }
  return doc;
}

function randomFilter(g: ReturnType<typeof generator>): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const conditions = 1 + Math.floor(g.next() * 2);
  for (let i = 0; i < conditions; i++) {
    const path = g.next() < 0.5 ? g.pick(FIELDS) : `${g.pick(FIELDS)}.${g.pick(FIELDS)}`;
    const op = g.pick(['plain', '$eq', '$ne', '$in', '$nin', '$exists', '$lt', '$lte', '$gt', '$gte'] as const);
    const operand = op === '$exists' ? g.next() < 0.5 : op === '$in' || op === '$nin' ? [g.pick(SCALARS), g.pick(SCALARS)] : g.pick(SCALARS);
    const earlier = filter[path];
    const operators = earlier !== null && typeof earlier === 'object' && !Array.isArray(earlier) ? earlier : {};
    filter[path] = op === 'plain' ? operand : { ...operators, [op]: operand };
  }
  return filter;
}

describe('the embedded store’s fast filter test', () => {
  it('agrees with mingo (MongoDB semantics) on every document it judges, over 40,000 random filters and documents', () => {
    const g = generator(20261127);
    let judged = 0;
    for (let i = 0; i < 2_000; i++) {
      const filter = randomFilter(g);
      const fast = compileFastFilter(filter);
      const mingo = new Query(filter);
      for (let j = 0; j < 20; j++) {
        const doc = randomDoc(g);
        const answer = fast?.(doc);
        if (answer === undefined) continue;
        judged++;
        if (answer !== mingo.test(doc)) throw new Error(`diverge em ${JSON.stringify(filter)} sobre ${JSON.stringify(doc)}: rápido ${answer}`);
      }
    }
    // Most of them are judged without mingo, or the fast path would not be worth having.
    expect(judged).toBeGreaterThan(20_000);
  });

  it('answers the filters projections write on every event', () => {
    const doc = { _id: 'd1', position: 7, publico: true, excluido: false, historico: [{ id: 'e1' }, { id: 'e2' }], falhandoDesde: null };
    expect(compileFastFilter({ _id: 'd1', position: { $lt: 8 }, excluido: false, publico: true })?.(doc)).toBe(true);
    expect(compileFastFilter({ _id: 'd1', position: { $lt: 7 } })?.(doc)).toBe(false);
    expect(compileFastFilter({ _id: 'd1', 'historico.id': { $ne: 'e3' } })?.(doc)).toBe(true);
    expect(compileFastFilter({ _id: 'd1', 'historico.id': { $ne: 'e2' } })?.(doc)).toBe(false);
    expect(compileFastFilter({ _id: 'd1', falhandoDesde: { $ne: null } })?.(doc)).toBe(false);
    expect(compileFastFilter({ _id: 'd1', falhandoDesde: null })?.(doc)).toBe(true);
  });

  it('leaves to mingo the shapes it does not answer', () => {
    for (const filter of [{ $or: [{ a: 1 }] }, { a: { $regex: 'x' } }, { 'a.0': 1 }, { a: { b: 1 } }, { a: [1, 2] }, { a: { $in: [null] } }, { a: { $lt: true } }, { a: { $gt: 'ção' } }, { a: new Date() }]) {
      expect(compileFastFilter(filter)).toBeNull();
    }
  });
});
