/**
 * The SPA's route patterns (react-router path syntax: static segments, `:param`, `:param?`,
 * a trailing `*`), as the build wrote them from the router itself (web/build/spa-routes.ts).
 * The server only needs to know whether some screen can match a path: which one wins is the
 * router's business.
 */
export class SpaRoutePatterns {
  private readonly compiled: RegExp[];

  constructor(readonly patterns: readonly string[]) {
    this.compiled = patterns.map((pattern) => compile(pattern));
  }

  /** Whether a screen of the SPA matches this path (already percent-decoded, no query). */
  matches(path: string): boolean {
    return this.compiled.some((pattern) => pattern.test(path));
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern as react-router's matchPath reads it: case-insensitive, a trailing slash allowed,
 * a `:param` is one non-empty segment, `:param?` may be absent, a trailing `*` is any rest
 * (even none). Checked against react-router itself in spa-route-patterns.spec.ts.
 * `prefix`: the pattern also matches the paths below it; its params are capture groups.
 */
export function compile(pattern: string, { prefix = false } = {}): RegExp {
  const segments = pattern.replace(/^\/+|\/+$/g, '').split('/').filter(Boolean);
  let source = '^';
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    const optional = segment.endsWith('?');
    if (segment === '*' && last) {
      source += '(?:/.*)?';
    } else if (segment.startsWith(':')) {
      const param = prefix ? '/([^/]+)' : '/[^/]+';
      source += optional ? `(?:${param})?` : param;
    } else {
      const text = escape(optional ? segment.slice(0, -1) : segment);
      source += optional ? `(?:/${text})?` : `/${text}`;
    }
  }
  if (prefix) return new RegExp(`${source}(?:/.*)?$`, 'i');
  return new RegExp(`${source === '^' ? '^/?' : source}/?$`, 'i');
}
