import type { DomainEvent } from '../../../platform/ddd/decider';

/**
 * The published event contract of content pages. One stream per address (slug): the event
 * store's no-stream check is what makes an address unique, even under concurrent creates.
 */
export const pageStream = (slug: string) => `page-${encodeURIComponent(slug)}`;

/** 1 to 5 segments of lowercase letters, digits and hyphens: `termos-de-uso`, `ajuda/como-participar`. */
export const SLUG_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+){0,4}$/;
export const SLUG_MAX_LENGTH = 200;

export const isValidSlug = (slug: string) => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);

export type PageCreated = DomainEvent<'PageCreated', { slug: string; titulo: string; conteudo: string }>;
/** `changes` holds only the fields whose value really changed. */
export type PageUpdated = DomainEvent<'PageUpdated', { slug: string; changes: { titulo?: string; conteudo?: string } }>;
export type PageDeleted = DomainEvent<'PageDeleted', { slug: string }>;
export type PageEvent = PageCreated | PageUpdated | PageDeleted;
