/**
 * Deep copy of a read-model document (plain objects, arrays, Dates, primitives). Several
 * times faster than structuredClone, which matters because a projection clones on every
 * read and write. Hand-written rather than rfdc because Dates are recognised by their tag,
 * not `instanceof`: documents loaded by v8.deserialize come from another realm under jest.
 */
export function cloneDoc<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneDoc) as T;
  if (Object.prototype.toString.call(value) === '[object Date]') return new Date((value as unknown as Date).getTime()) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = cloneDoc((value as Record<string, unknown>)[key]);
  return out as T;
}
