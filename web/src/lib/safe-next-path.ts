/**
 * The `next` a sign-in may return to. Only paths on this site are accepted: an absolute or
 * protocol-relative URL (`https://evil.example`, `//evil.example`, `/\evil.example`) would
 * turn the login page into an open redirect.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide a "//".
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = window.location.origin;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login?next=<path>; slashes stay readable, everything else that matters is encoded. */
export function loginPathWithNext(next: string): string {
  return `/login?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;
}
