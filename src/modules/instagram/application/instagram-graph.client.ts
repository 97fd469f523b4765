import type { InstagramConfig } from '../../../config/app-config';
import { InstagramRateLimited, InstagramRequestRefused, InstagramTokenExpired, InstagramUnavailable } from './instagram-graph.errors';

/** The Graph API version the calls are pinned to: an unversioned call drifts to the oldest version still served. */
export const GRAPH_API_VERSION = 'v23.0';
/** What the connection asks for (docs/outside-accounts.md): the profile and media, and reading comments. */
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_manage_comments'] as const;
/** Graph's largest page of comments. */
export const COMMENTS_PAGE_SIZE = 50;
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
/** When Instagram says neither Retry-After nor an estimate. */
const DEFAULT_RETRY_AFTER_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 15_000;

export interface InstagramComment {
  id: string;
  text: string;
  /** ISO 8601 in UTC (Graph's `+0000` form normalised). */
  timestamp: string;
  /** The author. Graph leaves `from` out in some cases: then `id` is `@<username>` (from the comment's `username` field). */
  from: { id: string; username: string };
}

export interface InstagramCommentsPage {
  comments: InstagramComment[];
  /** The cursor of the next page; null on the last one (Graph's `paging.next` absent). */
  after: string | null;
}

export interface InstagramMediaInfo {
  id: string;
  caption: string | null;
  permalink: string;
  timestamp: string;
  commentsCount: number;
  ownerUsername: string;
}

export interface InstagramMediaItem {
  id: string;
  caption: string | null;
  permalink: string;
  timestamp: string;
  commentsCount: number;
}

export interface InstagramToken {
  accessToken: string;
  /** Seconds until it expires, as Instagram says (about 60 days for a long-lived token). */
  expiresIn: number;
}

type Json = Record<string, any>;

const isoOf = (timestamp: unknown) => {
  const at = new Date(String(timestamp));
  return Number.isNaN(at.getTime()) ? String(timestamp) : at.toISOString();
};

/**
 * Instagram API with Instagram Login (professional accounts), as Meta documents it: the
 * authorization page, the code exchange at api.instagram.com, the long-lived token and its
 * refresh, and the Graph reads at graph.instagram.com. Tokens go in the Authorization header
 * for reads (never in a URL that could be logged); the token endpoints take them as Meta
 * documents. Every failure ends in one of the instagram-graph.errors classes.
 */
export class InstagramGraphClient {
  constructor(
    private readonly app: InstagramConfig,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  /** The authorization page the person is sent to. */
  authorizationUrl(state: string): string {
    const url = new URL(this.app.authUrl);
    url.searchParams.set('client_id', this.app.clientId);
    url.searchParams.set('redirect_uri', this.app.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', INSTAGRAM_SCOPES.join(','));
    url.searchParams.set('state', state);
    return url.toString();
  }

  /** The code Instagram sent back → a short-lived token (one hour) and the account's id. */
  async exchangeCode(code: string): Promise<{ accessToken: string; userId: string }> {
    const body = new URLSearchParams({
      client_id: this.app.clientId,
      client_secret: this.app.clientSecret,
      grant_type: 'authorization_code',
      redirect_uri: this.app.redirectUri,
      code,
    });
    const answer = await this.call(this.app.tokenUrl, { method: 'POST', body });
    // Meta documents `{ data: [{ access_token, user_id, permissions }] }`; the older flat shape is still answered.
    const grant = (Array.isArray(answer.data) ? answer.data[0] : answer) as Json | undefined;
    if (!grant || typeof grant.access_token !== 'string') throw new InstagramUnavailable('resposta sem token na troca do código');
    return { accessToken: grant.access_token, userId: String(grant.user_id) };
  }

  /** A short-lived token → a long-lived one (60 days). */
  longLived(shortLivedToken: string): Promise<InstagramToken> {
    const url = new URL(`${this.app.graphUrl}/access_token`);
    url.searchParams.set('grant_type', 'ig_exchange_token');
    url.searchParams.set('client_secret', this.app.clientSecret);
    url.searchParams.set('access_token', shortLivedToken);
    return this.token(url);
  }

  /** A long-lived token at least a day old and not expired → a new one, good for 60 days more. */
  refresh(longLivedToken: string): Promise<InstagramToken> {
    const url = new URL(`${this.app.graphUrl}/refresh_access_token`);
    url.searchParams.set('grant_type', 'ig_refresh_token');
    url.searchParams.set('access_token', longLivedToken);
    return this.token(url);
  }

  /** The professional account behind the token: `user_id` is its Instagram id (not the app-scoped `id`). */
  async me(token: string): Promise<{ userId: string; username: string }> {
    const answer = await this.read(token, 'me', { fields: 'user_id,username' });
    return { userId: String(answer.user_id ?? answer.id), username: String(answer.username) };
  }

  /** The account's latest posts, newest first (Graph's order), one page. */
  async recentMedia(token: string, limit = 25): Promise<InstagramMediaItem[]> {
    const answer = await this.read(token, 'me/media', { fields: 'id,caption,permalink,timestamp,comments_count', limit: String(limit) });
    return ((answer.data ?? []) as Json[]).map((m) => ({
      id: String(m.id),
      caption: typeof m.caption === 'string' ? m.caption : null,
      permalink: String(m.permalink ?? ''),
      timestamp: isoOf(m.timestamp),
      commentsCount: Number(m.comments_count ?? 0),
    }));
  }

  /** One post of the token's account; another account's or an unknown id is refused by Graph (code 100). */
  async media(token: string, mediaId: string): Promise<InstagramMediaInfo> {
    const m = await this.read(token, encodeURIComponent(mediaId), { fields: 'id,caption,permalink,timestamp,comments_count,username' });
    return {
      id: String(m.id),
      caption: typeof m.caption === 'string' ? m.caption : null,
      permalink: String(m.permalink ?? ''),
      timestamp: isoOf(m.timestamp),
      commentsCount: Number(m.comments_count ?? 0),
      ownerUsername: String(m.username ?? ''),
    };
  }

  /**
   * One page of a post's comments (top-level, as Graph lists them), from the cursor `after`.
   * A comment with no author at all (neither `from` nor `username`) is left out: it could not
   * be anyone's entry.
   */
  async comments(token: string, mediaId: string, after: string | null, limit = COMMENTS_PAGE_SIZE): Promise<InstagramCommentsPage> {
    const query: Record<string, string> = { fields: 'id,text,timestamp,username,from{id,username}', limit: String(limit) };
    if (after) query.after = after;
    const answer = await this.read(token, `${encodeURIComponent(mediaId)}/comments`, query);
    const comments: InstagramComment[] = [];
    for (const c of (answer.data ?? []) as Json[]) {
      const username = typeof c.from?.username === 'string' ? c.from.username : typeof c.username === 'string' ? c.username : null;
      const authorId = typeof c.from?.id === 'string' ? c.from.id : username === null ? null : `@${username}`;
      if (authorId === null) continue;
      comments.push({ id: String(c.id), text: typeof c.text === 'string' ? c.text : '', timestamp: isoOf(c.timestamp), from: { id: authorId, username: username ?? '' } });
    }
    const next = answer.paging?.next ? (answer.paging?.cursors?.after as string | undefined) : undefined;
    return { comments, after: next ?? null };
  }

  private async token(url: URL): Promise<InstagramToken> {
    const answer = await this.call(url.toString(), { method: 'GET' });
    if (typeof answer.access_token !== 'string') throw new InstagramUnavailable('resposta sem token');
    return { accessToken: answer.access_token, expiresIn: Number(answer.expires_in ?? 0) };
  }

  private read(token: string, path: string, query: Record<string, string>): Promise<Json> {
    const url = new URL(`${this.app.graphUrl}/${GRAPH_API_VERSION}/${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return this.call(url.toString(), { method: 'GET', headers: { authorization: `Bearer ${token}` } });
  }

  private async call(url: string, init: RequestInit): Promise<Json> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new InstagramUnavailable(timedOut ? `sem resposta em ${(this.timeoutMs / 1000).toLocaleString('pt-BR')} s` : 'falha de rede');
    }
    let body: Json | null = null;
    try {
      body = (await response.json()) as Json;
    } catch {
      body = null;
    }
    const error = (body?.error ?? null) as Json | null;
    // The token endpoint's own error shape ({ error_type, code: 400, error_message }) has no Graph code.
    const code = typeof error?.code === 'number' ? error.code : null;
    if (response.status === 429 || (code !== null && RATE_LIMIT_CODES.has(code))) throw new InstagramRateLimited(retryAfterMs(response.headers));
    if (code === 190) throw new InstagramTokenExpired();
    if (response.status >= 500) throw new InstagramUnavailable(`HTTP ${response.status}`);
    if (!response.ok) {
      const message = String(error?.message ?? body?.error_message ?? '');
      throw new InstagramRequestRefused(response.status, code, typeof error?.error_subcode === 'number' ? error.error_subcode : null, message);
    }
    if (body === null) throw new InstagramUnavailable('resposta que não é JSON');
    return body;
  }
}

/**
 * How long Instagram asks to wait: Retry-After (seconds or a date), else the largest
 * `estimated_time_to_regain_access` (minutes) in X-Business-Use-Case-Usage, else a minute.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const usage = headers.get('x-business-use-case-usage');
  if (usage) {
    try {
      const minutes = Object.values(JSON.parse(usage) as Record<string, Array<{ estimated_time_to_regain_access?: number }>>)
        .flat()
        .map((u) => Number(u.estimated_time_to_regain_access ?? 0));
      const longest = Math.max(0, ...minutes);
      if (longest > 0) return longest * 60_000;
    } catch {
      // A header that is not JSON says nothing: the default wait.
    }
  }
  return DEFAULT_RETRY_AFTER_MS;
}
