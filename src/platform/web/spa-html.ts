import type { SpaPageHead } from './spa-page-heads';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Credentials as the SPA's fetch sends them (api-client: credentials 'include'), or the browser would not reuse the answer. */
function apiPreload(path: string): string {
  return `<link rel="preload" as="fetch" href="${escapeHtml(path)}" crossorigin="use-credentials" />`;
}

function imagePreload({ href, srcset, sizes }: NonNullable<SpaPageHead['preloadImage']>): string {
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`;
}

/**
 * The screen's own chunks and stylesheets (web/build/route-preloads.ts), named in its HTML so
 * they download beside the entry script instead of after it has run.
 */
export function withRoutePreloads(indexHtml: string, preloads: { js: string[]; css: string[]; api?: string[] }): string {
  const tags = [
    ...preloads.js.map((path) => `<link rel="modulepreload" crossorigin href="${escapeHtml(path)}">`),
    ...preloads.css.map((path) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(path)}">`),
    ...(preloads.api ?? []).map(apiPreload),
  ];
  return tags.length === 0 ? indexHtml : indexHtml.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
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
    ...(head.preloadImage ? [imagePreload(head.preloadImage)] : []),
    ...(head.preloadApi ? [apiPreload(head.preloadApi)] : []),
  ];
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
