import { JSDOM } from 'jsdom';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { registerUser } from '../support/accounts';
import { registerAdmin } from '../support/admin';
import { bearer } from '../support/giveaways';
import { createTestApp, TestApp } from '../support/test-app';

/** What a browser would make of the HTML: elements, attributes and link targets. */
function parse(html: string) {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const all = [...document.body.querySelectorAll('*')];
  return {
    document,
    scripts: document.querySelectorAll('script').length,
    handlers: all.flatMap((el) => [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => `${el.tagName}[${a.name}]`)),
    hrefs: [...document.querySelectorAll('[href],[src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? ''),
  };
}

describe('content pages', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let someone: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t);
    someone = await registerUser(t);
    await t.jobsIdle();
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, token = admin.accessToken) => request(t.http).post('/api/admin/pages').set(bearer(token)).send(body);

  it('starts with the terms, the privacy policy (LGPD) and how the verifiable draw works', async () => {
    const terms = await request(t.http).get('/api/pages/termos-de-uso').expect(200);
    expect(terms.body).toMatchObject({ slug: 'termos-de-uso', titulo: 'Termos de uso' });
    const privacy = await request(t.http).get('/api/pages/politica-de-privacidade').expect(200);
    expect(privacy.body.titulo).toBe('Política de privacidade');
    for (const part of ['Quem somos', 'Quais dados coletamos', 'art. 18', 'Como exercer seus direitos']) expect(privacy.body.conteudo).toContain(part);
    expect(parse(privacy.body.html).document.querySelector('h2')?.textContent).toBe('Quem somos');
    const how = await request(t.http).get('/api/pages/como-funciona-o-sorteio-verificavel').expect(200);
    expect(how.body.html).toContain('semente');
    const list = await request(t.http).get('/api/admin/pages').set(bearer(admin.accessToken)).expect(200);
    expect(list.body.items.map((p: { slug: string }) => p.slug)).toEqual(['como-funciona-o-sorteio-verificavel', 'politica-de-privacidade', 'termos-de-uso']);
  });

  it('creates a page at a multi-segment address that anyone can read', async () => {
    const res = await create({ slug: 'ajuda/como-participar', titulo: 'Como participar', conteudo: '# Passo a passo\n\n1. Entre\n2. Inscreva-se' }).expect(201);
    expect(res.body).toMatchObject({ slug: 'ajuda/como-participar', titulo: 'Como participar', revision: 0 });
    const page = await request(t.http).get('/api/pages/ajuda/como-participar').expect(200);
    expect(page.body).toEqual({
      slug: 'ajuda/como-participar',
      titulo: 'Como participar',
      conteudo: '# Passo a passo\n\n1. Entre\n2. Inscreva-se',
      html: '<h1>Passo a passo</h1>\n<ol>\n<li>Entre</li>\n<li>Inscreva-se</li>\n</ol>\n',
      criadoEm: expect.any(String),
      atualizadoEm: page.body.criadoEm,
      revision: 0,
    });
    await create({ slug: 'a/b/c/d/e', titulo: 'Fundo', conteudo: 'x' }).expect(201);
    await request(t.http).get('/api/pages/a/b/c/d/e').expect(200);
    await request(t.http).get('/api/pages/ajuda').expect(404);
  });

  it('neutralises scripts, event handlers and javascript: links in the content', async () => {
    const conteudo = [
      '# Título',
      '<script>alert("xss")</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">clique</a>',
      '[link](javascript:alert(1)) [outro](JAVASCRIPT:alert(2)) [dados](data:text/html;base64,PHNjcmlwdD4=)',
      '![imagem](javascript:alert(3))',
      '<svg onload="alert(4)"></svg> <iframe src="https://mal.example"></iframe>',
      '[seguro](https://exemplo.com.br)',
    ].join('\n\n');
    await create({ slug: 'xss', titulo: 'XSS', conteudo }).expect(201);
    const { body } = await request(t.http).get('/api/pages/xss').expect(200);
    const html = parse(body.html);
    expect(html.scripts).toBe(0);
    expect(html.handlers).toEqual([]);
    expect(html.document.querySelectorAll('iframe, svg, img, object, embed')).toHaveLength(0);
    // Only plain web links survive (linkify also turns the iframe's address, shown as text, into one).
    expect(html.hrefs).toContain('https://exemplo.com.br');
    expect(html.hrefs.filter((href) => !href.startsWith('https://'))).toEqual([]);
    // What the admin wrote is kept as typed; the markup shows as text.
    expect(body.conteudo).toBe(conteudo);
    expect(html.document.body.textContent).toContain('<script>alert("xss")</script>');
  });

  it('refuses a second page at the same address with 409 SLUG_TAKEN, even when both arrive together', async () => {
    await create({ slug: 'duplicada', titulo: 'Primeira', conteudo: 'a' }).expect(201);
    const res = await create({ slug: 'duplicada', titulo: 'Segunda', conteudo: 'b' }).expect(409);
    expect(res.body).toEqual({ statusCode: 409, code: 'SLUG_TAKEN', message: 'Já existe uma página com este endereço.' });
    const together = await Promise.all([1, 2, 3, 4].map((n) => create({ slug: 'corrida/x', titulo: `T${n}`, conteudo: String(n) })));
    expect(together.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await request(t.http).get('/api/pages/duplicada').expect(200)).body.titulo).toBe('Primeira');
  });

  it('refuses an address that is not a slug with the field named', async () => {
    for (const slug of ['Ajuda', 'a/b/c/d/e/f', 'ajuda/', 'com espaço', 'ação']) {
      const res = await create({ slug, titulo: 'X', conteudo: '' }).expect(400);
      expect(Object.keys(res.body.fields)).toEqual(['slug']);
    }
  });

  it('edits title and content, re-rendering the HTML, and honours If-Match', async () => {
    await create({ slug: 'ajuda/editar', titulo: 'Antes', conteudo: 'texto' }).expect(201);
    const res = await request(t.http).put('/api/admin/pages/ajuda/editar').set(bearer(admin.accessToken)).send({ titulo: 'Depois', conteudo: '**negrito** <b onclick="x()">b</b>' }).expect(200);
    expect(res.body).toMatchObject({ slug: 'ajuda/editar', titulo: 'Depois', revision: 1, html: '<p><strong>negrito</strong> &lt;b onclick="x()"&gt;b&lt;/b&gt;</p>\n' });
    const stale = await request(t.http).put('/api/admin/pages/ajuda/editar').set(bearer(admin.accessToken)).set('If-Match', '0').send({ titulo: 'Velho' }).expect(412);
    expect(stale.body.code).toBe('PRECONDITION_FAILED');
    await request(t.http).put('/api/admin/pages/ajuda/editar').set(bearer(admin.accessToken)).set('If-Match', '1').send({ titulo: 'Atual' }).expect(200);
    await request(t.http).put('/api/admin/pages/nao/existe').set(bearer(admin.accessToken)).send({ titulo: 'X' }).expect(404);
  });

  it('deletes a page: it answers 404 PAGE_NOT_FOUND afterwards', async () => {
    await create({ slug: 'temporaria', titulo: 'Temporária', conteudo: 'x' }).expect(201);
    await request(t.http).delete('/api/admin/pages/temporaria').set(bearer(admin.accessToken)).expect(204);
    const res = await request(t.http).get('/api/pages/temporaria').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'PAGE_NOT_FOUND', message: 'Página não encontrada.' });
    await request(t.http).delete('/api/admin/pages/temporaria').set(bearer(admin.accessToken)).expect(404);
  });

  it('keeps every admin page route to admins: 401 signed out, 403 for everyone else', async () => {
    const routes = [
      () => request(t.http).get('/api/admin/pages'),
      () => request(t.http).post('/api/admin/pages').send({ slug: 'intrusa', titulo: 'X', conteudo: 'x' }),
      () => request(t.http).put('/api/admin/pages/termos-de-uso').send({ titulo: 'Hackeado' }),
      () => request(t.http).delete('/api/admin/pages/termos-de-uso'),
    ];
    for (const route of routes) {
      const anonymous = await route().expect(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
      const forbidden = await route().set(bearer(someone.accessToken)).expect(403);
      expect(forbidden.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Acesso restrito a administradores' });
    }
    expect((await request(t.http).get('/api/pages/termos-de-uso').expect(200)).body.titulo).toBe('Termos de uso');
    await request(t.http).get('/api/pages/intrusa').expect(404);
  });
});

// Passport's strategies are process-wide, so apps with different secrets must not overlap.
describe('content pages after a restart', () => {
  it('does not seed again over an edited or deleted page when the app starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-pages-seed-'));
    const first = await createTestApp({}, dataDir);
    try {
      const boss = await registerAdmin(first);
      await first.jobsIdle();
      await request(first.http).put('/api/admin/pages/termos-de-uso').set(bearer(boss.accessToken)).send({ conteudo: 'Versão do admin' }).expect(200);
      await request(first.http).delete('/api/admin/pages/politica-de-privacidade').set(bearer(boss.accessToken)).expect(204);
    } finally {
      await first.close();
    }
    const again = await createTestApp({}, dataDir);
    try {
      await again.jobsIdle();
      expect((await request(again.http).get('/api/pages/termos-de-uso').expect(200)).body.conteudo).toBe('Versão do admin');
      await request(again.http).get('/api/pages/politica-de-privacidade').expect(404);
      await request(again.http).get('/api/pages/como-funciona-o-sorteio-verificavel').expect(200);
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
