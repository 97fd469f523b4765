/**
 * Which fields of which events are a person's data, and whose (docs/personal-data.md). The
 * platform knows no module: each module's list is registered here by the personal-data module
 * before anything reads the log, and the shredding layer on the event store follows it.
 */

/** What a field reads as once its subject's key is destroyed (may depend on the subject: unique fields). */
export type Erased = unknown | ((subject: string) => unknown);

export interface PersonalFieldRule {
  /**
   * Where the fields are: absent for the event's data itself, else a dotted path inside it
   * (`changes`, `instagram`); an array there means each element.
   */
  at?: string;
  /** Whose data it is: the id whose key seals it, or null (nobody's: left as it is). */
  subject: (target: Record<string, unknown>, data: Record<string, unknown>) => string | null;
  /** Each field's name in the target and what it reads as after erasure. */
  fields: Record<string, Erased>;
}

export type PersonalFieldRules = Record<string, PersonalFieldRule[]>;

/** An event that says a subject was erased: every process evicts that subject's cached key when it reads it. */
export type ErasureSignals = Record<string, (data: Record<string, unknown>) => string>;

export class PersonalDataRules {
  private readonly byType = new Map<string, PersonalFieldRule[]>();
  private readonly erasures = new Map<string, (data: Record<string, unknown>) => string>();

  register(rules: PersonalFieldRules, erasures: ErasureSignals = {}): void {
    for (const [type, list] of Object.entries(rules)) this.byType.set(type, [...(this.byType.get(type) ?? []), ...list]);
    for (const [type, subject] of Object.entries(erasures)) this.erasures.set(type, subject);
  }

  rulesFor(type: string): PersonalFieldRule[] | undefined {
    return this.byType.get(type);
  }

  erasedSubjectOf(event: { type: string; data: unknown }): string | null {
    const subject = this.erasures.get(event.type);
    return subject ? subject(event.data as Record<string, unknown>) : null;
  }

  types(): string[] {
    return [...this.byType.keys()];
  }
}

export const erasedValue = (erased: Erased, subject: string): unknown => (typeof erased === 'function' ? (erased as (s: string) => unknown)(subject) : erased);

/**
 * Calls `each` for every personal field present in `data` (null and absent fields are skipped:
 * they say nothing about anyone), with its subject and erased value.
 */
/** Calls `each` for every target of every rule that names a subject (a winner in a list, the changes of a profile). */
export function forEachPersonalTarget(
  rules: readonly PersonalFieldRule[],
  data: Record<string, unknown>,
  each: (target: Record<string, unknown>, rule: PersonalFieldRule, subject: string) => void,
): void {
  for (const rule of rules) {
    for (const target of targetsOf(data, rule.at)) {
      const subject = rule.subject(target, data);
      if (subject) each(target, rule, subject);
    }
  }
}

export function forEachPersonalField(
  rules: readonly PersonalFieldRule[],
  data: Record<string, unknown>,
  each: (target: Record<string, unknown>, field: string, subject: string, erased: Erased) => void,
): void {
  for (const rule of rules) {
    for (const target of targetsOf(data, rule.at)) {
      const subject = rule.subject(target, data);
      if (!subject) continue;
      for (const [field, erased] of Object.entries(rule.fields)) {
        if (target[field] !== undefined && target[field] !== null) each(target, field, subject, erased);
      }
    }
  }
}

function targetsOf(data: Record<string, unknown>, at: string | undefined): Record<string, unknown>[] {
  let node: unknown = data;
  for (const part of at ? at.split('.') : []) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (Array.isArray(node)) return node.filter((n): n is Record<string, unknown> => !!n && typeof n === 'object');
  return node && typeof node === 'object' ? [node as Record<string, unknown>] : [];
}
