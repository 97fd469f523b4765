import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { OidcProviderConfig, oidcProvidersFrom } from './oidc-providers.config';
import { derivedLogSigningKey, LogSigningConfig, parseLogSigningKey, parseRetiredPublicKeys, persistedLogSigningKey } from './log-signing-key';

/**
 * The one place that reads process.env (DESIGN.md). Every value is validated; a bad one
 * stops the start with a message naming the variable. No configuration at all means the
 * embedded defaults under ./data.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(p)), `deve começar com ${protocols.join(' ou ')}`)
    .optional();

/**
 * Only the schemes the installed @eventstore/db-client (6.x) parses: given kurrentdb:// it
 * throws a ParseError when the app starts, so that is refused here with what to write instead
 * (a KurrentDB server takes esdb:// connection strings too). Not z.url(): a cluster's
 * connection string lists several hosts (esdb+discover://a:2113,b:2113), which is no URL.
 */
const eventStoreUrl = z
  .string()
  .superRefine((v, ctx) => {
    if (/^kurrentdb(\+discover)?:\/\//i.test(v)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'kurrentdb:// e kurrentdb+discover:// não são aceitos pelo cliente instalado (@eventstore/db-client 6); use esdb:// (ou esdb+discover://) com o mesmo host e os mesmos parâmetros, ex.: esdb://host:2113?tls=false',
      });
    } else if (!/^esdb(\+discover)?:\/\/[^\s/?#]+(\/)?(\?\S*)?$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'deve ser esdb://host:porta ou esdb+discover://host:porta (parâmetros depois de ?)' });
    }
  })
  .optional();

/**
 * STORAGE_URL (docs/operations.md, Uploads): s3://bucket is AWS S3 (region from ?region= or
 * AWS_REGION, credentials from the AWS SDK's chain); s3://KEY:SECRET@host:port/bucket is an
 * S3-compatible server such as MinIO, addressed path-style, over https unless ?tls=false.
 */
const STORAGE_URL_FORM =
  'deve ser s3://bucket?region=… (AWS S3) ou s3://CHAVE:SEGREDO@host:porta/bucket?region=…&tls=false (MinIO e outros compatíveis com S3); caracteres especiais da chave e do segredo codificados com % (/ vira %2F)';
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const storageUrl = z
  .string()
  .transform((v, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      return fail(STORAGE_URL_FORM);
    }
    const path = url.pathname.split('/').filter(Boolean);
    if (url.protocol !== 's3:' || !url.hostname || path.length > 1 || url.hash) return fail(STORAGE_URL_FORM);
    const onServer = path.length === 1;
    if (!onServer && url.port) return fail('porta sem bucket no caminho: para um servidor compatível com S3 use s3://CHAVE:SEGREDO@host:porta/bucket');
    const bucket = onServer ? path[0] : url.hostname;
    if (!BUCKET_NAME.test(bucket)) return fail(`nome de bucket inválido: ${bucket} (3 a 63 letras minúsculas, dígitos, . ou -)`);
    const unknown = [...url.searchParams.keys()].find((k) => k !== 'region' && (k !== 'tls' || !onServer));
    if (unknown) return fail(`parâmetro não aceito: ${unknown} (aceitos: region${onServer ? ', tls' : ''})`);
    const tls = url.searchParams.get('tls') ?? 'true';
    if (tls !== 'true' && tls !== 'false') return fail('tls deve ser true ou false');
    if (!url.username !== !url.password) return fail('informe a chave e o segredo juntos: s3://CHAVE:SEGREDO@…');
    return {
      bucket,
      region: url.searchParams.get('region') || undefined,
      endpoint: onServer ? `${tls === 'true' ? 'https' : 'http'}://${url.host}` : undefined,
      credentials: url.username
        ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
        : undefined,
    };
  })
  .optional();

/**
 * STRIPE_API_BASE: where the Stripe client sends its requests instead of api.stripe.com
 * (stripe-mock in the tests). Only scheme, host and port: Stripe's paths are absolute.
 */
const stripeApiBase = z
  .string()
  .transform((v, ctx) => {
    const url = URL.canParse(v) ? new URL(v) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
      ctx.addIssue({ code: 'custom', message: 'deve ser http(s)://host[:porta], sem caminho, ex.: http://127.0.0.1:12111 (stripe-mock)' });
      return z.NEVER;
    }
    const protocol = url.protocol === 'https:' ? ('https' as const) : ('http' as const);
    return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(url.port || (protocol === 'https' ? 443 : 80)), protocol };
  })
  .optional();

/** Comma-separated web origins (scheme://host[:port]), kept in their normal form (URL.origin). */
const originList = z.string().transform((v, ctx) => {
  const origins: string[] = [];
  for (const item of v.split(',').map((o) => o.trim()).filter(Boolean)) {
    const url = URL.canParse(item) ? new URL(item) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
      ctx.addIssue({ code: 'custom', message: `origem inválida: ${item} (use esquema://host[:porta], ex.: https://app.exemplo.com.br, separadas por vírgula)` });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

/** WEBHOOK_RETRY_SCHEDULE: the waits before each retry of a webhook delivery ("5s,5m,30m,2h"), in ms. */
const RETRY_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const retryScheduleOr = (fallback: string) => z.string().default(fallback).transform((v, ctx) => {
  const steps = v.split(',').map((s) => s.trim()).filter(Boolean);
  const parsed = steps.map((s) => /^(\d+)(ms|s|m|h|d)$/.exec(s));
  if (parsed.some((m) => !m) || steps.length > 20) {
    ctx.addIssue({ code: 'custom', message: 'deve ser uma lista de esperas separadas por vírgula, cada uma número + ms, s, m, h ou d (ex.: 5s,5m,30m,2h,5h,10h,10h), até 20' });
    return z.NEVER;
  }
  return parsed.map((m) => Number(m![1]) * RETRY_UNITS[m![2]]);
});
const retrySchedule = retryScheduleOr('5s,5m,30m,2h,5h,10h,10h');

/**
 * SECRETS_KEY: the AES-256-GCM keys that seal secrets kept at rest (an Instagram access token;
 * platform/secrets/secret-box.ts), each 32 bytes in base64, comma-separated: the first seals,
 * every one opens (rotation, docs/operations.md).
 */
const secretsKeys = z.string().transform((v, ctx) => {
  const keys = v.split(',').map((k) => k.trim()).filter(Boolean);
  const decoded = keys.map((k) => (/^[A-Za-z0-9+/_-]{43}=?$/.test(k) ? Buffer.from(k, 'base64') : null));
  if (keys.length === 0 || decoded.some((k) => !k || k.length !== 32)) {
    ctx.addIssue({ code: 'custom', message: 'deve ser uma ou mais chaves de 32 bytes em base64 separadas por vírgula (gere com: openssl rand -base64 32); a primeira cifra, todas decifram' });
    return z.NEVER;
  }
  return decoded as Buffer[];
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  EVENTSTORE_URL: eventStoreUrl,
  MONGO_URL: optionalUrl(['mongodb://', 'mongodb+srv://']),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  STORAGE_URL: storageUrl,
  /** The region of an AWS bucket when STORAGE_URL does not name one (the AWS SDK's own variable). */
  AWS_REGION: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Sorteios <nao-responda@sorteios.local>'),
  JWT_SECRET: z.string().min(32, 'deve ter ao menos 32 caracteres').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Seconds after a refresh in which the token it rotated away still gets the new pair (two tabs at once); 0 turns it off. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** Origins besides PUBLIC_URL's allowed to call the cookie routes (/api/auth/refresh, /logout), e.g. an SPA on another host. */
  ALLOWED_ORIGINS: originList.optional(),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).max(128).default(6),
  PASSWORD_MAX_LENGTH: z.coerce.number().int().min(1).max(1024).optional(),
  PASSWORD_REQUIRE_LOWERCASE: bool.default(false),
  PASSWORD_REQUIRE_UPPERCASE: bool.default(false),
  PASSWORD_REQUIRE_NUMERIC: bool.default(false),
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: bool.default(false),
  /** Failed sign-ins on one account after which each further attempt needs a solved challenge (docs/security.md). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** The wait after an account's second failed sign-in in a row (the first is free); it doubles with each failure, up to LOGIN_DELAY_MAX_SECONDS. */
  LOGIN_DELAY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
  LOGIN_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  FORGOT_PASSWORD_MAX_PER_IP: z.coerce.number().int().min(1).default(5),
  /** Sign-ups one IP may attempt per REGISTER_WINDOW_SECONDS (docs/security.md). */
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  REGISTER_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Signs ALTCHA challenges; unset, it is derived from the JWT secret (so replicas sharing JWT_SECRET agree). */
  CHALLENGE_HMAC_KEY: z.string().min(32, 'deve ter ao menos 32 caracteres').optional(),
  /** The largest secret number a challenge hides: the work a browser does is about half of it in SHA-256 hashes. */
  CHALLENGE_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  CHALLENGE_EXPIRY_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** Past these counts (per CHALLENGE_WINDOW_SECONDS, or per minute for one giveaway) sign-up and entry need a solved challenge. */
  CHALLENGE_SIGNUPS_PER_IP: z.coerce.number().int().min(0).default(5),
  CHALLENGE_ENTRIES_PER_IP: z.coerce.number().int().min(0).default(30),
  CHALLENGE_ENTRIES_PER_GIVEAWAY_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  CHALLENGE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30000).default(2000),
  /** Readiness (/api/health) answers 503 when the projections are more log positions behind than this. */
  READINESS_MAX_LAG: z.coerce.number().int().min(0).default(10000),
  /** The worker role has no API: its liveness and readiness are served on this port. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Failures of one consumer on the same event (with the stores healthy) before it is parked. */
  PROJECTION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(10),
  /** Longest wait between retries of a failing projection batch (backoff from 100 ms, doubling). */
  PROJECTION_RETRY_MAX_MS: z.coerce.number().int().min(100).max(600000).default(30000),
  /**
   * With a shared read store (MONGO_URL) one process at a time projects, under a lease of
   * this length: a standby takes over about this long after the holder dies. Renewed every
   * third of it; clocks must agree within a fifth of it (docs/operations.md, Scaling out).
   */
  PROJECTION_LEASE_TTL_MS: z.coerce.number().int().min(1000).max(600000).default(15000),
  ROLE: z.enum(['all', 'api', 'worker', 'maintenance']).default('all'),
  /** Express 'trust proxy': which hops may set X-Forwarded-For (rate limits count by client IP). */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
  /** How often the worker looks for giveaways whose dataSorteio has passed. */
  AUTO_CLOSE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Open live views (SSE) per client address and per signed-in user, per API process (docs/security.md). */
  LIVE_MAX_STREAMS_PER_IP: z.coerce.number().int().min(1).max(100000).default(50),
  LIVE_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
  /** A drand HTTP relay serving the quicknet chain (beacons are verified, so any relay will do). */
  DRAND_URL: z.string().url().default('https://api.drand.sh'),
  /** Pro billing (docs/billing.md): set, checkout and the portal go to Stripe; unset, the manual provider refuses them. */
  STRIPE_SECRET_KEY: z
    .string()
    .refine((v) => /^(sk|rk)_(test|live)_\S+$/.test(v), 'deve ser a chave secreta da Stripe (sk_live_… ou sk_test_…, ou uma restrita rk_…), não a publicável pk_…')
    .optional(),
  /** Signs the webhooks Stripe sends to POST /api/billing/webhook; required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().refine((v) => /^whsec_\S+$/.test(v), 'deve ser o segredo de assinatura do webhook da Stripe (whsec_…)').optional(),
  STRIPE_API_BASE: stripeApiBase,
  /** Messages from the contact form (/feedback) one IP may send per window. */
  FEEDBACK_MAX_PER_IP: z.coerce.number().int().min(1).default(5),
  FEEDBACK_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** View beacons per IP per minute (issue 13): a page view sends one; past this, 429. */
  VIEWS_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Outside sign-ins ("Entrar com Google") one IP may start per minute: each records a pending authorization. */
  OIDC_STARTS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Waits before each retry of a failed webhook delivery; after the last, the delivery is `falhou` (docs/webhooks.md). */
  WEBHOOK_RETRY_SCHEDULE: retrySchedule,
  /** true lets webhooks reach loopback, private and link-local addresses and plain http:// (tests, a closed network); never on a public server. */
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: bool.default(false),
  SECRETS_KEY: secretsKeys.optional(),
  /** The Ed25519 key signing the entry logs' tree heads (src/config/log-signing-key.ts, docs/verifiable-draws.md "Versão 2"). */
  LOG_SIGNING_KEY: z.string().optional(),
  /** Earlier log public keys still published after a rotation (raw 32 bytes, base64, comma-separated). */
  LOG_RETIRED_PUBLIC_KEYS: z.string().optional(),
  /** Instagram API with Instagram Login (docs/outside-accounts.md): configured when both the app's id and secret are set. */
  INSTAGRAM_CLIENT_ID: z.string().regex(/^\d{1,32}$/, 'deve ser o ID do app do Instagram (só dígitos), do painel de apps da Meta').optional(),
  INSTAGRAM_CLIENT_SECRET: z.string().min(8, 'deve ser a chave secreta do app do Instagram, do painel de apps da Meta').optional(),
  INSTAGRAM_AUTH_URL: z.string().url().default('https://www.instagram.com/oauth/authorize'),
  INSTAGRAM_TOKEN_URL: z.string().url().default('https://api.instagram.com/oauth/access_token'),
  INSTAGRAM_GRAPH_URL: z.string().url().default('https://graph.instagram.com'),
  /** Waits of an import of comments while Instagram does not answer (5xx, network); after the last, the import stops (issue 15). */
  INSTAGRAM_IMPORT_RETRY_SCHEDULE: retryScheduleOr('5s,15s,30s,1m,2m,5m,10m'),
});

export interface PasswordPolicy {
  minLength: number;
  maxLength: number | null;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

/**
 * all: HTTP + projections + job workers in one process; api: HTTP only; worker: projections
 * + jobs; maintenance: neither projects nor works (command-line tools such as the rebuild).
 */
export type Role = 'all' | 'api' | 'worker' | 'maintenance';

export interface AppConfig {
  role: Role;
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  eventStoreUrl?: string;
  mongoUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  /** From STORAGE_URL; unset keeps the uploads in DATA_DIR/uploads. */
  s3Storage?: {
    bucket: string;
    region: string;
    endpoint?: string;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  };
  mailFrom: string;
  jwtSecret: string;
  /** The entry logs' Ed25519 key (algorithm version 2). */
  logSigning: LogSigningConfig;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  refreshReuseGraceSeconds: number;
  /** Origins the cookie-authenticated routes accept in `Origin`: PUBLIC_URL's, then ALLOWED_ORIGINS (docs/security.md). */
  trustedOrigins: string[];
  passwordPolicy: PasswordPolicy;
  loginLimits: { perAccount: number; perIp: number; windowSeconds: number; forgotPasswordPerIp: number };
  registerLimits: { perIp: number; windowSeconds: number };
  /** Grows per failed sign-in on one account: none after the first, then base × 2^(failures − 2) seconds, capped at max. */
  loginDelay: { baseSeconds: number; maxSeconds: number };
  /** The proof-of-work challenge (ALTCHA) and the bursts that ask for it (docs/security.md). */
  challenge: {
    hmacKey: string;
    maxNumber: number;
    expirySeconds: number;
    signupsPerIp: number;
    entriesPerIp: number;
    entriesPerGiveawayPerMinute: number;
    windowSeconds: number;
  };
  logLevel: string;
  readYourWritesTimeoutMs: number;
  readinessMaxLag: number;
  workerHealthPort: number;
  projectionRetry: { maxAttempts: number; maxDelayMs: number };
  projectionLeaseTtlMs: number;
  trustProxy: string;
  uploadMaxMb: number;
  autoCloseIntervalSeconds: number;
  liveStreamLimits: { perIp: number; perUser: number };
  drandUrl: string;
  /** Sign-in with outside OpenID Connect providers (OIDC_<NAME>_*, docs/outside-accounts.md): the configured ones, Google first. */
  oidcProviders: OidcProviderConfig[];
  feedbackLimits: { perIp: number; windowSeconds: number };
  /** View beacons accepted per IP per minute (POST /api/giveaways/:id/views). */
  viewsPerIpPerMinute: number;
  /** Outside sign-ins started per IP per minute (GET /api/auth/oidc/:provider/start, POST …/link). */
  oidcStartsPerIpPerMinute: number;
  /** Outgoing webhooks (docs/webhooks.md): retry waits in ms, and whether private addresses and http:// are allowed. */
  webhooks: { retryScheduleMs: number[]; allowPrivateNetworks: boolean };
  /** The payment provider: Stripe when STRIPE_SECRET_KEY is set, otherwise none (the manual provider). */
  billing: { stripe: StripeConfig | null };
  /** From SECRETS_KEY, or one key generated into DATA_DIR/secrets/secrets-key: the first seals, every one opens. */
  secretsKeys: Buffer[];
  /** Instagram API with Instagram Login; null unless INSTAGRAM_CLIENT_ID and INSTAGRAM_CLIENT_SECRET are set. */
  instagram: InstagramConfig | null;
  /** The import of a post's comments into a giveaway: its waits, in ms, while Instagram is down. */
  instagramImport: { retryScheduleMs: number[] };
}

/** The Meta app that connects professional Instagram accounts, and where Instagram answers (a local fake in the tests). */
export interface InstagramConfig {
  clientId: string;
  clientSecret: string;
  /** The authorization page (www.instagram.com/oauth/authorize). */
  authUrl: string;
  /** Where the authorization code becomes a short-lived token (api.instagram.com/oauth/access_token). */
  tokenUrl: string;
  /** graph.instagram.com, without a trailing slash. */
  graphUrl: string;
  /** `<PUBLIC_URL>/instagram-callback`: the SPA route Instagram sends the person back to. */
  redirectUri: string;
}

/** Stripe's client options (docs/billing.md); null when STRIPE_SECRET_KEY is unset. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** From STRIPE_API_BASE (stripe-mock in the tests); null: api.stripe.com. */
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): AppConfig {
  const roleArg = argv.find((a) => a.startsWith('--role='))?.slice('--role='.length);
  const blankAsUnset = Object.fromEntries(Object.entries({ ...env, ...(roleArg ? { ROLE: roleArg } : {}) }).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PASSWORD_MAX_LENGTH !== undefined && e.PASSWORD_MAX_LENGTH < e.PASSWORD_MIN_LENGTH) {
    throw new ConfigError('Configuração inválida:\n  PASSWORD_MAX_LENGTH: deve ser maior ou igual a PASSWORD_MIN_LENGTH');
  }
  // Split roles run as separate processes: each needs the shared read store and secret, or
  // an API replica would serve stale read models and reject the worker's tokens.
  if (e.ROLE === 'api' || e.ROLE === 'worker') {
    // Each process would otherwise generate its own SECRETS_KEY and not open what another sealed.
    const missing = [!e.MONGO_URL && 'MONGO_URL', !e.JWT_SECRET && 'JWT_SECRET', e.INSTAGRAM_CLIENT_ID && !e.SECRETS_KEY && 'SECRETS_KEY'].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`Configuração inválida:\n${missing.map((v) => `  ${v}: obrigatório com ROLE=${e.ROLE}`).join('\n')}`);
    }
  }
  // A server ignores the region unless configured for one; AWS needs the bucket's own.
  const s3Region = e.STORAGE_URL && (e.STORAGE_URL.region ?? (e.STORAGE_URL.endpoint ? 'us-east-1' : e.AWS_REGION));
  if (e.STORAGE_URL && !s3Region) {
    throw new ConfigError('Configuração inválida:\n  STORAGE_URL: informe a região do bucket (s3://bucket?region=sa-east-1) ou defina AWS_REGION');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Configuração inválida:\n  STRIPE_WEBHOOK_SECRET: obrigatório com STRIPE_SECRET_KEY (o segredo whsec_… do endpoint /api/billing/webhook no painel da Stripe); sem ele nenhum pagamento seria reconhecido',
    );
  }
  if (!e.INSTAGRAM_CLIENT_ID !== !e.INSTAGRAM_CLIENT_SECRET) {
    const [missing, given] = e.INSTAGRAM_CLIENT_ID ? ['INSTAGRAM_CLIENT_SECRET', 'INSTAGRAM_CLIENT_ID'] : ['INSTAGRAM_CLIENT_ID', 'INSTAGRAM_CLIENT_SECRET'];
    throw new ConfigError(`Configuração inválida:\n  ${missing}: obrigatório com ${given} (os dois vêm do app da Meta, em Instagram > Configuração da API com login do Instagram)`);
  }
  // A production log key must be one the operator keeps: a generated one dies with its disk, and every receipt with it.
  if (e.NODE_ENV === 'production' && !e.LOG_SIGNING_KEY) {
    throw new ConfigError('Configuração inválida:\n  LOG_SIGNING_KEY: obrigatório com NODE_ENV=production (gere com: openssl genpkey -algorithm ed25519)');
  }
  const logKey = e.LOG_SIGNING_KEY === undefined ? null : parseLogSigningKey(e.LOG_SIGNING_KEY);
  if (typeof logKey === 'string') throw new ConfigError(`Configuração inválida:\n  LOG_SIGNING_KEY: ${logKey}`);
  const retiredLogKeys = parseRetiredPublicKeys(e.LOG_RETIRED_PUBLIC_KEYS);
  if (typeof retiredLogKeys === 'string') throw new ConfigError(`Configuração inválida:\n  LOG_RETIRED_PUBLIC_KEYS: ${retiredLogKeys}`);
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const oidc = oidcProvidersFrom(blankAsUnset, publicUrl);
  if (oidc.problems.length > 0) throw new ConfigError(`Configuração inválida:\n${oidc.problems.map((p) => `  ${p}`).join('\n')}`);
  const jwtSecret = e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret');
  return {
    role: e.ROLE,
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl,
    eventStoreUrl: e.EVENTSTORE_URL,
    mongoUrl: e.MONGO_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    s3Storage: e.STORAGE_URL && s3Region ? { ...e.STORAGE_URL, region: s3Region } : undefined,
    mailFrom: e.MAIL_FROM,
    jwtSecret,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    trustedOrigins: [...new Set([new URL(publicUrl).origin, ...(e.ALLOWED_ORIGINS ?? [])])],
    passwordPolicy: {
      minLength: e.PASSWORD_MIN_LENGTH,
      maxLength: e.PASSWORD_MAX_LENGTH ?? null,
      requireLowercase: e.PASSWORD_REQUIRE_LOWERCASE,
      requireUppercase: e.PASSWORD_REQUIRE_UPPERCASE,
      requireNumeric: e.PASSWORD_REQUIRE_NUMERIC,
      requireNonAlphanumeric: e.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
    },
    registerLimits: { perIp: e.REGISTER_MAX_PER_IP, windowSeconds: e.REGISTER_WINDOW_SECONDS },
    loginDelay: { baseSeconds: e.LOGIN_DELAY_BASE_SECONDS, maxSeconds: e.LOGIN_DELAY_MAX_SECONDS },
    challenge: {
      hmacKey: e.CHALLENGE_HMAC_KEY ?? createHmac('sha256', jwtSecret).update('altcha-challenge').digest('hex'),
      maxNumber: e.CHALLENGE_MAX_NUMBER,
      expirySeconds: e.CHALLENGE_EXPIRY_SECONDS,
      signupsPerIp: e.CHALLENGE_SIGNUPS_PER_IP,
      entriesPerIp: e.CHALLENGE_ENTRIES_PER_IP,
      entriesPerGiveawayPerMinute: e.CHALLENGE_ENTRIES_PER_GIVEAWAY_PER_MINUTE,
      windowSeconds: e.CHALLENGE_WINDOW_SECONDS,
    },
    loginLimits: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
      forgotPasswordPerIp: e.FORGOT_PASSWORD_MAX_PER_IP,
    },
    logLevel: e.LOG_LEVEL,
    readYourWritesTimeoutMs: e.READ_YOUR_WRITES_TIMEOUT_MS,
    readinessMaxLag: e.READINESS_MAX_LAG,
    workerHealthPort: e.WORKER_HEALTH_PORT,
    projectionRetry: { maxAttempts: e.PROJECTION_MAX_ATTEMPTS, maxDelayMs: e.PROJECTION_RETRY_MAX_MS },
    projectionLeaseTtlMs: e.PROJECTION_LEASE_TTL_MS,
    trustProxy: e.TRUST_PROXY,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    autoCloseIntervalSeconds: e.AUTO_CLOSE_INTERVAL_SECONDS,
    liveStreamLimits: { perIp: e.LIVE_MAX_STREAMS_PER_IP, perUser: e.LIVE_MAX_STREAMS_PER_USER },
    drandUrl: e.DRAND_URL.replace(/\/$/, ''),
    oidcProviders: oidc.providers,
    feedbackLimits: { perIp: e.FEEDBACK_MAX_PER_IP, windowSeconds: e.FEEDBACK_WINDOW_SECONDS },
    viewsPerIpPerMinute: e.VIEWS_MAX_PER_IP_PER_MINUTE,
    oidcStartsPerIpPerMinute: e.OIDC_STARTS_PER_IP_PER_MINUTE,
    webhooks: { retryScheduleMs: e.WEBHOOK_RETRY_SCHEDULE, allowPrivateNetworks: e.WEBHOOKS_ALLOW_PRIVATE_NETWORKS },
    billing: {
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE ?? null }
          : null,
    },
    secretsKeys: e.SECRETS_KEY ?? [persistedSecretsKey(dataDir)],
    // Unset: derived from JWT_SECRET where one is shared (split roles sign with one key), else generated into DATA_DIR.
    logSigning: {
      privateKey: logKey ?? (e.JWT_SECRET ? derivedLogSigningKey(e.JWT_SECRET) : persistedLogSigningKey(dataDir)),
      retiredPublicKeys: retiredLogKeys,
    },
    instagramImport: { retryScheduleMs: e.INSTAGRAM_IMPORT_RETRY_SCHEDULE },
    instagram:
      e.INSTAGRAM_CLIENT_ID && e.INSTAGRAM_CLIENT_SECRET
        ? {
            clientId: e.INSTAGRAM_CLIENT_ID,
            clientSecret: e.INSTAGRAM_CLIENT_SECRET,
            authUrl: e.INSTAGRAM_AUTH_URL,
            tokenUrl: e.INSTAGRAM_TOKEN_URL,
            graphUrl: e.INSTAGRAM_GRAPH_URL.replace(/\/$/, ''),
            redirectUri: `${publicUrl}/instagram-callback`,
          }
        : null,
  };
}

/** A secret generated once and kept in DATA_DIR, so tokens survive restarts without setup. */
function persistedSecret(dataDir: string, name: string, generate = () => randomBytes(48).toString('base64url')): string {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = generate();
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The generated SECRETS_KEY (32 random bytes), refused if the file was changed into something else. */
function persistedSecretsKey(dataDir: string): Buffer {
  const key = Buffer.from(persistedSecret(dataDir, 'secrets-key', () => randomBytes(32).toString('base64')), 'base64');
  if (key.length !== 32) throw new ConfigError(`Configuração inválida:\n  SECRETS_KEY: ${join(dataDir, 'secrets', 'secrets-key')} não tem uma chave de 32 bytes em base64`);
  return key;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
