import { getMetadataStorage } from 'class-validator';

/**
 * A quick "valid" for the usual body of a DTO made only of optional strings with a maximum
 * length, read once from the DTO's own class-validator decorators (the DTO stays the one
 * source of truth). It answers the body when every field is known and a string within its
 * length, and undefined otherwise: the validation pipe then decides, and refuses as
 * everywhere. Why: for view beacons the pipe (class-transformer and class-validator's
 * metadata lookups on every call) was a tenth of each request (docs/performance.md).
 * A DTO with any other rule is refused here at start, so a new rule cannot be skipped.
 */
export function quickAcceptor<T extends object>(dto: new () => T): (body: unknown) => T | undefined {
  const maxLengths = optionalStringFields(dto);
  return (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    for (const key in body) {
      const max = maxLengths.get(key);
      const value = (body as Record<string, unknown>)[key];
      // `.length` counts UTF-16 units, never fewer than MaxLength counts: a borderline text goes to the pipe.
      if (max === undefined || !Object.hasOwn(body, key) || typeof value !== 'string' || value.length > max) return undefined;
    }
    return body as T;
  };
}

function optionalStringFields(dto: new () => unknown): Map<string, number> {
  const rules = new Map<string, { optional: boolean; string: boolean; max?: number }>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const rule = rules.get(meta.propertyName) ?? { optional: false, string: false };
    rules.set(meta.propertyName, rule);
    if (meta.name === 'isOptional') rule.optional = true;
    else if (meta.name === 'isString' && !meta.each) rule.string = true;
    else if (meta.name === 'maxLength' && !meta.each) rule.max = Number(meta.constraints[0]);
    else throw new Error(`quickAcceptor: ${dto.name}.${meta.propertyName} tem a regra ${meta.name}, que ele não sabe checar.`);
  }
  const maxLengths = new Map<string, number>();
  for (const [field, rule] of rules) {
    if (!rule.optional || !rule.string || rule.max === undefined) throw new Error(`quickAcceptor: ${dto.name}.${field} não é um texto opcional com tamanho máximo.`);
    maxLengths.set(field, rule.max);
  }
  return maxLengths;
}
