import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretBox } from '../secrets/secret-box';
import type { PersonalKeyStore, StoredKey } from './personal-key-store.port';
import { erasedValue, forEachPersonalField, PersonalDataRules, PersonalFieldRule } from './personal-data-rules';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A sealed field: `pd1.<iv>.<tag>.<ciphertext>`, base64url, the value's JSON inside. */
const PREFIX = 'pd1.';
/** Keys stay cached this long: an erasure in another process is seen at the latest then (sooner through the log). */
const DEFAULT_CACHE_TTL_MS = 60_000;
const MAX_CACHED = 100_000;

type CachedKey = { key: Buffer | null; until: number };
type Event = { type: string; data: unknown };

export const isSealedValue = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/**
 * Seals and opens the personal fields of events (crypto-shredding, docs/personal-data.md):
 * AES-256-GCM under the subject's own key, the subject's id bound in as associated data so a
 * value copied into another person's event does not open. Keys come from the PersonalKeyStore,
 * wrapped under SECRETS_KEY, and are cached, so the write path costs one cipher per field.
 * Once a subject's key is destroyed, their fields read as the rule's erased value ("Conta
 * removida"), and new events about them are written with that value, never in clear.
 */
export class PersonalDataCipher {
  private readonly cache = new Map<string, CachedKey>();
  private readonly pending = new Map<string, Promise<Buffer | null>>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly keys: PersonalKeyStore,
    private readonly master: SecretBox,
    readonly rules: PersonalDataRules,
    options: { cacheTtlMs?: number; now?: () => number } = {},
  ) {
    this.ttlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** The event with every personal field sealed (values already sealed are kept: sealing twice changes nothing). */
  async seal<E extends Event>(event: E): Promise<E> {
    const rules = this.rules.rulesFor(event.type);
    if (!rules) return event;
    const data = structuredClone(event.data) as Record<string, unknown>;
    await this.visit(rules, data, async (target, field, subject, erased) => {
      const value = target[field];
      if (isSealedValue(value)) return;
      const key = await this.keyOf(subject, true);
      target[field] = key ? sealWith(key, subject, value) : erasedValue(erased, subject);
    });
    return { ...event, data };
  }

  /** The event with its sealed fields opened, or read as erased where the subject's key is gone. Plain values (not yet migrated) pass. */
  async open<E extends Event>(event: E): Promise<E> {
    const erased = this.rules.erasedSubjectOf(event);
    if (erased) this.forget(erased);
    const rules = this.rules.rulesFor(event.type);
    if (!rules || !this.hasSealed(rules, event.data as Record<string, unknown>)) return event;
    const data = structuredClone(event.data) as Record<string, unknown>;
    await this.visit(rules, data, async (target, field, subject, erasedAs) => {
      const value = target[field];
      if (!isSealedValue(value)) return;
      const key = await this.keyOf(subject, false);
      const opened = key ? openWith(key, subject, value) : UNREADABLE;
      target[field] = opened === UNREADABLE ? erasedValue(erasedAs, subject) : opened;
    });
    return { ...event, data };
  }

  /** Whether the event holds a personal field in clear (what the migration rewrites). */
  hasPlaintext(event: Event): boolean {
    const rules = this.rules.rulesFor(event.type);
    if (!rules) return false;
    let found = false;
    this.visitSync(rules, event.data as Record<string, unknown>, (target, field) => {
      if (!isSealedValue(target[field])) found = true;
    });
    return found;
  }

  /** Destroys the subject's key: everything sealed for them is unreadable from now on, everywhere. */
  async destroy(subject: string, at: Date): Promise<void> {
    await this.keys.destroy(subject, at.toISOString());
    this.cache.set(subject, { key: null, until: Number.POSITIVE_INFINITY });
  }

  /** Whether the subject was erased (their key destroyed). */
  async isErased(subject: string): Promise<boolean> {
    return (await this.keys.find(subject)).state === 'erased';
  }

  /** Drops the cached key, so the next use asks the key store (an erasure made by another process). */
  forget(subject: string): void {
    const cached = this.cache.get(subject);
    if (cached && cached.key !== null) this.cache.delete(subject);
  }

  private hasSealed(rules: PersonalFieldRule[], data: Record<string, unknown>): boolean {
    let found = false;
    this.visitSync(rules, data, (target, field) => {
      if (isSealedValue(target[field])) found = true;
    });
    return found;
  }

  private async visit(
    rules: PersonalFieldRule[],
    data: Record<string, unknown>,
    each: (target: Record<string, unknown>, field: string, subject: string, erased: unknown) => Promise<void>,
  ): Promise<void> {
    const work: Array<() => Promise<void>> = [];
    this.visitSync(rules, data, (target, field, subject, erased) => work.push(() => each(target, field, subject, erased)));
    for (const step of work) await step();
  }

  private visitSync(
    rules: PersonalFieldRule[],
    data: Record<string, unknown>,
    each: (target: Record<string, unknown>, field: string, subject: string, erased: unknown) => void,
  ): void {
    forEachPersonalField(rules, data, each);
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
      const fresh = this.master.seal(randomBytes(32).toString('base64'), keyContext(subject));
      stored = await this.keys.findOrCreate(subject, fresh);
    }
    if (stored.state === 'none') return null;
    const key = stored.state === 'active' ? Buffer.from(this.master.open(stored.material, keyContext(subject)), 'base64') : null;
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(subject, { key, until: key ? this.now() + this.ttlMs : Number.POSITIVE_INFINITY });
    return key;
  }
}

const keyContext = (subject: string) => `personal-key:${subject}`;

function sealWith(key: Buffer, subject: string, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(subject, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${ciphertext.toString('base64url')}`;
}

const UNREADABLE = Symbol('unreadable');

/** The value, or UNREADABLE when it does not open (altered, or sealed for someone else). */
function openWith(key: Buffer, subject: string, sealed: string): unknown {
  const [iv, tag, ciphertext] = sealed.slice(PREFIX.length).split('.');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(subject, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8'));
  } catch {
    return UNREADABLE;
  }
}
