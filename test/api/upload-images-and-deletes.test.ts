import { existsSync } from 'node:fs';
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
import { fetchFile, jpegImage, pdfDocument, pngImage, removeAs, uploadAs } from '../support/upload-fixtures';

const DELETE_MESSAGE = 'Erro ao remover arquivo. Tente novamente mais tarde.';

describe('uploaded images and deletes', () => {
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
  const remove = (token: string, filePath: string) => removeAs(t, token, filePath);
  const fetch = (url: string) => fetchFile(t, url);

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

});
