/**
 * The SPA's route patterns (react-router path syntax: static segments, `:param`, `:param?`,
 * a trailing `*`), as the build wrote them from the router itself (web/build/spa-routes.ts).
 * The server knows whether some screen matches a path, and which one wins when several do,
 * ranked as react-router ranks them: a page head may belong to the winner only (`/explorar`
 * is the explore screen, not a person called "explorar").
 */
export class SpaRoutePatterns {
  private readonly ranked: { pattern: string; regex: RegExp; score: number }[];

  constructor(readonly patterns: readonly string[]) {
    const variants = patterns.flatMap((pattern) => explodeOptionalSegments(pattern).map((variant) => ({ pattern, regex: compile(variant), score: scoreOf(variant) })));
    // A stable sort: among equal scores the earlier pattern wins, as react-router tries sibling routes in order.
    this.ranked = variants.sort((a, b) => b.score - a.score);
  }

  /** Whether a screen of the SPA matches this path (already percent-decoded, no query). */
  matches(path: string): boolean {
    return this.best(path) !== null;
  }

  /** The pattern of the screen react-router renders for this path; null when none matches it. */
  best(path: string): string | null {
    return this.ranked.find(({ regex }) => regex.test(path))?.pattern ?? null;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern as react-router's matchPath reads it: case-insensitive, a trailing slash allowed,
 * a `:param` is one non-empty segment, `:param?` may be absent, a trailing `*` is any rest
 * (even none). Checked against react-router itself in spa-route-patterns.spec.ts.
 * `prefix`: the pattern also matches the paths below it. `capture` (implied by `prefix`): its
 * params are capture groups, in order.
 */
export function compile(pattern: string, { prefix = false, capture = prefix }: { prefix?: boolean; capture?: boolean } = {}): RegExp {
  const segments = pattern.replace(/^\/+|\/+$/g, '').split('/').filter(Boolean);
  let source = '^';
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    const optional = segment.endsWith('?');
    if (segment === '*' && last) {
      source += '(?:/.*)?';
    } else if (segment.startsWith(':')) {
      const param = capture ? '/([^/]+)' : '/[^/]+';
      source += optional ? `(?:${param})?` : param;
    } else {
      const text = escape(optional ? segment.slice(0, -1) : segment);
      source += optional ? `(?:/${text})?` : `/${text}`;
    }
  }
  if (prefix) return new RegExp(`${source}(?:/.*)?$`, 'i');
  return new RegExp(`${source === '^' ? '^/?' : source}/?$`, 'i');
}

// react-router's ranking (computeScore in react-router 7): each segment counts, a static one
// most, a dynamic one less, a splat takes some off; a longer, more static path wins.
const PARAM = /^:[\w-]+$/;
const STATIC = 10;
const DYNAMIC = 3;
const EMPTY = 1;
const SPLAT_PENALTY = -2;

function scoreOf(path: string): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? SPLAT_PENALTY : 0);
  return segments.filter((s) => s !== '*').reduce((score, s) => score + (PARAM.test(s) ? DYNAMIC : s === '' ? EMPTY : STATIC), initial);
}

/** '/insights/:period?' → ['/insights/:period', '/insights']: react-router ranks each form on its own. */
function explodeOptionalSegments(path: string): string[] {
  const [first, ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result = restExploded.map((sub) => (sub === '' ? required : `${required}/${sub}`));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}
