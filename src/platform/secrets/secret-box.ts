import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/** A sealed value that cannot be opened: written under a key no longer configured, altered, or sealed for another context. */
export class SecretUnreadable extends Error {
  constructor(reason: string) {
    super(`Segredo ilegível: ${reason}`);
    this.name = 'SecretUnreadable';
  }
}

/** Names a key without revealing it: the first 4 bytes of its SHA-256, so a rotation knows which key sealed a value. */
const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest().subarray(0, 4).toString('hex');

/**
 * Secrets kept at rest (an outside account's access token), sealed with AES-256-GCM: a random
 * 12-byte IV per value and the 16-byte tag, so a changed byte is refused rather than misread.
 * `context` (e.g. the owner's id) is bound in as associated data: a value copied into another
 * record does not open there.
 *
 * Keys come from SECRETS_KEY (docs/operations.md): the first seals, every one opens, so a key
 * can be rotated by putting the new one first and keeping the old one until nothing sealed
 * with it is left. The sealed form is `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url).
 */
export class SecretBox {
  private readonly keys: Map<string, Buffer>;
  private readonly sealingKeyId: string;

  constructor(keys: readonly Buffer[]) {
    if (keys.length === 0) throw new Error('SecretBox: nenhuma chave');
    for (const key of keys) if (key.length !== KEY_BYTES) throw new Error(`SecretBox: cada chave deve ter ${KEY_BYTES} bytes`);
    this.keys = new Map(keys.map((key) => [keyIdOf(key), key]));
    this.sealingKeyId = keyIdOf(keys[0]);
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keys.get(this.sealingKeyId)!, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, this.sealingKeyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  /** The plaintext, or SecretUnreadable. */
  open(sealed: string, context: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretUnreadable('formato desconhecido');
    const [, keyId, iv, tag, ciphertext] = parts;
    const key = this.keys.get(keyId);
    if (!key) throw new SecretUnreadable('selado com uma chave que não está em SECRETS_KEY');
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretUnreadable('formato desconhecido');
    try {
      const decipher = createDecipheriv(ALGORITHM, key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretUnreadable('alterado ou selado para outro dono');
    }
  }

  /** Whether `sealed` was sealed with the current first key (false: a rotation left it under an older one). */
  sealedWithCurrentKey(sealed: string): boolean {
    return sealed.split('.')[1] === this.sealingKeyId;
  }
}
