import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/**
 * The maintained list of throwaway inbox domains (disposable-email-domains-js, pinned in
 * package.json; its list comes from the disposable-email-domains project). Built once: the
 * package's own isDisposableEmailDomain builds a new Set of ~9,000 domains on every call.
 */
let listed: Set<string> | null = null;
const blocklist = () => (listed ??= disposableEmailBlocklistSet());

/** The domain of an address, lower case, without a trailing dot; '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '');
}

/**
 * The listed domain an address falls under, or null. A subdomain counts as its parent
 * (x.mailinator.com is mailinator.com): throwaway services hand out any subdomain.
 */
export function disposableDomainOf(email: string): string | null {
  const labels = emailDomain(email).split('.').filter(Boolean);
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (blocklist().has(candidate)) return candidate;
  }
  return null;
}

/** "b***@exemplo.com": enough for a moderator to tell two refusals apart, not to write to the person. */
export function maskEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  return `${email[0]}***@${emailDomain(email)}`;
}
