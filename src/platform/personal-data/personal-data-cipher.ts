import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PersonalKeyStore, StoredKey } from './personal-key-store.port';
import { erasedValue, forEachPersonalTarget, PersonalDataRules, PersonalFieldRule } from './personal-data-rules';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/**
 * A target's personal fields are sealed together, once: the first present field holds
 * `pd2.<iv>.<tag>.<ciphertext>` (base64url; inside, the JSON of every sealed field by name), each
 * other one `pd2><that first field's name>`. One cipher per person per event keeps appends fast.
 */
const SEALED = 'pd2.';
const SEE = 'pd2>';
/** Keys stay cached this long: an erasure in another process is seen at the latest then (sooner through the log). */
const DEFAULT_CACHE_TTL_MS = 60_000;
const MAX_CACHED = 100_000;
/** Events whose plain data is kept after this process appended them: a few seconds of entries at full speed. */
const MAX_APPENDED = 10_000;

type CachedKey = { key: Buffer | null; until: number };
type Event = { type: string; data: unknown; id?: string };
type Target = Record<string, unknown>;

export const isSealedValue = (value: unknown): value is string => typeof value === 'string' && (value.startsWith(SEALED) || value.startsWith(SEE));

/** The rule's fields the target holds (null and absent say nothing about anyone: left as they are). */
const presentFields = (rule: PersonalFieldRule, target: Target) => Object.keys(rule.fields).filter((f) => target[f] !== undefined && target[f] !== null);

/**
 * Seals and opens the personal fields of events (crypto-shredding, docs/personal-data.md):
 * AES-256-GCM under the subject's own key, the subject's id bound in as associated data so a
 * value copied into another person's event does not open. Keys come from the PersonalKeyStore
 * and are cached, so the write path costs one cipher per person in the event. (They are not
 * wrapped under SECRETS_KEY: losing that key, which the docs allow after a rotation, must not
 * shred everyone.) Once a subject's key is destroyed, their fields read as the rule's erased value
 * ("Conta removida"), and new events about them are written with that value, never in clear.
 */
export class PersonalDataCipher {
  private readonly cache = new Map<string, CachedKey>();
  private readonly pending = new Map<string, Promise<Buffer | null>>();
  /** Event id → plain data of events this process just appended (rememberAppended). */
  private readonly appended = new LRUCache<string, object>({ max: MAX_APPENDED });
  /** Counts the erasures this process has seen: plain data sealed before one is not kept after it. */
  private erasures = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly keys: PersonalKeyStore,
    readonly rules: PersonalDataRules,
    options: { cacheTtlMs?: number; now?: () => number } = {},
  ) {
    this.ttlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** The event with every personal field sealed (a target already sealed is kept: sealing twice changes nothing). */
  async seal<E extends Event>(event: E): Promise<E> {
    return (await this.sealTracked(event)).sealed;
  }

  /**
   * Seals as `seal` does, and says whether opening the result gives back exactly the event's
   * data: not when a subject's key is gone (their fields are written erased) or a field came
   * already sealed.
   */
  async sealTracked<E extends Event>(event: E): Promise<{ sealed: E; reopensAsIs: boolean }> {
    const rules = this.rules.rulesFor(event.type);
    if (!rules) return { sealed: event, reopensAsIs: true };
    const data = structuredClone(event.data) as Target;
    let reopensAsIs = true;
    for (const { target, rule, subject } of targetsIn(rules, data)) {
      const fields = presentFields(rule, target);
      if (fields.length === 0) continue;
      if (fields.some((f) => isSealedValue(target[f]))) {
        reopensAsIs = false;
        continue;
      }
      const key = await this.keyOf(subject, true);
      if (!key) {
        reopensAsIs = false;
        for (const f of fields) target[f] = erasedValue(rule.fields[f], subject);
        continue;
      }
      target[fields[0]] = sealWith(key, subject, Object.fromEntries(fields.map((f) => [f, target[f]])));
      for (const f of fields.slice(1)) target[f] = `${SEE}${fields[0]}`;
    }
    return { sealed: { ...event, data }, reopensAsIs };
  }

  /**
   * Keeps the plain data of events this process has just stored, which opening them would give
   * back (sealTracked's `reopensAsIs`): the projections and handlers that read them a moment
   * later skip the decryption. Dropped on any erasure this process sees, so a shredded
   * subject's fields are never served from here.
   */
  rememberAppended(events: Array<{ id: string; data: unknown }>, sealedInEpoch: number): void {
    // An erasure between the sealing and now: this data may be the erased person's.
    if (sealedInEpoch !== this.erasures) return;
    for (const event of events) {
      this.appended.set(event.id, asStoredJson(event.data) as object);
    }
  }

  /** Changes with every erasure this process sees (see rememberAppended). */
  erasureEpoch(): number {
    return this.erasures;
  }

  /** The event with its sealed fields opened, or read as erased where the subject's key is gone. Plain values (not yet migrated) pass. */
  async open<E extends Event>(event: E): Promise<E> {
    const erased = this.rules.erasedSubjectOf(event);
    if (erased) this.forget(erased);
    const appended = event.id === undefined ? undefined : this.appended.get(event.id);
    if (appended !== undefined) return { ...event, data: appended };
    const rules = this.rules.rulesFor(event.type);
    if (!rules || !this.holdsSealed(rules, event.data as Target)) return event;
    const data = structuredClone(event.data) as Target;
    for (const { target, rule, subject } of targetsIn(rules, data)) {
      const fields = presentFields(rule, target).filter((f) => isSealedValue(target[f]));
      if (fields.length === 0) continue;
      const key = await this.keyOf(subject, false);
      const blob = fields.find((f) => (target[f] as string).startsWith(SEALED));
      const opened = key && blob ? openWith(key, subject, target[blob] as string) : UNREADABLE;
      for (const f of fields) {
        target[f] = opened !== UNREADABLE && Object.hasOwn(opened, f) ? opened[f] : erasedValue(rule.fields[f], subject);
      }
    }
    return { ...event, data };
  }

  /** Whether the event holds a personal field in clear (what the migration rewrites). */
  hasPlaintext(event: Event): boolean {
    const rules = this.rules.rulesFor(event.type);
    if (!rules) return false;
    return targetsIn(rules, event.data as Target).some(({ target, rule }) => presentFields(rule, target).some((f) => !isSealedValue(target[f])));
  }

  /** Destroys the subject's key: everything sealed for them is unreadable from now on, everywhere. */
  async destroy(subject: string, at: Date): Promise<void> {
    await this.keys.destroy(subject, at.toISOString());
    this.cache.set(subject, { key: null, until: Number.POSITIVE_INFINITY });
    this.erasures++;
    this.appended.clear();
  }

  /** Drops the cached key, so the next use asks the key store (an erasure made by another process). */
  forget(subject: string): void {
    this.erasures++;
    this.appended.clear();
    const cached = this.cache.get(subject);
    if (cached && cached.key !== null) this.cache.delete(subject);
  }

  private holdsSealed(rules: PersonalFieldRule[], data: Target): boolean {
    return targetsIn(rules, data).some(({ target, rule }) => Object.keys(rule.fields).some((f) => isSealedValue(target[f])));
  }

  /** The subject's key; created when `create` and they have none. null: erased (or, when opening, never had one). */
  private keyOf(subject: string, create: boolean): Promise<Buffer | null> {
    const cached = this.cache.get(subject);
    if (cached && cached.until > this.now()) return Promise.resolve(cached.key);
    const inFlight = this.pending.get(subject);
    if (inFlight) return inFlight;
    const lookup = this.lookUp(subject, create).finally(() => this.pending.delete(subject));
    this.pending.set(subject, lookup);
    return lookup;
  }

  private async lookUp(subject: string, create: boolean): Promise<Buffer | null> {
    let stored: StoredKey = await this.keys.find(subject);
    if (stored.state === 'none' && create) {
      stored = await this.keys.findOrCreate(subject, randomBytes(32).toString('base64'));
    }
    if (stored.state === 'none') return null;
    const key = stored.state === 'active' ? Buffer.from(stored.material, 'base64') : null;
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(subject, { key, until: key ? this.now() + this.ttlMs : Number.POSITIVE_INFINITY });
    return key;
  }
}

function targetsIn(rules: PersonalFieldRule[], data: Target): Array<{ target: Target; rule: PersonalFieldRule; subject: string }> {
  const found: Array<{ target: Target; rule: PersonalFieldRule; subject: string }> = [];
  forEachPersonalTarget(rules, data, (target, rule, subject) => found.push({ target, rule, subject }));
  return found;
}

function sealWith(key: Buffer, subject: string, fields: Target): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(subject, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(fields), 'utf8'), cipher.final()]);
  return `${SEALED}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${ciphertext.toString('base64url')}`;
}

const UNREADABLE = Symbol('unreadable');

/**
 * A copy of event data as reading it back from the store gives it (the stores keep JSON):
 * undefined object fields dropped, undefined array items and non-finite numbers as null, Dates
 * as ISO text. Much cheaper than a JSON round trip, and no later change to the appender's
 * objects reaches what the projections read.
 */
function asStoredJson(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'number' && !Number.isFinite(value) ? null : value;
  if (Array.isArray(value)) return value.map((item) => (item === undefined || typeof item === 'function' ? null : asStoredJson(item)));
  if (Object.prototype.toString.call(value) === '[object Date]') return (value as Date).toISOString();
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== undefined && typeof field !== 'function') out[key] = asStoredJson(field);
  return out;
}

/** The sealed fields by name, or UNREADABLE when they do not open (altered, or sealed for someone else). */
function openWith(key: Buffer, subject: string, sealed: string): Target | typeof UNREADABLE {
  const [iv, tag, ciphertext] = sealed.slice(SEALED.length).split('.');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(subject, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const opened = JSON.parse(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')) as unknown;
    return opened && typeof opened === 'object' ? (opened as Target) : UNREADABLE;
  } catch {
    return UNREADABLE;
  }
}
