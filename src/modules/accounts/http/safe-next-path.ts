/** Where a sign-in lands when no usable `next` was given. */
export const DEFAULT_NEXT = '/dashboard';

/**
 * The `next` an outside sign-in returns to: a path of the SPA on this site, or the panel. An
 * absolute or protocol-relative URL (`https://evil.example`, `//evil.example`, `/\evil.example`)
 * would make the sign-in an open redirect; a path under /api is no page to land on.
 */
export function safeNextPath(raw: string | undefined, publicUrl: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return DEFAULT_NEXT;
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide a "//".
  if (/[\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_NEXT;
  const base = new URL(publicUrl);
  const url = URL.canParse(raw, base) ? new URL(raw, base) : null;
  if (!url || url.origin !== base.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return DEFAULT_NEXT;
  return `${url.pathname}${url.search}${url.hash}`;
}
