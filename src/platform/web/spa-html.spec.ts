import { escapeHtml, withPageHead, withRoutePreloads } from './spa-html';

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta name="description" content="Sorteios: crie, participe e confira sorteios verificáveis." />
    <title>Sorteios</title>
  </head>
  <body></body>
</html>`;

describe('a page head in the SPA’s HTML', () => {
  it('escapes what could close an attribute or open a tag', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
  });

  it('replaces the title and description and adds the tags once, before </head>', () => {
    const html = withPageHead(INDEX, { title: 'Bike "nova" — Sorteios', description: 'Prêmios: <bike>', url: 'https://s.example/sorteio/1', imageUrl: 'https://s.example/uploads/capas/a-1200.webp' });

    expect(html).toContain('<title>Bike &quot;nova&quot; — Sorteios</title>');
    expect(html).toContain('<meta name="description" content="Prêmios: &lt;bike&gt;" />');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:image" content="https://s.example/uploads/capas/a-1200.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('without an image, names no image and uses the small card', () => {
    const html = withPageHead(INDEX, { title: 'T', description: 'D', url: 'https://s.example/sorteio/1', imageUrl: null });

    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('keeps a title with $ signs as typed (no replacement patterns)', () => {
    expect(withPageHead(INDEX, { title: "R$ 100 $& $'", description: 'D', url: 'u', imageUrl: null })).toContain("<title>R$ 100 $&amp; $&#39;</title>");
  });
});

describe('what a page asks the browser to fetch early', () => {
  it('names the screen’s chunks as module preloads and its stylesheets as style preloads, before </head>', () => {
    const html = withRoutePreloads(INDEX, { js: ['/assets/landing.page-1.js'], css: ['/assets/landing-2.css'] });

    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing.page-1.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/landing-2.css">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names the screen’s first API questions as fetch preloads with the credentials the SPA sends', () => {
    const html = withRoutePreloads(INDEX, { js: [], css: [], api: ['/api/giveaways?status=Ativo&limit=3'] });

    expect(html).toContain('<link rel="preload" as="fetch" href="/api/giveaways?status=Ativo&amp;limit=3" crossorigin="use-credentials" />');
  });

  it('leaves the page as it is when the screen needs nothing beyond the entry script', () => {
    expect(withRoutePreloads(INDEX, { js: [], css: [] })).toBe(INDEX);
  });

  it('preloads the main image with the srcset and sizes the screen uses, so one copy is fetched', () => {
    const html = withPageHead(INDEX, {
      title: 'T',
      description: 'D',
      url: 'u',
      imageUrl: null,
      preloadImage: { href: '/uploads/a-1200.webp', srcset: '/uploads/a-400.webp 400w, /uploads/a-1200.webp 1200w', sizes: '100vw' },
    });

    expect(html).toContain('<link rel="preload" as="image" href="/uploads/a-1200.webp" imagesrcset="/uploads/a-400.webp 400w, /uploads/a-1200.webp 1200w" imagesizes="100vw" fetchpriority="high" />');
  });
});
