import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Instagram API with Instagram Login, on a free loopback port: a real HTTP
 * server answering the shapes Meta documents, so the client, the API and the browser meet it
 * as they would meet Instagram (no mock of our own code).
 *
 * - `GET /oauth/authorize` (the authorization page, www.instagram.com): redirects at once to
 *   `redirect_uri?code=…&state=…#_` as the account set by `authorizeAs` (the first one made by
 *   default), or with `error=access_denied` after `denyNextAuthorization()`.
 * - `POST /oauth/access_token` (api.instagram.com; form body): the code → `{ data: [{
 *   access_token, user_id, permissions }] }`, a short-lived token; a wrong, reused or
 *   foreign code → 400 `{ error_type: "OAuthException", code: 400, error_message }`.
 * - `GET /access_token?grant_type=ig_exchange_token&client_secret&access_token` and
 *   `GET /refresh_access_token?grant_type=ig_refresh_token&access_token` → `{ access_token,
 *   token_type: "bearer", expires_in }` (`tokenLifetimeSeconds`, 5183944 by default).
 * - Graph reads, with or without a version prefix (`/v23.0/…`), the token in
 *   `Authorization: Bearer` or `?access_token=`: `/me` (`user_id`, `username`, `id`),
 *   `/me/media` (newest first), `/{media-id}`, `/{media-id}/comments` (newest first, `limit`
 *   default 50 and at most 100, `after` cursors, `paging.cursors` and `paging.next` while
 *   there are more). Only the fields asked for in `fields` are answered.
 * - Errors as Graph sends them, `{ error: { message, type, code, error_subcode?, fbtrace_id } }`:
 *   190 for an unknown or expired token, 100 (subcode 33) for another account's or an
 *   unknown object, and whatever `failNext` queues.
 *
 * Comments are made up when asked for, from their index (0 is the oldest), so a post can have
 * any number (25,000 or more) at no cost; `authors` below the count repeats authors.
 */
export interface FakeInstagramAccount {
  /** The professional account's Instagram id (Graph's `user_id`). */
  userId: string;
  username: string;
}

export interface FakeComment {
  text: string;
  username: string;
  /** The author's id in `from.id`. */
  userId: string;
  /** ISO date; by default the post's time plus `index` minutes. */
  timestamp: string;
  /** Leave `from` out (Graph does in some cases); the comment's own `username` stays. */
  omitFrom: boolean;
  /** Neither `from` nor `username`: an author Graph does not say. */
  noAuthor: boolean;
}

export interface SeedMediaOptions {
  caption?: string | null;
  /** How many comments the post has now (more with addComments). */
  comments?: number;
  /** How many distinct people wrote them: comment i is by author `i % authors` (default: each by someone else). */
  authors?: number;
  /** Overrides for comment i (0 is the oldest). */
  comment?: (index: number) => Partial<FakeComment>;
  timestamp?: string;
}

export interface FakeMedia {
  id: string;
  permalink: string;
  owner: FakeInstagramAccount;
}

export type FakeFailure =
  | { kind: 'rate-limit'; status?: 429 }
  | { kind: 'rate-limit'; code: 4 | 17 | 32 | 613 }
  | { kind: 'token-expired' }
  | { kind: 'server-error'; status?: number }
  /** The connection is dropped with no answer. */
  | { kind: 'network' }
  /** Answers normally after `delayMs` (a client with a shorter timeout gives up first). */
  | { kind: 'slow'; delayMs: number };

export interface FailOptions {
  /**
   * Which requests it hits: Graph reads and the long-lived token's exchange and refresh
   * (`graph`, the default), only `comments`, only `media` (`/{media-id}`, `/me/media`), only
   * `refresh`, or only the code's exchange at api.instagram.com (`code-exchange`).
   */
  on?: 'graph' | 'comments' | 'media' | 'refresh' | 'code-exchange';
  /** Retry-After (seconds) sent with a rate limit; null sends none. Graph sends none with codes 4–613: a test sets it so the client need not wait its default minute. */
  retryAfterSeconds?: number | null;
  /** `estimated_time_to_regain_access` (minutes) in X-Business-Use-Case-Usage, as Meta sends with a rate limit. */
  regainMinutes?: number;
}

export interface FakeRequest {
  method: string;
  /** The path without the version prefix. */
  path: string;
  /** The query without `access_token` and `client_secret`. */
  query: Record<string, string>;
  /** Whether a token came in the Authorization header (the way the client sends it to Graph reads). */
  bearer: boolean;
  /** Whether a token came in the URL. */
  tokenInUrl: boolean;
  status: number;
}

interface Token {
  account: FakeInstagramAccount;
  kind: 'short' | 'long';
  expired: boolean;
}

interface MediaRecord extends FakeMedia {
  caption: string | null;
  timestamp: string;
  count: number;
  authors: number | null;
  comment?: (index: number) => Partial<FakeComment>;
}

const SCOPES_REQUIRED = ['instagram_business_basic'];
const DEFAULT_LIFETIME = 5_183_944;
const GRAPH_TIME = (iso: string) => iso.replace(/\.\d{3}Z$/, '+0000');
const cursorOf = (index: number) => Buffer.from(`c${index}`).toString('base64url');
const indexOf = (cursor: string) => {
  const m = /^c(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return m ? Number(m[1]) : null;
};

/** Top-level field names of a Graph `fields` list (`a,b,from{id,username}` → a, b, from). */
function fieldsOf(fields: string | undefined, fallback: string[]): Set<string> {
  if (!fields) return new Set(fallback);
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of fields) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    if (ch === ',' && depth === 0) {
      names.push(current);
      current = '';
    } else if (depth === 0 && ch !== '}') current += ch;
  }
  names.push(current);
  return new Set(names.map((n) => n.trim()).filter(Boolean));
}

const pick = (object: Record<string, unknown>, fields: Set<string>) => Object.fromEntries(Object.entries(object).filter(([k, v]) => fields.has(k) && v !== undefined));

export class FakeGraphApi {
  static readonly CLIENT_ID = '990602627938098';
  static readonly CLIENT_SECRET = 'segredo-do-app-falso-0123456789';

  /** Lifetime of the long-lived tokens it issues; lower it to have a connection renewed at once. */
  tokenLifetimeSeconds = DEFAULT_LIFETIME;
  readonly requests: FakeRequest[] = [];
  /** The query of the last authorization page asked for (client_id, redirect_uri, scope, state…). */
  lastAuthorization: Record<string, string> | null = null;
  refreshes = 0;

  private server: Server | null = null;
  private baseUrl = '';
  private readonly accounts: FakeInstagramAccount[] = [];
  private authorizing: FakeInstagramAccount | null = null;
  private denyNext = false;
  private readonly codes = new Map<string, { account: FakeInstagramAccount; redirectUri: string; scope: string; used: boolean }>();
  private readonly tokens = new Map<string, Token>();
  private readonly media: MediaRecord[] = [];
  private readonly failures: Array<{ failure: FakeFailure; options: FailOptions }> = [];
  private seq = 0;

  get url(): string {
    if (!this.server) throw new Error('FakeGraphApi: chame start() antes');
    return this.baseUrl;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** The server's Instagram settings pointing here. */
  env(): Record<string, string> {
    return {
      INSTAGRAM_CLIENT_ID: FakeGraphApi.CLIENT_ID,
      INSTAGRAM_CLIENT_SECRET: FakeGraphApi.CLIENT_SECRET,
      INSTAGRAM_AUTH_URL: `${this.url}/oauth/authorize`,
      INSTAGRAM_TOKEN_URL: `${this.url}/oauth/access_token`,
      INSTAGRAM_GRAPH_URL: this.url,
    };
  }

  /** A professional account (the first one made is who the authorization page grants, until authorizeAs). */
  account(username = `loja_${this.accounts.length + 1}`): FakeInstagramAccount {
    const found = this.accounts.find((a) => a.username === username);
    if (found) return found;
    const account = { userId: `1784140${String(5_000_000_000 + this.accounts.length).padStart(10, '0')}`, username };
    this.accounts.push(account);
    return account;
  }

  /** The account the next authorizations grant. */
  authorizeAs(account: FakeInstagramAccount): void {
    this.authorizing = account;
  }

  /** The next authorization comes back with `error=access_denied` (the person clicked "Cancel"). */
  denyNextAuthorization(): void {
    this.denyNext = true;
  }

  /** A post of `owner` with its comments. */
  seedMedia(owner: FakeInstagramAccount, options: SeedMediaOptions = {}): FakeMedia {
    this.seq += 1;
    const id = `1790${String(this.seq).padStart(13, '0')}`;
    const record: MediaRecord = {
      id,
      owner,
      permalink: `https://www.instagram.com/p/FAKE${this.seq}/`,
      caption: options.caption === undefined ? `Sorteio ${this.seq}: comente e marque 2 amigos!` : options.caption,
      timestamp: options.timestamp ?? new Date(Date.UTC(2026, 2, 1) + this.seq * 3_600_000).toISOString(),
      count: options.comments ?? 0,
      authors: options.authors ?? null,
      comment: options.comment,
    };
    this.media.push(record);
    return { id, permalink: record.permalink, owner };
  }

  /** New comments on a post, newer than every earlier one. */
  addComments(mediaId: string, count: number): void {
    this.mediaById(mediaId).count += count;
  }

  /** Comment `index` of a post as the fake serves it (for assertions). */
  commentAt(mediaId: string, index: number): FakeComment & { id: string } {
    const media = this.mediaById(mediaId);
    const author = media.authors ? index % media.authors : index;
    const mentions = ['@ana.paula', '@bia_santos', '@caio.m'].slice(0, index % 4).join(' ');
    const base: FakeComment = {
      text: `Eu quero!${mentions ? ` ${mentions}` : ''}${index % 3 === 0 ? ' #sorteio' : ''}`,
      username: `seguidor_${author}`,
      userId: `1788${String(author).padStart(13, '0')}`,
      timestamp: new Date(Date.parse(media.timestamp) + (index + 1) * 60_000).toISOString(),
      omitFrom: false,
      noAuthor: false,
    };
    return { id: `${media.id}${String(index).padStart(8, '0')}`, ...base, ...(media.comment?.(index) ?? {}) };
  }

  /** The next `times` requests matching `options.on` answer `failure` instead. */
  failNext(times: number, failure: FakeFailure, options: FailOptions = {}): void {
    for (let i = 0; i < times; i++) this.failures.push({ failure, options });
  }

  /** Every token issued for `account` (all, by default) is now refused with code 190. */
  expireTokens(account?: FakeInstagramAccount): void {
    for (const token of this.tokens.values()) if (!account || token.account === account) token.expired = true;
  }

  /** One token is now refused with code 190 (a token replaced by its renewal, say). */
  expireTokenValue(value: string): void {
    const token = this.tokens.get(value);
    if (!token) throw new Error('FakeGraphApi: token desconhecido');
    token.expired = true;
  }

  /** Every token issued so far, oldest first (to check none of them leaks anywhere). */
  issuedTokens(): string[] {
    return [...this.tokens.keys()];
  }

  /** Requests for a post's comments. */
  commentRequests(mediaId: string): FakeRequest[] {
    return this.requests.filter((r) => r.path === `/${mediaId}/comments`);
  }

  private mediaById(mediaId: string): MediaRecord {
    const media = this.media.find((m) => m.id === mediaId);
    if (!media) throw new Error(`FakeGraphApi: post ${mediaId} não existe`);
    return media;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const path = url.pathname.replace(/^\/v\d+\.\d+(?=\/)/, '');
    const query = Object.fromEntries(url.searchParams);
    const header = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const entry: FakeRequest = {
      method: req.method ?? 'GET',
      path,
      query: Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'access_token' && k !== 'client_secret')),
      bearer: header !== undefined,
      tokenInUrl: 'access_token' in query,
      status: 0,
    };
    this.requests.push(entry);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      entry.status = status;
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(body));
    };

    if (path === '/oauth/authorize' && req.method === 'GET') return this.authorize(query, res, entry);

    const failure = this.takeFailure(path);
    if (failure) {
      const done = await this.fail(failure.failure, failure.options, req, send);
      if (done) return;
    }

    if (path === '/oauth/access_token' && req.method === 'POST') return this.exchangeCode(await bodyOf(req), send);

    if (path === '/access_token' && req.method === 'GET') return this.exchangeForLongLived(query, send);
    if (path === '/refresh_access_token' && req.method === 'GET') return this.refresh(query, send);
    if (req.method !== 'GET') return send(400, graphError('Unsupported request - method type: ' + String(req.method).toLowerCase(), 100));

    const token = this.tokenFor(header ?? query.access_token, send);
    if (!token) return;
    const account = token.account;
    if (path === '/me') {
      return send(200, pick({ user_id: account.userId, username: account.username, id: `2${account.userId.slice(1)}` }, fieldsOf(query.fields, ['id'])));
    }
    if (path === '/me/media') {
      const own = this.media.filter((m) => m.owner === account).reverse();
      const limit = Math.min(Number(query.limit ?? 25) || 25, 100);
      const fields = fieldsOf(query.fields, ['id']);
      return send(200, { data: own.slice(0, limit).map((m) => pick(this.mediaFields(m), fields)), paging: { cursors: { before: cursorOf(0), after: cursorOf(Math.min(limit, own.length) - 1) } } });
    }
    const mediaMatch = /^\/(\d+)(\/comments)?$/.exec(path);
    const media = mediaMatch ? this.media.find((m) => m.id === mediaMatch[1]) : undefined;
    if (!mediaMatch || !media || media.owner !== account) {
      return send(400, graphError(`Unsupported get request. Object with ID '${path.split('/')[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 100, 33));
    }
    if (!mediaMatch[2]) return send(200, pick(this.mediaFields(media), fieldsOf(query.fields, ['id'])));
    return this.comments(media, query, send);
  }

  private authorize(query: Record<string, string>, res: ServerResponse, entry: FakeRequest): void {
    this.lastAuthorization = query;
    const refuse = (message: string) => {
      entry.status = 400;
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Erro</title><p>${message}</p>`);
    };
    if (query.client_id !== FakeGraphApi.CLIENT_ID) return refuse('Invalid platform app');
    if (!query.redirect_uri || query.response_type !== 'code') return refuse('Invalid request: redirect_uri and response_type=code are required');
    const scopes = (query.scope ?? '').split(/[ ,]+/).filter(Boolean);
    if (SCOPES_REQUIRED.some((s) => !scopes.includes(s))) return refuse('Invalid scope');
    const back = new URL(query.redirect_uri);
    if (this.denyNext) {
      this.denyNext = false;
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_reason', 'user_denied');
      back.searchParams.set('error_description', 'The user denied your request.');
    } else {
      const code = `AQ${randomBytes(24).toString('base64url')}`;
      this.codes.set(code, { account: this.authorizing ?? this.accounts[0] ?? this.account(), redirectUri: query.redirect_uri, scope: scopes.join(','), used: false });
      back.searchParams.set('code', code);
    }
    if (query.state !== undefined) back.searchParams.set('state', query.state);
    entry.status = 302;
    res.writeHead(302, { location: `${back.toString()}#_` });
    res.end();
  }

  private exchangeCode(form: URLSearchParams, send: (status: number, body: unknown) => void): void {
    const refuse = (message: string) => send(400, { error_type: 'OAuthException', code: 400, error_message: message });
    if (form.get('client_id') !== FakeGraphApi.CLIENT_ID || form.get('client_secret') !== FakeGraphApi.CLIENT_SECRET) return refuse('Invalid Client ID or secret');
    if (form.get('grant_type') !== 'authorization_code') return refuse('Invalid grant_type');
    const grant = this.codes.get(form.get('code') ?? '');
    if (!grant || grant.used) return refuse('This authorization code has been used');
    if (grant.redirectUri !== form.get('redirect_uri')) return refuse('Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request');
    grant.used = true;
    const accessToken = this.issue(grant.account, 'short');
    send(200, { data: [{ access_token: accessToken, user_id: grant.account.userId, permissions: grant.scope }] });
  }

  private exchangeForLongLived(query: Record<string, string>, send: (status: number, body: unknown) => void): void {
    if (query.grant_type !== 'ig_exchange_token') return send(400, graphError('Unsupported grant_type', 100));
    if (query.client_secret !== FakeGraphApi.CLIENT_SECRET) return send(400, graphError('Error validating client secret.', 1));
    const token = this.tokenFor(query.access_token, send);
    if (!token) return;
    if (token.kind !== 'short') return send(400, graphError('Invalid OAuth access token - Cannot exchange a long-lived token.', 190));
    send(200, { access_token: this.issue(token.account, 'long'), token_type: 'bearer', expires_in: this.tokenLifetimeSeconds });
  }

  private refresh(query: Record<string, string>, send: (status: number, body: unknown) => void): void {
    if (query.grant_type !== 'ig_refresh_token') return send(400, graphError('Unsupported grant_type', 100));
    const token = this.tokenFor(query.access_token, send);
    if (!token) return;
    if (token.kind !== 'long') return send(400, graphError('Invalid OAuth access token - Only long-lived tokens can be refreshed.', 190));
    this.refreshes += 1;
    send(200, { access_token: this.issue(token.account, 'long'), token_type: 'bearer', expires_in: this.tokenLifetimeSeconds });
  }

  private comments(media: MediaRecord, query: Record<string, string>, send: (status: number, body: unknown) => void): void {
    const limit = Math.min(Math.max(Number(query.limit ?? 50) || 50, 1), 100);
    const after = query.after === undefined ? null : indexOf(query.after);
    if (query.after !== undefined && (after === null || after > media.count)) return send(400, graphError('Invalid cursor', 100));
    const fields = fieldsOf(query.fields, ['id', 'text', 'timestamp']);
    // Newest first; a cursor names the index of the last comment served, so later comments never shift it.
    const first = after === null ? media.count - 1 : after - 1;
    const last = Math.max(first - limit + 1, 0);
    const data: Array<Record<string, unknown>> = [];
    for (let i = first; i >= last && i >= 0; i--) {
      const c = this.commentAt(media.id, i);
      const author = c.noAuthor ? {} : { username: c.username, from: c.omitFrom ? undefined : { id: c.userId, username: c.username } };
      data.push(pick({ id: c.id, text: c.text, timestamp: GRAPH_TIME(c.timestamp), like_count: 0, ...author }, fields));
    }
    const paging: Record<string, unknown> = {};
    if (data.length > 0) {
      paging.cursors = { before: cursorOf(first), after: cursorOf(last) };
      if (last > 0) {
        const next = new URL(`${this.baseUrl}/v23.0/${media.id}/comments`);
        for (const [k, v] of Object.entries(query)) if (k !== 'after') next.searchParams.set(k, v);
        next.searchParams.set('after', cursorOf(last));
        paging.next = next.toString();
      }
    }
    send(200, { data, ...(data.length > 0 ? { paging } : {}) });
  }

  private mediaFields(m: MediaRecord): Record<string, unknown> {
    return {
      id: m.id,
      caption: m.caption ?? undefined,
      media_type: 'IMAGE',
      permalink: m.permalink,
      timestamp: GRAPH_TIME(m.timestamp),
      comments_count: m.count,
      like_count: 0,
      username: m.owner.username,
    };
  }

  private issue(account: FakeInstagramAccount, kind: Token['kind']): string {
    const token = `IGAA${randomBytes(kind === 'short' ? 24 : 48).toString('base64url')}`;
    this.tokens.set(token, { account, kind, expired: false });
    return token;
  }

  private tokenFor(value: string | undefined, send: (status: number, body: unknown) => void): Token | null {
    if (!value) {
      send(400, graphError('An active access token must be used to query information about the current user.', 2500));
      return null;
    }
    const token = this.tokens.get(value);
    if (!token) {
      send(400, graphError('Invalid OAuth access token - Cannot parse access token', 190));
      return null;
    }
    if (token.expired) {
      send(400, graphError('Error validating access token: Session has expired.', 190, 463));
      return null;
    }
    return token;
  }

  private takeFailure(path: string): { failure: FakeFailure; options: FailOptions } | null {
    const next = this.failures[0];
    if (!next) return null;
    const on = next.options.on ?? 'graph';
    const matches =
      (on === 'graph' && path !== '/oauth/access_token') ||
      (on === 'code-exchange' && path === '/oauth/access_token') ||
      (on === 'comments' && /^\/\d+\/comments$/.test(path)) ||
      (on === 'media' && (/^\/\d+$/.test(path) || path === '/me/media')) ||
      (on === 'refresh' && path === '/refresh_access_token');
    return matches ? this.failures.shift()! : null;
  }

  /** Answers `failure`; false when the request should then be answered normally (slow). */
  private async fail(failure: FakeFailure, options: FailOptions, req: IncomingMessage, send: (status: number, body: unknown, headers?: Record<string, string>) => void): Promise<boolean> {
    const rateHeaders = (): Record<string, string> => {
      const headers: Record<string, string> = {};
      const retryAfter = options.retryAfterSeconds === undefined ? 1 : options.retryAfterSeconds;
      if (retryAfter !== null) headers['retry-after'] = String(retryAfter);
      if (options.regainMinutes !== undefined) {
        headers['x-business-use-case-usage'] = JSON.stringify({
          '17841400000000000': [{ type: 'instagram', call_count: 100, total_cputime: 20, total_time: 30, estimated_time_to_regain_access: options.regainMinutes }],
        });
      }
      return headers;
    };
    switch (failure.kind) {
      case 'rate-limit':
        if ('code' in failure) {
          const messages: Record<number, string> = { 4: '(#4) Application request limit reached', 17: '(#17) User request limit reached', 32: '(#32) Page request limit reached', 613: '(#613) Calls to this api have exceeded the rate limit.' };
          send(400, graphError(messages[failure.code], failure.code), rateHeaders());
        } else {
          send(429, graphError('Too many requests', 4), rateHeaders());
        }
        return true;
      case 'token-expired':
        send(400, graphError('Error validating access token: Session has expired.', 190, 463));
        return true;
      case 'server-error':
        send(failure.status ?? 500, { error: { message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', is_transient: true, code: 2, fbtrace_id: fbtrace() } });
        return true;
      case 'network':
        req.socket.destroy();
        return true;
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, failure.delayMs).unref());
        return false;
    }
  }
}

const fbtrace = () => randomBytes(8).toString('base64url');

function graphError(message: string, code: number, subcode?: number) {
  return { error: { message, type: code === 190 || code === 2500 ? 'OAuthException' : 'IGApiException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: fbtrace() } };
}

async function bodyOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
