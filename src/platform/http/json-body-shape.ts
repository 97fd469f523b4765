/**
 * The deepest a request body may nest, counting the body itself as level 1. The product's
 * deepest body (a giveaway: body → camposFormulario → field → opcoes) has 4 levels; beyond
 * a few hundred, class-transformer's recursion overflows the stack (a 500 for ~30 KB).
 */
export const MAX_BODY_DEPTH = 32;

export type BodyShapeProblem = { kind: 'too-deep' } | { kind: 'forbidden-key'; path: string };

/**
 * What makes a parsed body unsafe to hand to class-transformer, checked without recursion:
 * nesting deeper than MAX_BODY_DEPTH, or a key that can reach an object's prototype.
 * JSON.parse makes `__proto__` an ordinary own key, which class-transformer drops before
 * forbidNonWhitelisted could see it, and which Object.assign would turn into a prototype.
 * `constructor` is refused only in the `{ constructor: { prototype: … } }` shape that poisons
 * merges (the rule of fastify's secure-json-parse): as a plain key it is a valid form field key.
 */
export function bodyShapeProblem(body: unknown): BodyShapeProblem | null {
  const pending: Array<{ value: unknown; depth: number; path: string }> = [{ value: body, depth: 1, path: '' }];
  while (pending.length > 0) {
    const { value, depth, path } = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) return { kind: 'too-deep' };
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      const childPath = path ? `${path}.${key}` : key;
      if (key === '__proto__' || (key === 'constructor' && isObjectWith(child, 'prototype'))) return { kind: 'forbidden-key', path: childPath };
      pending.push({ value: child, depth: depth + 1, path: childPath });
    }
  }
  return null;
}

const isObjectWith = (value: unknown, key: string) => value !== null && typeof value === 'object' && Object.hasOwn(value, key);
