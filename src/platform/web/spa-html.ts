import type { SpaPageHead } from './spa-page-heads';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * index.html with a page's own head: its <title> and description replace the app's, and the
 * Open Graph and Twitter card tags go in before </head>. Every value is escaped: titles are
 * typed by creators.
 */
export function withPageHead(indexHtml: string, head: SpaPageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const meta = (attribute: 'property' | 'name', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Sorteios'),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(head.imageUrl ? [meta('property', 'og:image', head.imageUrl), meta('property', 'og:image:alt', head.title)] : []),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.imageUrl ? [meta('name', 'twitter:image', head.imageUrl)] : []),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
  ];
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
