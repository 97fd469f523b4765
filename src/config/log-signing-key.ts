import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The platform's log key (algorithm version 2, docs/verifiable-draws.md "Versão 2"): an
 * Ed25519 key that signs every tree head of every giveaway's entry log. LOG_SIGNING_KEY is
 * its PKCS#8 private key, as PEM or as the base64 of the DER; unset, one is generated once
 * into DATA_DIR/secrets/log-signing-key (PEM, mode 0600) so restarts keep signing with the
 * same key, or, where JWT_SECRET is set (every process of a split deployment shares it), derived
 * from it, so API replicas and the worker sign with one key. LOG_RETIRED_PUBLIC_KEYS lists earlier public keys (raw 32 bytes, base64,
 * comma-separated) that stay published after a rotation, so old receipts keep verifying.
 */
export interface LogSigningConfig {
  privateKey: KeyObject;
  /** Raw 32-byte Ed25519 public keys of earlier log keys. */
  retiredPublicKeys: Buffer[];
}

const PEM = /^-----BEGIN PRIVATE KEY-----/;

/** The Ed25519 private key in LOG_SIGNING_KEY, or the reason (pt-BR) it is not one. */
export function parseLogSigningKey(value: string): KeyObject | string {
  try {
    const text = value.trim().replace(/\\n/g, '\n');
    const key = PEM.test(text)
      ? createPrivateKey({ key: text, format: 'pem' })
      : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
    return key.asymmetricKeyType === 'ed25519' ? key : `é uma chave ${key.asymmetricKeyType}, não Ed25519`;
  } catch {
    return 'deve ser uma chave privada Ed25519 PKCS#8, em PEM ou em base64 do DER (gere com: openssl genpkey -algorithm ed25519)';
  }
}

/** The raw 32-byte public keys in LOG_RETIRED_PUBLIC_KEYS, or the reason they are not. */
export function parseRetiredPublicKeys(value: string | undefined): Buffer[] | string {
  const keys = (value ?? '').split(',').map((k) => k.trim()).filter(Boolean).map((k) => Buffer.from(k, 'base64'));
  return keys.some((k) => k.length !== 32) ? 'deve listar chaves públicas Ed25519 de 32 bytes em base64, separadas por vírgula' : keys;
}

/** The generated key, kept in DATA_DIR so that every restart signs with the same one. */
export function persistedLogSigningKey(dataDir: string): KeyObject {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, 'log-signing-key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    try {
      writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process of the same DATA_DIR wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const parsed = parseLogSigningKey(readFileSync(file, 'utf8'));
  if (typeof parsed === 'string') throw new Error(`${file}: ${parsed}`);
  return parsed;
}

/** The raw 32 bytes of an Ed25519 public key (the last 32 of its SubjectPublicKeyInfo). */
export const rawEd25519PublicKey = (privateKey: KeyObject): Buffer =>
  createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32);

/** PKCS#8 DER header of an Ed25519 private key (RFC 8410): the 32-byte seed follows it. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The key whose seed is HMAC-SHA256(JWT_SECRET, "sorteios-log-signing-key"): the same in every process that shares the secret. */
export function derivedLogSigningKey(jwtSecret: string): KeyObject {
  const seed = createHmac('sha256', jwtSecret).update('sorteios-log-signing-key').digest();
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}
