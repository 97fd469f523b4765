import { hash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';

/**
 * Who a visitor is, for one day and one giveaway only (Plausible's method): a SHA-256 of a salt
 * made for the day, the IP, the User-Agent and the giveaway id. The salt is kept in memory and
 * replaced when the day changes, so yesterday's hashes can never be recomputed and the same
 * person is a different visitor tomorrow and on another giveaway. The IP itself is never
 * stored, logged or recorded. A one-shot hash rather than an HMAC: the hashes never leave the
 * process, so an HMAC's guard against length extension buys nothing, and building an HMAC
 * per view was a tenth of a beacon's cost (docs/performance.md).
 */
export function visitorHash(daySalt: string, ip: string, userAgent: string, giveawayId: string): string {
  return hash('sha256', `${daySalt}\0${ip}\0${userAgent}\0${giveawayId}`, 'base64url');
}

/** 32 random bytes, as text (the hash's first field). */
export const newDaySalt = () => randomBytes(32).toString('base64');

const knownAgents = new Map<string, boolean>();
const KNOWN_AGENTS_CAPACITY = 1_000;

/**
 * Crawlers and scripts (isbot's list), and requests without a User-Agent, are not counted.
 * The answer is kept for the last agents seen: browsers send the same few strings, and
 * isbot's pattern is a long regular expression.
 */
export function isBotAgent(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  let bot = knownAgents.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (knownAgents.size >= KNOWN_AGENTS_CAPACITY) knownAgents.delete(knownAgents.keys().next().value!);
    knownAgents.set(userAgent, bot);
  }
  return bot;
}

/**
 * The referrer's host ("direto" when there is none, when it is not a URL, or when it is this
 * site itself: moving between our own pages is not a source).
 */
export function sourceOf(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return 'direto';
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    return host && host !== ownHost ? host.slice(0, 253) : 'direto';
  } catch {
    return 'direto';
  }
}
