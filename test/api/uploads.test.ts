import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { userDecider } from '../../src/modules/accounts/domain/user.decider';
import { userStream } from '../../src/modules/accounts/domain/user.events';
import { StreamExecutor } from '../../src/platform/ddd/stream-executor';
import { ProjectionsService } from '../../src/platform/projections/projections.service';
import { READ_STORE, ReadStore } from '../../src/platform/read-store/read-store.port';
import { registerUser } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';
import { heicImage, htmlPage, jpegImage, pdfDocument, pngImage, webpImage } from '../support/upload-fixtures';

const DELETE_MESSAGE = 'Erro ao remover arquivo. Tente novamente mais tarde.';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('uploads', () => {
  let t: TestApp;
  let ana: string;
  let bia: string;
  beforeAll(async () => {
    t = await createTestApp();
    ana = (await registerUser(t)).accessToken;
    bia = (await registerUser(t)).accessToken;
  });
  afterAll(() => t.close());

  const upload = (token: string, file: Buffer, filename: string, fields: Record<string, string> = {}) => {
    let req = request(t.http).post('/api/upload').set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return req.attach('file', file, filename);
  };
  const remove = (token: string, filePath: string) =>
    request(t.http).delete('/api/upload').set('Authorization', `Bearer ${token}`).send({ filePath });
  /** The served bytes, whatever the content type. */
  const fetch = (url: string) =>
    request(t.http)
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  describe('POST /api/upload', () => {
    it('answers 401 to a signed-out upload', async () => {
      const res = await request(t.http).post('/api/upload').attach('file', await jpegImage(), 'foto.jpg').expect(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' });
    });

    it('answers 400 NO_FILE when no file is sent', async () => {
      const onlyFields = await request(t.http).post('/api/upload').set('Authorization', `Bearer ${ana}`).field('subfolder', 'capas').expect(400);
      expect(onlyFields.body).toEqual({ statusCode: 400, code: 'NO_FILE', message: 'Nenhum arquivo fornecido' });
      const empty = await request(t.http).post('/api/upload').set('Authorization', `Bearer ${ana}`).expect(400);
      expect(empty.body.message).toBe('Nenhum arquivo fornecido');
    });

    it.each([
      ['an HTML page', htmlPage()],
      ['a text file', Buffer.from('apenas texto, nada de imagem')],
    ])('refuses %s renamed to .png with 415, checking the content and not the name', async (_what, content) => {
      const res = await upload(ana, content, 'x.png').expect(415);
      expect(res.body).toEqual({ statusCode: 415, code: 'UNSUPPORTED_FILE_TYPE', message: 'Tipo de arquivo não suportado' });
    });

    it('refuses an 11 MB file with 413 and the configured limit in the message', async () => {
      const big = Buffer.concat([await jpegImage(), Buffer.alloc(11 * 1024 * 1024)]);
      const res = await upload(ana, big, 'grande.jpg').expect(413);
      expect(res.body).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: 'Arquivo excede o limite de 10MB' });
    });

    it('stores a JPEG under a new name with the extension of its content, served back with safe headers', async () => {
      const jpeg = await jpegImage();
      const res = await upload(ana, jpeg, 'foto.png').expect(201);
      expect(res.body).toEqual({ url: expect.stringMatching(new RegExp(`^/uploads/geral/${UUID}\\.jpg$`)) });
      const served = await fetch(res.body.url).expect(200);
      expect(served.body).toEqual(jpeg);
      expect(served.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(served.headers['content-disposition']).toBeUndefined();
    });

    it('stores a PNG in the subfolder and under the custom name given', async () => {
      const res = await upload(ana, await pngImage(300, 200), 'qualquer.bin', { subfolder: 'capas', customName: 'capa-do-kit' }).expect(201);
      expect(res.body.url).toBe('/uploads/capas/capa-do-kit.png');
      await fetch(res.body.url).expect(200).expect('Content-Type', 'image/png');
    });

    it('serves a PDF as a download, never displayed in the page', async () => {
      const pdf = pdfDocument();
      const res = await upload(ana, pdf, 'regulamento.pdf', { subfolder: 'regulamentos' }).expect(201);
      expect(res.body.url).toMatch(new RegExp(`^/uploads/regulamentos/${UUID}\\.pdf$`));
      const served = await fetch(res.body.url).expect(200);
      expect(served.body).toEqual(pdf);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe('attachment');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    });

    it('accepts a HEIC photo by its content, whatever its name', async () => {
      const res = await upload(ana, heicImage(), 'IMG_0001.JPG').expect(201);
      expect(res.body.url).toMatch(/\.heic$/);
      await fetch(res.body.url).expect(200).expect('Content-Type', 'image/heic');
      // This sharp cannot decode HEIC (nor this stub): the original is kept, no copies are made.
      await t.jobsIdle();
      await fetch(res.body.url.replace(/\.heic$/, '-400.webp')).expect(404);
    });

    it('refuses a custom name already used, by someone else or by the same person', async () => {
      await upload(ana, await webpImage(), 'a.webp', { customName: 'nome-disputado' }).expect(201);
      const other = await upload(bia, await jpegImage(), 'b.jpg', { customName: 'nome-disputado' }).expect(409);
      expect(other.body).toEqual({ statusCode: 409, code: 'FILE_NAME_TAKEN', message: 'Já existe um arquivo com esse nome.' });
      await upload(ana, await webpImage(), 'a.webp', { customName: 'nome-disputado' }).expect(409);
    });

    it.each([
      ['subfolder', '../secrets'],
      ['subfolder', 'capas/../../secrets'],
      ['customName', '../../secrets/jwt-secret'],
      ['customName', 'Maiusculas'],
      ['customName', 'foto-1200'],
    ])('refuses %s %j with VALIDATION_FAILED and writes nothing', async (field, value) => {
      const res = await upload(ana, await jpegImage(), 'foto.jpg', { [field]: value }).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields[field]).toHaveLength(1);
      expect(existsSync(join(t.dataDir, 'secrets', 'jwt-secret.jpg'))).toBe(false);
    });
  });

  describe('resized copies', () => {
    it('makes <name>-1200.webp and <name>-400.webp from an image, keeps the original and records them', async () => {
      const png = await pngImage(1600, 900);
      const { body } = await upload(ana, png, 'grande.png', { subfolder: 'capas' }).expect(201);
      await t.jobsIdle();
      const base = body.url.replace(/\.png$/, '');
      for (const [suffix, width, height] of [['-1200', 1200, 675], ['-400', 400, 225]] as const) {
        const served = await fetch(`${base}${suffix}.webp`).expect(200).expect('Content-Type', 'image/webp');
        expect(await sharp(served.body).metadata()).toMatchObject({ format: 'webp', width, height });
      }
      expect((await fetch(body.url).expect(200)).body).toEqual(png);
      const view = await t.app.get<ReadStore>(READ_STORE).collection('uploads').findOne({ path: body.url });
      expect(view).toMatchObject({ kind: 'image', variants: { capa: `${base}-1200.webp`, miniatura: `${base}-400.webp` } });
    });

    it('never enlarges a small image', async () => {
      const { body } = await upload(ana, await jpegImage(300, 200), 'pequena.jpg').expect(201);
      await t.jobsIdle();
      const base = body.url.replace(/\.jpg$/, '');
      expect(await sharp((await fetch(`${base}-1200.webp`).expect(200)).body).metadata()).toMatchObject({ width: 300, height: 200 });
      expect(await sharp((await fetch(`${base}-400.webp`).expect(200)).body).metadata()).toMatchObject({ width: 300, height: 200 });
    });

    it('makes no copies of a PDF', async () => {
      const { body } = await upload(ana, pdfDocument(), 'doc.pdf').expect(201);
      await t.jobsIdle();
      await fetch(body.url.replace(/\.pdf$/, '-1200.webp')).expect(404);
    });
  });

  describe('DELETE /api/upload', () => {
    it('lets the uploader delete the file and its copies; they are no longer served', async () => {
      const { body } = await upload(ana, await pngImage(800, 400), 'apagar.png').expect(201);
      await t.jobsIdle();
      const copy = body.url.replace(/\.png$/, '-400.webp');
      await fetch(copy).expect(200);
      await remove(ana, body.url).expect(204);
      await fetch(body.url).expect(404);
      await fetch(copy).expect(404);
      const again = await remove(ana, body.url).expect(404);
      expect(again.body).toEqual({ statusCode: 404, code: 'FILE_NOT_FOUND', message: DELETE_MESSAGE });
    });

    it('refuses a delete by someone else with 403 and keeps the file', async () => {
      const { body } = await upload(ana, await jpegImage(), 'minha.jpg').expect(201);
      const res = await remove(bia, body.url).expect(403);
      expect(res.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Você não tem permissão para isso.' });
      await fetch(body.url).expect(200);
    });

    it('lets an admin delete anyone’s file', async () => {
      const { body } = await upload(ana, await jpegImage(), 'moderar.jpg').expect(201);
      const admin = await registerUser(t);
      const granted = await t.app
        .get(StreamExecutor)
        .execute(userStream(admin.user.id), userDecider, { type: 'ChangeRoles', roles: { isAdmin: true } }, { userId: null, correlationId: 'teste' });
      await t.app.get(ProjectionsService).waitFor(granted.position);
      await remove(admin.accessToken, body.url).expect(204);
      await fetch(body.url).expect(404);
    });

    it.each([
      '/uploads/geral/00000000-0000-4000-8000-000000000000.jpg',
      'http://localhost/uploads/geral/nunca-existiu.png',
      '/uploads/../secrets/jwt-secret',
      '/uploads/geral/..%2f..%2fsecrets%2fjwt-secret',
      '../../secrets/jwt-secret',
    ])('answers 404 with the pt-BR message for %j and removes nothing', async (filePath) => {
      const res = await remove(ana, filePath).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'FILE_NOT_FOUND', message: DELETE_MESSAGE });
      expect(existsSync(join(t.dataDir, 'secrets', 'jwt-secret'))).toBe(true);
    });

    it('answers 401 when signed out', async () => {
      await request(t.http).delete('/api/upload').send({ filePath: '/uploads/geral/x.jpg' }).expect(401);
    });
  });

  describe('GET /uploads', () => {
    it('serves only the accepted extensions, never a page or a hidden file placed there', async () => {
      mkdirSync(join(t.dataDir, 'uploads', 'geral'), { recursive: true });
      writeFileSync(join(t.dataDir, 'uploads', 'geral', 'pagina.html'), htmlPage());
      writeFileSync(join(t.dataDir, 'uploads', 'geral', 'script.svg'), '<svg onload="alert(1)"/>');
      mkdirSync(join(t.dataDir, 'uploads', '.tmp'), { recursive: true });
      writeFileSync(join(t.dataDir, 'uploads', '.tmp', 'x.jpg'), await jpegImage());
      for (const url of ['/uploads/geral/pagina.html', '/uploads/geral/script.svg', '/uploads/.tmp/x.jpg', '/uploads/..%2fsecrets%2fjwt-secret']) {
        const res = await fetch(url);
        expect([url, res.status]).toEqual([url, 404]);
      }
    });
  });
});

describe('uploads with UPLOAD_MAX_MB=1', () => {
  it('answers 413 with the configured limit in the message', async () => {
    const t = await createTestApp({ UPLOAD_MAX_MB: '1' });
    try {
      const { accessToken } = await registerUser(t);
      const file = Buffer.concat([await jpegImage(), Buffer.alloc(1024 * 1024)]);
      const res = await request(t.http).post('/api/upload').set('Authorization', `Bearer ${accessToken}`).attach('file', file, 'foto.jpg').expect(413);
      expect(res.body.message).toBe('Arquivo excede o limite de 1MB');
    } finally {
      await t.close();
    }
  });
});
