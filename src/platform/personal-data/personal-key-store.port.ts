/**
 * Where each person's data key lives, apart from the events it seals (crypto-shredding,
 * docs/personal-data.md). The store keeps the key material as the cipher gives it (base64).
 *
 * test/contract/personal-key-store.contract.ts checks these semantics on every adapter.
 */
export type StoredKey =
  /** The subject's key material. */
  | { state: 'active'; material: string }
  /** The subject was erased: the material is gone for good and no new key is ever made for them. */
  | { state: 'erased'; erasedAt: string }
  /** The subject never had a key. */
  | { state: 'none' };

export interface PersonalKeyStore {
  readonly name: string;
  find(subject: string): Promise<StoredKey>;
  /**
   * The subject's key; `material` is stored first when they have none, atomically: of two
   * processes creating one subject's key at the same moment, both get the one stored.
   * An erased subject stays erased (the material offered is dropped).
   */
  findOrCreate(subject: string, material: string): Promise<Exclude<StoredKey, { state: 'none' }>>;
  /** Forgets the material for good (also in the store's files) and remembers the erasure. Idempotent. */
  destroy(subject: string, at: string): Promise<void>;
  health(): Promise<{ ok: boolean; detail?: string }>;
  close(): Promise<void>;
}

export const PERSONAL_KEY_STORE = Symbol('PERSONAL_KEY_STORE');
