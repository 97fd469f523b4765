import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { WEB_ROOT } from '../../src/platform/web/web-root';
import { registerUser } from '../support/accounts';
import { bearer, createGiveaway, publishedGiveaway } from '../support/giveaways';
import { createTestApp, type TestApp } from '../support/test-app';
import { pngImage, uploadAs } from '../support/upload-fixtures';

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta name="description" content="Sorteios: crie, participe e confira sorteios verificáveis." />
    <title>Sorteios</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const APP_JS = `console.log(${JSON.stringify('o app '.repeat(400))});\n`;

/** A built SPA as npm run build:web leaves it (web/build): files, their .br and .gz, the route list. */
function fixtureWebRoot(): string {
  // Under a dotted folder, as a project in ~/.local would be: only the request's own segments may not be dotfiles.
  const root = mkdtempSync(join(tmpdir(), '.sorteios-web-'));
  const write = (path: string, content: string | Buffer, compress = false) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
    if (compress) {
      writeFileSync(join(root, `${path}.br`), brotliCompressSync(content));
      writeFileSync(join(root, `${path}.gz`), gzipSync(content));
    }
  };
  write('index.html', INDEX, true);
  // In the router's order: the giveaway under a name before the profiles, as web/src/app/router.tsx has them.
  write(
    '.spa-routes.json',
    JSON.stringify(['/', '/explorar', '/sorteio/:id', '/sorteio/:id/lista', '/:username/:sorteioId', '/:username/:sorteioId/participar', '/:username', '/:username/seguidores', '/pages/*']),
  );
  write('.spa-route-preloads.json', JSON.stringify({ '/explorar': { js: ['/assets/explore.page-Ef56Gh78.js'], css: ['/assets/discovery-Ij90.css'], api: ['/api/giveaways?status=Ativo&limit=12'] } }));
  write('assets/app-Ab12Cd34.js', APP_JS, true);
  write('sw.js', 'self.addEventListener("fetch", () => {});\n'.repeat(40), true);
  write('manifest.webmanifest', JSON.stringify({ name: 'Sorteios', lang: 'pt-BR', display: 'standalone' }), true);
  write('builds/latest.json', JSON.stringify({ id: 'build-1' }), true);
  write('robots.txt', 'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /panel\n');
  write('favicon.ico', Buffer.from([0, 0, 1, 0, 1, 0]));
  return root;
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as a browser sends it, the body as it came over the wire (no client-side decoding). */
function get(server: Server, path: string, acceptEncoding?: string, method = 'GET'): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  const body = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return body.toString('utf8');
}

const BROWSER = 'gzip, deflate, br, zstd';

describe('the SPA as the server hands it out', () => {
  let t: TestApp;
  let root: string;
  let server: Server;

  beforeAll(async () => {
    root = fixtureWebRoot();
    t = await createTestApp({ PUBLIC_URL: 'https://sorteios.example.com' }, undefined, [{ provide: WEB_ROOT, useValue: root }]);
    server = t.http;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  describe('hashed assets', () => {
    it('come as the prebuilt brotli copy to a browser that takes it, cached for a year and immutable', async () => {
      const answer = await get(server, '/assets/app-Ab12Cd34.js', BROWSER);

      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({
        'content-encoding': 'br',
        vary: expect.stringMatching(/Accept-Encoding/i),
        'cache-control': 'public, max-age=31536000, immutable',
        'content-type': expect.stringMatching(/^text\/javascript/),
      });
      expect(answer.body.length).toBeLessThan(APP_JS.length / 4);
      expect(decoded(answer)).toBe(APP_JS);
    });

    it('come gzipped to a browser without brotli, and as they are to one that takes neither', async () => {
      const gzipped = await get(server, '/assets/app-Ab12Cd34.js', 'gzip');
      const plain = await get(server, '/assets/app-Ab12Cd34.js');

      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzipped)).toBe(APP_JS);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(plain.body.toString('utf8')).toBe(APP_JS);
    });

    it('answer 404 (not the page) for a chunk that is not there, as after a deploy', async () => {
      const answer = await get(server, '/assets/old-chunk-Zz99.js', BROWSER);

      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('files that change with a deploy', () => {
    it.each([
      ['/', /^text\/html/],
      ['/sw.js', /^text\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
      ['/builds/latest.json', /^application\/json/],
      ['/robots.txt', /^text\/plain/],
      ['/favicon.ico', /^image\/(vnd\.microsoft\.icon|x-icon)/],
    ])('%s is served as the file, revalidated on every use (no-cache)', async (path, type) => {
      const answer = await get(server, path, BROWSER);

      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toMatch(type);
    });

    it('serves robots.txt and the manifest as themselves, not the page', async () => {
      expect(decoded(await get(server, '/robots.txt'))).toContain('Disallow: /api/');
      expect(JSON.parse(decoded(await get(server, '/manifest.webmanifest', BROWSER)))).toMatchObject({ lang: 'pt-BR', display: 'standalone' });
    });

    it('never hands out the route list or other dotfiles', async () => {
      const answer = await get(server, '/.spa-routes.json');

      expect(answer.body.toString('utf8')).not.toContain('/sorteio/:id');
    });
  });

  describe('pages', () => {
    it.each(['/', '/pages/sobre/equipe'])('%s, which a screen matches, is the SPA with 200', async (path) => {
      const answer = await get(server, path, BROWSER);

      expect(answer.status).toBe(200);
      expect(decoded(answer)).toBe(INDEX);
      expect(answer.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/explorar', '/explorar/'])('%s, a first-visit screen, is the SPA with 200 naming its chunks to fetch beside the entry script', async (path) => {
      const answer = await get(server, path, BROWSER);

      expect(answer.status).toBe(200);
      expect(decoded(answer)).toBe(
        INDEX.replace(
          '</head>',
          '  <link rel="modulepreload" crossorigin href="/assets/explore.page-Ef56Gh78.js">\n    <link rel="preload" as="style" crossorigin href="/assets/discovery-Ij90.css">\n    <link rel="preload" as="fetch" href="/api/giveaways?status=Ativo&amp;limit=12" crossorigin="use-credentials" />\n  </head>',
        ),
      );
    });

    it('names a first-visit screen’s chunks but not its API questions for a visitor with a session, whose questions carry a token', async () => {
      const res = await request(t.http).get('/explorar').set('Cookie', 'sorteios_sessao=1').expect(200);

      expect(res.text).toContain('explore.page-Ef56Gh78.js');
      expect(res.text).not.toContain('as="fetch"');
    });

    it.each(['/nada/de/nada', '/explorar/mais/coisas', '/sorteio/x/y/z', '/nao-existe-ninguem', '/nao-existe-ninguem/seguidores', '/x'])('%s, which no screen can match, is the same page with 404', async (path) => {
      const answer = await get(server, path, BROWSER);

      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(decoded(answer)).toBe(INDEX);
    });

    it('leaves /api to the API: an unknown API path is its JSON 404', async () => {
      const res = await request(t.http).get('/api/nao-existe').expect(404);

      expect(res.body).toMatchObject({ statusCode: 404 });
    });
  });

  describe('link previews of a giveaway', () => {
    let token: string;
    beforeAll(async () => {
      token = (await registerUser(t)).accessToken;
    });

    const tagOf = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

    it('carry the title, prizes, cover and address in Open Graph and Twitter card tags, escaped', async () => {
      const upload = await uploadAs(t, token, await pngImage(1600, 900), 'capa.png', { subfolder: 'capas' }).expect(201);
      await t.jobsIdle();
      const giveaway = await publishedGiveaway(t, token, { titulo: 'Kit "Café & Cia" <grátis>', premios: ['Kit de café', 'Caneca'], imagemUrl: upload.body.url });
      const cover = `https://sorteios.example.com${String(upload.body.url).replace(/\.png$/, '-1200.webp')}`;

      const html = decoded(await get(server, `/sorteio/${giveaway.id}`, BROWSER));

      expect(html).toContain('<title>Kit &quot;Café &amp; Cia&quot; &lt;grátis&gt; — Sorteios</title>');
      expect(html).not.toContain('<grátis>');
      expect(tagOf(html, 'og:title')).toBe('Kit &quot;Café &amp; Cia&quot; &lt;grátis&gt; — Sorteios');
      expect(tagOf(html, 'og:description')).toMatch(/^Prêmios: Kit de café, Caneca · Sorteio em \d+ de \w+ de \d{4}/);
      expect(tagOf(html, 'description')).toBe(tagOf(html, 'og:description'));
      expect(tagOf(html, 'og:image')).toBe(cover);
      expect(tagOf(html, 'og:url')).toBe(`https://sorteios.example.com/sorteio/${giveaway.id}`);
      expect(tagOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(tagOf(html, 'twitter:image')).toBe(cover);
      // The cover downloads beside the app's code, as the page's srcset and sizes ask for it.
      const variant = (width: number) => String(upload.body.url).replace(/\.png$/, `-${width}.webp`);
      expect(html).toContain(`<link rel="preload" as="image" href="${variant(1200)}" imagesrcset="${variant(400)} 400w, ${variant(1200)} 1200w" imagesizes="(min-width: 72rem) 68rem, 100vw" fetchpriority="high" />`);
      // So does the giveaway's answer, for a visitor without a session (whose request carries no token).
      expect(html).toContain(`<link rel="preload" as="fetch" href="/api/giveaways/${giveaway.id}" crossorigin="use-credentials" />`);
    });

    it('leave the answer to the screen for a visitor with a session, and below the giveaway’s own screen', async () => {
      const giveaway = await publishedGiveaway(t, token, { titulo: 'Sorteio de uma rede' });
      const withSession = await request(t.http).get(`/sorteio/${giveaway.id}`).set('Cookie', 'sorteios_sessao=1').expect(200);
      const list = decoded(await get(server, `/sorteio/${giveaway.id}/lista`, BROWSER));

      expect(withSession.text).toContain('og:title');
      expect(withSession.text).not.toContain('as="fetch"');
      expect(list).not.toContain('as="fetch"');
    });

    it('are on the screens below the giveaway too (its list)', async () => {
      const giveaway = await publishedGiveaway(t, token, { titulo: 'Sorteio de uma bicicleta' });

      const answer = await get(server, `/sorteio/${giveaway.id}/lista`);

      expect(answer.status).toBe(200);
      expect(tagOf(decoded(answer), 'og:title')).toBe('Sorteio de uma bicicleta — Sorteios');
      expect(tagOf(decoded(answer), 'twitter:card')).toBe('summary');
    });

    it('are absent, and the page a 404, for a giveaway nobody may see or that does not exist', async () => {
      const draft = await createGiveaway(t, token, { titulo: 'Rascunho secreto' });

      for (const path of [`/sorteio/${draft.id}`, '/sorteio/00000000-0000-4000-8000-000000000000']) {
        const answer = await get(server, path, BROWSER);
        expect(answer.status).toBe(404);
        expect(decoded(answer)).toBe(INDEX);
      }
    });

    it('are gone once the giveaway is deleted', async () => {
      const draft = await createGiveaway(t, token, { titulo: 'Vai sumir' });
      await request(t.http).delete(`/api/giveaways/${draft.id}`).set(bearer(token)).expect(204);

      expect((await get(server, `/sorteio/${draft.id}`)).status).toBe(404);
      expect((await get(server, `/sorteio/${draft.id}`, undefined, 'HEAD')).status).toBe(404);
    });
  });

  describe('profiles, where /:username wins the path', () => {
    const tagOf = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

    it('are the SPA with 200 and the person’s name, bio, photo and address in the preview tags, whatever the case of the address', async () => {
      const ana = await registerUser(t, { nome: 'Ana', sobrenome: 'Souza' });
      await request(t.http).patch('/api/me').set(bearer(ana.accessToken)).send({ bio: 'Sorteios toda semana', photoURL: '/uploads/perfis/ana-1200.webp' }).expect(200);
      const username = ana.user.username as string;

      for (const path of [`/${username}`, `/${username.toUpperCase()}/`, `/${username}/seguidores`]) {
        const answer = await get(server, path, BROWSER);
        const html = decoded(answer);
        expect([path, answer.status]).toEqual([path, 200]);
        expect(tagOf(html, 'og:title')).toBe(`Ana Souza (@${username}) — Sorteios`);
        expect(tagOf(html, 'og:description')).toBe('Sorteios toda semana');
        expect(tagOf(html, 'og:image')).toBe('https://sorteios.example.com/uploads/perfis/ana-1200.webp');
      }
      expect(tagOf(decoded(await get(server, `/${username.toUpperCase()}`)), 'og:url')).toBe(`https://sorteios.example.com/${username}`);
    });

    it('say whose giveaways these are when the person wrote no bio', async () => {
      const bia = await registerUser(t, { nome: 'Bia' });
      const html = decoded(await get(server, `/${bia.user.username}`));

      expect(tagOf(html, 'og:description')).toBe(`Sorteios de @${bia.user.username} no Sorteios`);
      expect(tagOf(html, 'twitter:card')).toBe('summary');
    });

    it('are a 404 with the plain page once the account is erased', async () => {
      const caio = await registerUser(t);
      await request(t.http).delete('/api/me').set(bearer(caio.accessToken)).send({ password: caio.body.password }).expect(202);
      // The read store forgets the person in a job the erasure enqueues.
      await t.jobsIdle();

      const answer = await get(server, `/${caio.user.username}`, BROWSER);

      expect(answer.status).toBe(404);
      expect(decoded(answer)).toBe(INDEX);
    });

    it('never take a static screen’s path: /explorar is the explore screen, even with an account of that name', async () => {
      await registerUser(t, { username: 'explorar' });

      const answer = await get(server, '/explorar');

      expect(answer.status).toBe(200);
      expect(decoded(answer)).not.toContain('og:title');
      expect(decoded(answer)).toContain('explore.page-Ef56Gh78.js');
    });
  });

  describe('a giveaway under a name (/:username/:sorteioId)', () => {
    const tagOf = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
    let owner: Awaited<ReturnType<typeof registerUser>>;
    beforeAll(async () => {
      owner = await registerUser(t);
    });

    it('is the SPA with 200 and the giveaway’s preview tags, its participation screen too', async () => {
      const giveaway = await publishedGiveaway(t, owner.accessToken, { titulo: 'Sorteio de um violão' });

      for (const path of [`/${owner.user.username}/${giveaway.id}`, `/${owner.user.username}/${giveaway.id}/participar`]) {
        const answer = await get(server, path, BROWSER);
        expect([path, answer.status]).toEqual([path, 200]);
        expect(tagOf(decoded(answer), 'og:title')).toBe('Sorteio de um violão — Sorteios');
        expect(tagOf(decoded(answer), 'og:url')).toBe(`https://sorteios.example.com/sorteio/${giveaway.id}`);
      }
    });

    it('is a page under an old or another name too, as the SPA moves it to its creator’s address', async () => {
      const giveaway = await publishedGiveaway(t, owner.accessToken, { titulo: 'Sorteio de um livro' });

      expect((await get(server, `/nome_antigo/${giveaway.id}`)).status).toBe(200);
    });

    it('is a 404 with the plain page for a giveaway nobody may see or that does not exist, or a name that cannot be one', async () => {
      const draft = await createGiveaway(t, owner.accessToken, { titulo: 'Rascunho' });
      const published = await publishedGiveaway(t, owner.accessToken, { titulo: 'Publicado' });

      for (const path of [
        `/${owner.user.username}/00000000-0000-4000-8000-000000000000`,
        `/${owner.user.username}/${draft.id}`,
        `/${owner.user.username}/qualquer-coisa`,
        `/a b/${published.id}`,
      ]) {
        const answer = await get(server, encodeURI(path), BROWSER);
        expect([path, answer.status]).toEqual([path, 404]);
        expect(decoded(answer)).toBe(INDEX);
      }
    });
  });
});
