import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';
import { rawEd25519PublicKey } from './log-signing-key';

let dataDir: string;
beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'sorteios-log-key-'))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env }, []);
const publicKeyOf = (env: Record<string, string> = {}) => rawEd25519PublicKey(load(env).logSigning.privateKey).toString('base64');

function configError(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('esperava ConfigError');
}

describe('the log signing key (algorithm version 2)', () => {
  it('generates one key into DATA_DIR and signs with it on every start', () => {
    const first = publicKeyOf();
    expect(readFileSync(join(dataDir, 'secrets', 'log-signing-key'), 'utf8')).toContain('BEGIN PRIVATE KEY');
    expect(publicKeyOf()).toBe(first);
  });

  it('takes LOG_SIGNING_KEY as PEM (also with \\n written out) or as base64 of the DER', () => {
    const key = generateKeyPairSync('ed25519').privateKey;
    const pem = key.export({ format: 'pem', type: 'pkcs8' }).toString();
    const expected = rawEd25519PublicKey(key).toString('base64');
    expect(publicKeyOf({ LOG_SIGNING_KEY: pem })).toBe(expected);
    expect(publicKeyOf({ LOG_SIGNING_KEY: pem.replace(/\n/g, '\\n') })).toBe(expected);
    expect(publicKeyOf({ LOG_SIGNING_KEY: key.export({ format: 'der', type: 'pkcs8' }).toString('base64') })).toBe(expected);
  });

  it('derives the same key from the same JWT_SECRET, so split processes sign alike', () => {
    const secret = 'um-segredo-compartilhado-com-mais-de-32-caracteres';
    expect(publicKeyOf({ JWT_SECRET: secret })).toBe(publicKeyOf({ JWT_SECRET: secret }));
    expect(publicKeyOf({ JWT_SECRET: secret })).not.toBe(publicKeyOf({ JWT_SECRET: `${secret}!` }));
  });

  it('refuses a key that is not Ed25519, a missing key in production, and retired keys of the wrong size, naming the variable', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(configError(() => load({ LOG_SIGNING_KEY: rsa }))).toContain('LOG_SIGNING_KEY: é uma chave rsa, não Ed25519');
    expect(configError(() => load({ LOG_SIGNING_KEY: 'não é chave' }))).toContain('LOG_SIGNING_KEY: deve ser uma chave privada Ed25519 PKCS#8');
    expect(configError(() => load({ NODE_ENV: 'production' }))).toContain('LOG_SIGNING_KEY: obrigatório com NODE_ENV=production');
    expect(configError(() => load({ LOG_RETIRED_PUBLIC_KEYS: 'YWJj' }))).toContain('LOG_RETIRED_PUBLIC_KEYS: deve listar chaves públicas Ed25519 de 32 bytes');
    const retired = Buffer.alloc(32, 7).toString('base64');
    expect(load({ LOG_RETIRED_PUBLIC_KEYS: ` ${retired} ,` }).logSigning.retiredPublicKeys).toEqual([Buffer.alloc(32, 7)]);
  });
});
