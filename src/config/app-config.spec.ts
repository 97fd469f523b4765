import { EventStoreDBClient } from '@eventstore/db-client';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'sorteios-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Loads with only these variables set, and no --role in argv. */
const load = (env: Record<string, string> = {}, argv: string[] = []) => loadConfig({ DATA_DIR: dataDir, ...env }, argv);

function configErrorOf(run: () => unknown): ConfigError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('esperava ConfigError, mas a configuração carregou');
}

describe('loadConfig', () => {
  it('uses the embedded defaults when no variable is set', () => {
    const config = load();
    expect(config).toEqual({
      role: 'all',
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      publicUrl: 'http://localhost:3000',
      eventStoreUrl: undefined,
      mongoUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Sorteios <nao-responda@sorteios.local>',
      jwtSecret: expect.any(String),
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      refreshReuseGraceSeconds: 10,
      trustedOrigins: ['http://localhost:3000'],
      passwordPolicy: {
        minLength: 6,
        maxLength: null,
        requireLowercase: false,
        requireUppercase: false,
        requireNumeric: false,
        requireNonAlphanumeric: false,
      },
      loginLimits: { perAccount: 5, perIp: 20, windowSeconds: 900, forgotPasswordPerIp: 5 },
      registerLimits: { perIp: 20, windowSeconds: 3600 },
      loginDelay: { baseSeconds: 1, maxSeconds: 900 },
      challenge: {
        hmacKey: expect.stringMatching(/^[0-9a-f]{64}$/),
        maxNumber: 100000,
        expirySeconds: 300,
        signupsPerIp: 5,
        entriesPerIp: 30,
        entriesPerGiveawayPerMinute: 120,
        windowSeconds: 3600,
      },
      logLevel: 'info',
      // Generated once into DATA_DIR/secrets/log-signing-key (no JWT_SECRET to derive it from).
      logSigning: { privateKey: expect.objectContaining({ asymmetricKeyType: 'ed25519' }), retiredPublicKeys: [] },
      readYourWritesTimeoutMs: 2000,
      readinessMaxLag: 10000,
      workerHealthPort: 3001,
      projectionRetry: { maxAttempts: 10, maxDelayMs: 30000 },
      projectionLeaseTtlMs: 15000,
      trustProxy: 'loopback',
      uploadMaxMb: 10,
      autoCloseIntervalSeconds: 30,
      liveStreamLimits: { perIp: 50, perUser: 10 },
      drandUrl: 'https://api.drand.sh',
      oidcProviders: [],
      oidcStartsPerIpPerMinute: 30,
      feedbackLimits: { perIp: 5, windowSeconds: 3600 },
      viewsPerIpPerMinute: 600,
      billing: { stripe: null },
      secretsKeys: [expect.any(Buffer)],
      instagram: null,
      instagramImport: { retryScheduleMs: [5_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000] },
      webhooks: { allowPrivateNetworks: false, retryScheduleMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] },
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('creates DATA_DIR when it does not exist', () => {
    const nested = join(dataDir, 'a', 'b');
    expect(loadConfig({ DATA_DIR: nested }, []).dataDir).toBe(nested);
    expect(existsSync(nested)).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(load({ PORT: '', MONGO_URL: '' })).toMatchObject({ port: 3000, mongoUrl: undefined });
  });

  it('stops the start on a PORT that is not a number, with a message naming PORT', () => {
    const err = configErrorOf(() => load({ PORT: 'abc' }));
    expect(err.message).toContain('PORT');
    expect(err.message).not.toContain('MONGO_URL');
  });

  it('refuses a PORT out of range too', () => {
    expect(configErrorOf(() => load({ PORT: '70000' })).message).toContain('PORT');
  });

  it.each(['http://localhost:27017', 'não é url'])('MONGO_URL inválida (%s) é recusada com o nome da variável', (value) => {
    const err = configErrorOf(() => load({ MONGO_URL: value }));
    expect(err.message).toContain('MONGO_URL');
    expect(err.message).not.toContain('PORT');
  });

  it('accepts a mongodb:// MONGO_URL', () => {
    expect(load({ MONGO_URL: 'mongodb://localhost:27017/sorteios' }).mongoUrl).toBe('mongodb://localhost:27017/sorteios');
  });

  it.each(['esdb://localhost:2113?tls=false', 'esdb+discover://admin:changeit@node1:2113,node2:2113,node3:2113?tls=true', 'esdb://host:2113/?tls=false'])(
    'accepts the EVENTSTORE_URL %s that the installed client parses',
    (value) => {
      expect(load({ EVENTSTORE_URL: value }).eventStoreUrl).toBe(value);
      expect(() => EventStoreDBClient.connectionString(value)).not.toThrow();
    },
  );

  it.each(['kurrentdb://localhost:2113?tls=false', 'kurrentdb+discover://node1:2113,node2:2113'])(
    'refuses the EVENTSTORE_URL %s at validation, telling to write esdb:// instead (the installed client cannot parse it)',
    (value) => {
      const err = configErrorOf(() => load({ EVENTSTORE_URL: value }));
      expect(err.message).toContain('EVENTSTORE_URL');
      expect(err.message).toContain('use esdb://');
      expect(err.message).toContain('mesmo host');
      // Why: the installed client would otherwise throw this at start (issue 10, item 7).
      expect(() => EventStoreDBClient.connectionString(value)).toThrow(/expected esdb:\/\/ or esdb\+discover:\/\//);
    },
  );

  it.each(['http://localhost:2113', 'esdb://', 'esdb://host with spaces:2113'])('refuses the EVENTSTORE_URL %s, naming the variable', (value) => {
    expect(configErrorOf(() => load({ EVENTSTORE_URL: value })).message).toContain('EVENTSTORE_URL');
  });

  it('reads the readiness lag limit, the worker health port and the projection retry settings', () => {
    const config = load({ READINESS_MAX_LAG: '500', WORKER_HEALTH_PORT: '9101', PROJECTION_MAX_ATTEMPTS: '8', PROJECTION_RETRY_MAX_MS: '10000' });
    expect(config).toMatchObject({ readinessMaxLag: 500, workerHealthPort: 9101, projectionRetry: { maxAttempts: 8, maxDelayMs: 10000 } });
    expect(configErrorOf(() => load({ PROJECTION_MAX_ATTEMPTS: '0' })).message).toContain('PROJECTION_MAX_ATTEMPTS');
    expect(configErrorOf(() => load({ WORKER_HEALTH_PORT: '70000' })).message).toContain('WORKER_HEALTH_PORT');
  });

  it('reads the projection lease TTL, from one second up', () => {
    expect(load({ PROJECTION_LEASE_TTL_MS: '5000' }).projectionLeaseTtlMs).toBe(5000);
    expect(configErrorOf(() => load({ PROJECTION_LEASE_TTL_MS: '500' })).message).toContain('PROJECTION_LEASE_TTL_MS');
  });

  it('refuses a PASSWORD_MAX_LENGTH below PASSWORD_MIN_LENGTH', () => {
    const err = configErrorOf(() => load({ PASSWORD_MIN_LENGTH: '8', PASSWORD_MAX_LENGTH: '7' }));
    expect(err.message).toContain('PASSWORD_MAX_LENGTH');
    expect(load({ PASSWORD_MIN_LENGTH: '8', PASSWORD_MAX_LENGTH: '8' }).passwordPolicy).toMatchObject({ minLength: 8, maxLength: 8 });
  });

  it('generates the JWT secret once and keeps it in the same DATA_DIR', () => {
    const first = load().jwtSecret;
    const second = load().jwtSecret;
    expect(second).toBe(first);
    expect(readFileSync(join(dataDir, 'secrets', 'jwt-secret'), 'utf8').trim()).toBe(first);

    const otherDir = mkdtempSync(join(tmpdir(), 'sorteios-config-'));
    try {
      expect(loadConfig({ DATA_DIR: otherDir }, []).jwtSecret).not.toBe(first);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('uses a given JWT_SECRET and writes nothing', () => {
    const secret = 's'.repeat(40);
    expect(load({ JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(existsSync(join(dataDir, 'secrets', 'jwt-secret'))).toBe(false);
  });

  it('refuses a JWT_SECRET that is too short', () => {
    expect(configErrorOf(() => load({ JWT_SECRET: 'curto' })).message).toContain('JWT_SECRET');
  });

  it("reads 'true' and 'false' in boolean variables", () => {
    const on = load({ PASSWORD_REQUIRE_LOWERCASE: 'true', PASSWORD_REQUIRE_UPPERCASE: 'true', PASSWORD_REQUIRE_NUMERIC: 'true', PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'true' });
    expect(on.passwordPolicy).toMatchObject({ requireLowercase: true, requireUppercase: true, requireNumeric: true, requireNonAlphanumeric: true });
    const off = load({ PASSWORD_REQUIRE_LOWERCASE: 'false', PASSWORD_REQUIRE_UPPERCASE: 'false', PASSWORD_REQUIRE_NUMERIC: 'false', PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'false' });
    expect(off.passwordPolicy).toMatchObject({ requireLowercase: false, requireUppercase: false, requireNumeric: false, requireNonAlphanumeric: false });
  });

  it("reads '1' and '0' in boolean variables and refuses any other value", () => {
    expect(load({ PASSWORD_REQUIRE_NUMERIC: '1' }).passwordPolicy.requireNumeric).toBe(true);
    expect(load({ PASSWORD_REQUIRE_NUMERIC: '0' }).passwordPolicy.requireNumeric).toBe(false);
    expect(configErrorOf(() => load({ PASSWORD_REQUIRE_NUMERIC: 'sim' })).message).toContain('PASSWORD_REQUIRE_NUMERIC');
  });

  it('lets --role on the command line choose the process role', () => {
    const shared = { MONGO_URL: 'mongodb://db:27017/sorteios', JWT_SECRET: 'x'.repeat(32) };
    expect(load(shared, ['node', 'dist/main.js', '--role=worker']).role).toBe('worker');
    expect(load({ ...shared, ROLE: 'api' }).role).toBe('api');
  });

  it('requires MONGO_URL and JWT_SECRET for split roles, naming both in the message', () => {
    const message = configErrorOf(() => load({ ROLE: 'api' })).message;
    expect(message).toContain('MONGO_URL: obrigatório com ROLE=api');
    expect(message).toContain('JWT_SECRET: obrigatório com ROLE=api');
  });

  it('reads an S3-compatible server from STORAGE_URL: path-style endpoint, decoded credentials, http only with tls=false', () => {
    expect(load({ STORAGE_URL: 's3://minio:p%2Fx%2By@127.0.0.1:9000/sorteios?tls=false' }).s3Storage).toEqual({
      bucket: 'sorteios',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'p/x+y' },
    });
    expect(load({ STORAGE_URL: 's3://storage.example.com/uploads?region=sa-east-1' }).s3Storage).toEqual({
      bucket: 'uploads',
      region: 'sa-east-1',
      endpoint: 'https://storage.example.com',
      credentials: undefined,
    });
  });

  it('reads an AWS bucket from STORAGE_URL, its region from the URL or AWS_REGION, and refuses it without one', () => {
    expect(load({ STORAGE_URL: 's3://sorteios-uploads?region=sa-east-1' }).s3Storage).toEqual({ bucket: 'sorteios-uploads', region: 'sa-east-1' });
    expect(load({ STORAGE_URL: 's3://sorteios-uploads', AWS_REGION: 'eu-west-1' }).s3Storage).toMatchObject({ region: 'eu-west-1' });
    expect(configErrorOf(() => load({ STORAGE_URL: 's3://sorteios-uploads' })).message).toContain('STORAGE_URL: informe a região do bucket');
  });

  it.each([
    ['http://minio:9000/sorteios', 'deve ser s3://bucket'],
    ['s3://minio:9000/Sorteios', 'nome de bucket inválido: Sorteios'],
    ['s3://minio:9000/sorteios/pasta', 'deve ser s3://bucket'],
    ['s3://chave@minio:9000/sorteios', 'informe a chave e o segredo juntos'],
    ['s3://minio:9000/sorteios?tls=nao', 'tls deve ser true ou false'],
    ['s3://minio:9000/sorteios?regiao=sa-east-1', 'parâmetro não aceito: regiao'],
    ['s3://minio:9000', 'porta sem bucket no caminho'],
  ])('refuses the STORAGE_URL %s with a message saying what is wrong', (value, message) => {
    const err = configErrorOf(() => load({ STORAGE_URL: value }));
    expect(err.message).toContain('STORAGE_URL');
    expect(err.message).toContain(message);
  });

  it('keeps the uploads on the local disk when STORAGE_URL is unset', () => {
    expect(load({ STORAGE_URL: '' }).s3Storage).toBeUndefined();
  });

  it('reads the refresh grace, from 0 (off) up to five minutes', () => {
    expect(load({ REFRESH_REUSE_GRACE_SECONDS: '0' }).refreshReuseGraceSeconds).toBe(0);
    expect(configErrorOf(() => load({ REFRESH_REUSE_GRACE_SECONDS: '301' })).message).toMatch(/REFRESH_REUSE_GRACE_SECONDS/);
  });

  it("trusts PUBLIC_URL's origin, then the ALLOWED_ORIGINS", () => {
    expect(load({ PUBLIC_URL: 'https://sorteios.exemplo.com.br/app/' }).trustedOrigins).toEqual(['https://sorteios.exemplo.com.br']);
    expect(load({ PUBLIC_URL: 'https://a.exemplo.com.br', ALLOWED_ORIGINS: 'https://b.exemplo.com.br/, http://localhost:8080,https://a.exemplo.com.br' }).trustedOrigins).toEqual([
      'https://a.exemplo.com.br',
      'https://b.exemplo.com.br',
      'http://localhost:8080',
    ]);
  });

  it('refuses an ALLOWED_ORIGINS entry that is not a bare http(s) origin, naming it', () => {
    for (const bad of ['exemplo.com.br', 'https://exemplo.com.br/caminho', 'ftp://exemplo.com.br', '*']) {
      const err = configErrorOf(() => load({ ALLOWED_ORIGINS: `https://ok.exemplo.com.br,${bad}` }));
      expect(err.message).toContain('ALLOWED_ORIGINS');
      expect(err.message).toContain(`origem inválida: ${bad}`);
    }
  });

  it('drops the trailing slash of PUBLIC_URL', () => {
    expect(load({ PUBLIC_URL: 'https://sorteios.example.com/' }).publicUrl).toBe('https://sorteios.example.com');
  });

  it('reads Stripe from STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, talking to api.stripe.com unless STRIPE_API_BASE says otherwise', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(load(keys).billing).toEqual({ stripe: { secretKey: 'sk_test_123', webhookSecret: 'whsec_abc', apiBase: null } });
    expect(load({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).billing.stripe?.apiBase).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(load({ ...keys, STRIPE_API_BASE: 'https://stripe.interno/' }).billing.stripe?.apiBase).toEqual({ host: 'stripe.interno', port: 443, protocol: 'https' });
  });

  it('leaves billing without a provider when STRIPE_SECRET_KEY is unset', () => {
    expect(load({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).billing).toEqual({ stripe: null });
  });

  it('refuses STRIPE_SECRET_KEY without STRIPE_WEBHOOK_SECRET, naming the missing one', () => {
    const err = configErrorOf(() => load({ STRIPE_SECRET_KEY: 'sk_live_123' }));
    expect(err.message).toContain('STRIPE_WEBHOOK_SECRET: obrigatório com STRIPE_SECRET_KEY');
    expect(err.message).not.toContain('sk_live_123');
  });

  it('refuses a publishable key, a webhook secret of another shape and an STRIPE_API_BASE that is not a bare http(s) address', () => {
    expect(configErrorOf(() => load({ STRIPE_SECRET_KEY: 'pk_live_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).message).toContain('STRIPE_SECRET_KEY');
    expect(configErrorOf(() => load({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'segredo' })).message).toContain('STRIPE_WEBHOOK_SECRET');
    for (const bad of ['ftp://127.0.0.1:12111', '127.0.0.1:12111', 'http://127.0.0.1:12111/v1', 'http://u:p@127.0.0.1']) {
      expect(configErrorOf(() => load({ STRIPE_API_BASE: bad })).message).toContain('STRIPE_API_BASE');
    }
  });

  it('offers Google at its own issuer once its client id and secret are set, any other OIDC issuer by its OIDC_<NAME>_ variables, Google first', () => {
    const config = load({
      PUBLIC_URL: 'https://sorteios.example',
      OIDC_GOOGLE_CLIENT_ID: 'id-google',
      OIDC_GOOGLE_CLIENT_SECRET: 'segredo-google',
      OIDC_EMPRESA_ISSUER: 'https://login.empresa.example/realms/sorteios',
      OIDC_EMPRESA_CLIENT_ID: 'id-empresa',
      OIDC_EMPRESA_CLIENT_SECRET: 'segredo-empresa',
      OIDC_AZURE_AD_ISSUER: 'https://login.microsoftonline.com/t/v2.0',
      OIDC_AZURE_AD_CLIENT_ID: 'id-azure',
      OIDC_AZURE_AD_CLIENT_SECRET: 'segredo-azure',
    });
    expect(config.oidcProviders).toEqual([
      { name: 'google', issuer: 'https://accounts.google.com', clientId: 'id-google', clientSecret: 'segredo-google', redirectUri: 'https://sorteios.example/api/auth/oidc/google/callback' },
      { name: 'azure_ad', issuer: 'https://login.microsoftonline.com/t/v2.0', clientId: 'id-azure', clientSecret: 'segredo-azure', redirectUri: 'https://sorteios.example/api/auth/oidc/azure_ad/callback' },
      { name: 'empresa', issuer: 'https://login.empresa.example/realms/sorteios', clientId: 'id-empresa', clientSecret: 'segredo-empresa', redirectUri: 'https://sorteios.example/api/auth/oidc/empresa/callback' },
    ]);
    expect(load({ OIDC_GOOGLE_ISSUER: 'https://accounts.google.com' }).oidcProviders).toEqual([]);
  });

  it('refuses a provider with only half its client, naming the missing variable, and an issuer over plain http off this machine', () => {
    expect(configErrorOf(() => load({ OIDC_GOOGLE_CLIENT_ID: 'id-google' })).message).toContain('OIDC_GOOGLE_CLIENT_SECRET: obrigatório com OIDC_GOOGLE_CLIENT_ID');
    expect(configErrorOf(() => load({ OIDC_EMPRESA_CLIENT_ID: 'id', OIDC_EMPRESA_CLIENT_SECRET: 's' })).message).toContain('OIDC_EMPRESA_ISSUER: obrigatório');
    const insecure = { OIDC_EMPRESA_ISSUER: 'http://login.empresa.example', OIDC_EMPRESA_CLIENT_ID: 'id', OIDC_EMPRESA_CLIENT_SECRET: 's' };
    expect(configErrorOf(() => load(insecure)).message).toContain('OIDC_EMPRESA_ISSUER: deve usar https://');
    expect(load({ ...insecure, OIDC_EMPRESA_ISSUER: 'http://127.0.0.1:4010' }).oidcProviders.map((p) => p.issuer)).toEqual(['http://127.0.0.1:4010']);
  });

  it('reads WEBHOOK_RETRY_SCHEDULE as waits with units, and refuses one it cannot read, naming it', () => {
    expect(load({ WEBHOOK_RETRY_SCHEDULE: '300ms, 2s,1m' }).webhooks.retryScheduleMs).toEqual([300, 2_000, 60_000]);
    for (const bad of ['5 segundos', '5s,,x', '10']) expect(configErrorOf(() => load({ WEBHOOK_RETRY_SCHEDULE: bad })).message).toContain('WEBHOOK_RETRY_SCHEDULE');
  });

  it('reads INSTAGRAM_IMPORT_RETRY_SCHEDULE, with waits of seconds to minutes by default', () => {
    expect(load({}).instagramImport.retryScheduleMs).toEqual([5_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000]);
    expect(load({ INSTAGRAM_IMPORT_RETRY_SCHEDULE: '10ms,20ms' }).instagramImport.retryScheduleMs).toEqual([10, 20]);
    expect(configErrorOf(() => load({ INSTAGRAM_IMPORT_RETRY_SCHEDULE: 'logo' })).message).toContain('INSTAGRAM_IMPORT_RETRY_SCHEDULE');
  });
});
