/** 1 to 5 segments of lowercase letters, digits and hyphens (the API's rule). */
export const SLUG_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+){0,4}$/;
export const SLUG_MAX_LENGTH = 200;

export const isSlug = (value: string) => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);

/** `ajuda/como-participar/edit` → `ajuda/como-participar`; null when the path is not an edit path. */
export function slugFromEditPath(splat: string): string | null {
  const match = /^(.+)\/edit$/.exec(splat);
  return match && isSlug(match[1]) ? match[1] : null;
}

export const publicPagePath = (slug: string) => `/pages/${slug}`;
