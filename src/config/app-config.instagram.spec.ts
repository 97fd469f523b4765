import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

/** SECRETS_KEY and the Instagram app (issue 15); the rest of the configuration is app-config.spec.ts's. */
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sorteios-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env }, []);
const configErrorOf = (run: () => unknown): ConfigError => {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('esperava ConfigError, mas a configuração carregou');
};
const APP = { INSTAGRAM_CLIENT_ID: '990602627938098', INSTAGRAM_CLIENT_SECRET: 'eb8c7a1f0d9e4b2c' };

describe('loadConfig: SECRETS_KEY', () => {
  it('generates one 32-byte key into DATA_DIR/secrets once, readable only by the owner, and keeps it', () => {
    const [first] = load().secretsKeys;
    expect(first).toHaveLength(32);
    const file = join(dataDir, 'secrets', 'secrets-key');
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(first)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(load().secretsKeys[0].equals(first)).toBe(true);
  });

  it('uses the given keys in order (the first seals) and writes nothing', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const keys = load({ SECRETS_KEY: `${a.toString('base64')}, ${b.toString('base64url')}` }).secretsKeys;
    expect(keys.map((k) => k.toString('hex'))).toEqual([a.toString('hex'), b.toString('hex')]);
    expect(existsSync(join(dataDir, 'secrets', 'secrets-key'))).toBe(false);
  });

  it('refuses a key that is not 32 bytes of base64, without echoing it', () => {
    for (const bad of [randomBytes(16).toString('base64'), 'não é base64 nenhum, mas tem 43 caracteres', `${randomBytes(32).toString('base64')},curta`]) {
      const message = configErrorOf(() => load({ SECRETS_KEY: bad })).message;
      expect(message).toContain('SECRETS_KEY');
      expect(message).not.toContain(bad);
    }
  });

  it('refuses a generated key file changed into something that is not a key', () => {
    load();
    writeFileSync(join(dataDir, 'secrets', 'secrets-key'), 'abc');
    expect(configErrorOf(() => load()).message).toContain('secrets-key não tem uma chave de 32 bytes');
  });
});

describe('loadConfig: Instagram', () => {
  it('leaves Instagram unconfigured without the app’s id and secret', () => {
    expect(load().instagram).toBeNull();
  });

  it('reads the app and Meta’s addresses, with the callback under PUBLIC_URL', () => {
    expect(load({ ...APP, PUBLIC_URL: 'https://sorteios.exemplo.com.br/' }).instagram).toEqual({
      clientId: '990602627938098',
      clientSecret: 'eb8c7a1f0d9e4b2c',
      authUrl: 'https://www.instagram.com/oauth/authorize',
      tokenUrl: 'https://api.instagram.com/oauth/access_token',
      graphUrl: 'https://graph.instagram.com',
      redirectUri: 'https://sorteios.exemplo.com.br/instagram-callback',
    });
    const local = load({ ...APP, INSTAGRAM_AUTH_URL: 'http://127.0.0.1:9/oauth/authorize', INSTAGRAM_TOKEN_URL: 'http://127.0.0.1:9/oauth/access_token', INSTAGRAM_GRAPH_URL: 'http://127.0.0.1:9/' });
    expect(local.instagram).toMatchObject({ authUrl: 'http://127.0.0.1:9/oauth/authorize', tokenUrl: 'http://127.0.0.1:9/oauth/access_token', graphUrl: 'http://127.0.0.1:9' });
  });

  it('refuses one of the app’s id and secret without the other, naming the missing one and not echoing the secret', () => {
    expect(configErrorOf(() => load({ INSTAGRAM_CLIENT_ID: APP.INSTAGRAM_CLIENT_ID })).message).toContain('INSTAGRAM_CLIENT_SECRET: obrigatório com INSTAGRAM_CLIENT_ID');
    const message = configErrorOf(() => load({ INSTAGRAM_CLIENT_SECRET: APP.INSTAGRAM_CLIENT_SECRET })).message;
    expect(message).toContain('INSTAGRAM_CLIENT_ID: obrigatório com INSTAGRAM_CLIENT_SECRET');
    expect(message).not.toContain(APP.INSTAGRAM_CLIENT_SECRET);
    expect(configErrorOf(() => load({ ...APP, INSTAGRAM_CLIENT_ID: 'app-da-loja' })).message).toContain('INSTAGRAM_CLIENT_ID');
  });

  it('requires SECRETS_KEY with Instagram on split roles: each process would otherwise seal with a key of its own', () => {
    const shared = { MONGO_URL: 'mongodb://db:27017/sorteios', JWT_SECRET: 'x'.repeat(32), ROLE: 'worker', ...APP };
    expect(configErrorOf(() => load(shared)).message).toContain('SECRETS_KEY: obrigatório com ROLE=worker');
    expect(load({ ...shared, SECRETS_KEY: randomBytes(32).toString('base64') }).role).toBe('worker');
  });
});
