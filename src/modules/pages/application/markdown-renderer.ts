import createDOMPurify, { type DOMPurify } from 'dompurify';
import MarkdownIt from 'markdown-it';

/**
 * Raw HTML in the Markdown is shown as text (html: false) and markdown-it refuses
 * javascript:, vbscript: and file: links; DOMPurify then removes whatever could still run
 * (scripts, event handlers, dangerous URLs), so a page is inert even if either layer fails.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

let purifier: DOMPurify | null = null;

function purify(): DOMPurify {
  if (purifier) return purifier;
  // One window for the process: building a jsdom costs far more than sanitising a page.
  // Required on first use: jsdom is the heaviest module the server loads (~1 s of a start).
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  const instance = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Links written by admins lead to other sites: no referrer, no window.opener, no SEO credit.
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('rel', 'nofollow noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, { USE_PROFILES: { html: true } });
}

export function renderMarkdown(conteudo: string): string {
  return sanitizeHtml(markdown.render(conteudo));
}
