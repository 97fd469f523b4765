import { createHash, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

/**
 * A real OpenID Connect provider (`oidc-provider`, certified) on a free loopback port: the
 * stand-in for Google in the API and browser tests (docs/outside-accounts.md). Its sign-in page
 * is a small form that signs in whoever is typed, saying the e-mail is verified or not; the
 * consent step is skipped, as for a first-party app. It can also send a forged ID token once.
 */
export interface TestPerson {
  email: string;
  emailVerified: boolean;
  nome?: string;
  sobrenome?: string;
  /** The provider's `sub`; by default derived from the e-mail, so the same person gets the same one. */
  subject?: string;
}

export type Forgery = 'foreign-key' | 'wrong-audience';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The variables that configure the app for it, as provider `name`. */
  env(name?: string): Record<string, string>;
  /** The next token answer carries an ID token signed by another key, or for another client. */
  forgeNextIdToken(kind: Forgery): void;
  /**
   * Follows an authorization URL as a browser would, signs in as `person` on the form, and
   * returns where the provider sends the browser back (the app's callback, with code and state).
   */
  signIn(authorizationUrl: string, person: TestPerson): Promise<URL>;
  close(): Promise<void>;
}

export const subjectOf = (email: string) => `sub-${createHash('sha256').update(email).digest('hex').slice(0, 20)}`;

interface ProviderOptions {
  /** The app's callback URLs the client may use (`<PUBLIC_URL>/api/auth/oidc/<name>/callback`). */
  redirectUris: string[];
  /**
   * true: e-mail and names only from UserInfo, as some providers do (the default of
   * oidc-provider); false, like Google: in the ID token too.
   */
  claimsOnlyInUserInfo?: boolean;
}

// oidc-provider ships no types; this is the part the tests use.
interface KoaContext {
  method: string;
  path: string;
  req: IncomingMessage;
  res: ServerResponse;
  body: unknown;
  type: string;
  redirect(url: string): void;
  oidc: { client: { clientId: string }; session: { accountId: string; grantIdFor(clientId: string): string | undefined }; result?: { consent?: { grantId?: string } }; provider: ProviderInstance };
}
interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface ProviderInstance {
  Grant: (new (init: { clientId: string; accountId: string }) => Grant) & { find(id: string): Promise<Grant | undefined> };
  use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string; prompt: { name: string } }>;
  interactionResult(req: IncomingMessage, res: ServerResponse, result: object, options: { mergeWithLastSubmission: boolean }): Promise<string>;
}
type ProviderClass = new (issuer: string, configuration: object) => ProviderInstance;

/**
 * oidc-provider warns, on load and when made, that Node 20 is not its target and that its
 * storage is the quick-start in-memory one: both expected in a test stand-in, only noise here.
 */
function quietly<T>(make: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING')) warn(...args);
  };
  try {
    return make();
  } finally {
    console.warn = warn;
  }
}

export async function startOidcProvider({ redirectUris, claimsOnlyInUserInfo = false }: ProviderOptions): Promise<LocalOidcProvider> {
  const clientId = 'sorteios-teste';
  const clientSecret = randomBytes(24).toString('base64url');
  const kid = 'chave-do-provedor';
  const signingKey = await privateJwk(kid);
  const accounts = new Map<string, Required<TestPerson>>();
  let forgery: Forgery | null = null;

  // Listening first, so the issuer (with its port) is known before the provider is made.
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Provider = quietly(() => (require('oidc-provider') as { default: ProviderClass }).default);
  const provider = quietly(() => new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // Refuses an authorization request without S256 PKCE: the app must send it.
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    conformIdTokenClaims: claimsOnlyInUserInfo,
    async findAccount(_ctx: unknown, sub: string) {
      const person = accounts.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified,
          name: [person.nome, person.sobrenome].filter(Boolean).join(' '),
          given_name: person.nome,
          family_name: person.sobrenome,
        }),
      };
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // A first-party app: every scope asked is granted without a consent screen.
    async loadExistingGrant(ctx: KoaContext) {
      const { client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    // Short lives, given explicitly (the defaults log a notice each time they are used).
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  }));

  provider.use(async (ctx, next) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(ctx.path);
    if (interaction && ctx.method === 'GET') {
      await provider.interactionDetails(ctx.req, ctx.res);
      ctx.type = 'html';
      ctx.body = signInPage(interaction[1]);
      return;
    }
    if (interaction && ctx.method === 'POST') {
      await provider.interactionDetails(ctx.req, ctx.res);
      const form = new URLSearchParams(await readBody(ctx.req));
      const email = form.get('email') ?? '';
      const person = {
        email,
        emailVerified: form.get('email_verified') === 'sim',
        nome: form.get('nome') ?? '',
        sobrenome: form.get('sobrenome') ?? '',
        subject: form.get('subject') || subjectOf(email),
      };
      accounts.set(person.subject, person);
      ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: person.subject } }, { mergeWithLastSubmission: false }));
      return;
    }
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.method === 'POST' && ctx.path === '/token' && forgery && body?.id_token) {
      const claims = decodeJwt(body.id_token);
      const key = forgery === 'foreign-key' ? await privateJwk(kid) : signingKey;
      const audience = forgery === 'wrong-audience' ? 'outro-cliente' : clientId;
      ctx.body = { ...body, id_token: await new SignJWT({ ...claims, aud: audience }).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(await importJWK(key, 'RS256')) };
      forgery = null;
    }
  });
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    env: (name = 'google') => {
      const prefix = `OIDC_${name.toUpperCase()}`;
      return { [`${prefix}_ISSUER`]: issuer, [`${prefix}_CLIENT_ID`]: clientId, [`${prefix}_CLIENT_SECRET`]: clientSecret };
    },
    forgeNextIdToken: (kind) => {
      forgery = kind;
    },
    signIn: (authorizationUrl, person) => signInAs(authorizationUrl, person, issuer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The provider's sign-in form: what a person fills in the browser test. */
function signInPage(uid: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Provedor de teste</title></head><body>
<h1>Provedor de teste</h1>
<form method="post" action="/interaction/${uid}">
<label>E-mail da conta <input name="email" type="email" required></label>
<label>Nome <input name="nome"></label>
<label>Sobrenome <input name="sobrenome"></label>
<label><input name="email_verified" type="checkbox" value="sim"> E-mail verificado</label>
<button type="submit">Continuar</button>
</form></body></html>`;
}

/**
 * What a browser does between the app's redirect and the provider's: follows the provider's
 * redirects with its cookies and submits the form. Stops at the first redirect away from it.
 */
async function signInAs(authorizationUrl: string, person: TestPerson, issuer: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let url = new URL(authorizationUrl);
  for (let hops = 0; hops < 10; hops++) {
    if (url.origin !== issuer) return url;
    let res = await send(url);
    if (/^\/interaction\//.test(url.pathname) && res.status === 200) {
      const form = new URLSearchParams({ email: person.email, nome: person.nome ?? '', sobrenome: person.sobrenome ?? '', subject: person.subject ?? '' });
      if (person.emailVerified) form.set('email_verified', 'sim');
      res = await send(url, { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`O provedor respondeu ${res.status} em ${url.pathname}: ${await res.text()}`);
    url = new URL(location, url);
  }
  throw new Error('Redirecionamentos demais no provedor de teste');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function privateJwk(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
}
