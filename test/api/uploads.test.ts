import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { registerUser } from '../support/accounts';
import { createTestApp, TestApp } from '../support/test-app';
import { fetchFile, heicImage, htmlPage, jpegImage, pdfDocument, pngImage, uploadAs, webpImage } from '../support/upload-fixtures';

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

  const upload = (token: string, file: Buffer, filename: string, fields: Record<string, string> = {}) => uploadAs(t, token, file, filename, fields);
  const fetch = (url: string) => fetchFile(t, url);

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
