import { escapeHtml, withPageHead } from './spa-html';

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
