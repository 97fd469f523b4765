import DOMPurify from 'dompurify';

/**
 * The server renders and sanitises a page, but the browser does not take its word for it:
 * whatever reaches the DOM goes through DOMPurify here too (no scripts, no event handlers,
 * no javascript: links, no SVG or MathML).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
