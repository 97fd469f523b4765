import { createHmac, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';

/**
 * Who a visitor is, for one day and one giveaway only (Plausible's method): an HMAC of the IP,
 * the User-Agent and the giveaway id under a salt made for the day. The salt is kept in memory
 * and replaced when the day changes, so yesterday's hashes can never be recomputed and the
 * same person is a different visitor tomorrow and on another giveaway. The IP itself is
 * never stored, logged or recorded.
 */
export function visitorHash(daySalt: Buffer, ip: string, userAgent: string, giveawayId: string): string {
  return createHmac('sha256', daySalt).update(ip).update('\0').update(userAgent).update('\0').update(giveawayId).digest('base64url');
}

export const newDaySalt = () => randomBytes(32);

/** Crawlers and scripts (isbot's list), and requests without a User-Agent, are not counted. */
export const isBotAgent = (userAgent: string | undefined) => !userAgent || isbot(userAgent);

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
