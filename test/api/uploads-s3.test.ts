import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { S3StorageOptions } from '../../src/platform/storage/s3-file-storage';
import { registerUser } from '../support/accounts';
import { dropBucket, s3ClientOf, s3OptionsOf, s3TestUrl, withFreshBucket } from '../support/s3-bucket';
import { createTestApp, TestApp } from '../support/test-app';
import { fetchFile, htmlPage, jpegImage, pdfDocument, pngImage, removeAs, uploadAs } from '../support/upload-fixtures';

const SAFE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'public, max-age=31536000, immutable',
};

const s3Url = s3TestUrl;
if (s3Url) {
  describe('uploads with STORAGE_URL (an S3-compatible bucket)', () => {
    let t: TestApp;
    let ana: string;
    let s3: S3StorageOptions;
    let bucket: S3Client;
    beforeAll(async () => {
      const fresh = withFreshBucket(s3Url);
      s3 = s3OptionsOf(fresh.url);
      bucket = s3ClientOf(s3);
      t = await createTestApp({ STORAGE_URL: fresh.url });
      ana = (await registerUser(t)).accessToken;
    });
    afterAll(async () => {
      await t?.close();
      bucket?.destroy();
      if (s3) await dropBucket(s3);
    });

    const fetch = (url: string) => fetchFile(t, url);
    const objectAt = (url: string) => bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: url.replace(/^\/uploads\//, '') }));

    it('puts an uploaded JPEG in the bucket, not on the local disk, and serves it back at /uploads with the safe headers', async () => {
      const jpeg = await jpegImage();
      const { body } = await uploadAs(t, ana, jpeg, 'foto.jpg').expect(201);
      expect(await objectAt(body.url)).toMatchObject({ ContentType: 'image/jpeg', ContentLength: jpeg.length });
      expect(existsSync(join(t.dataDir, 'uploads'))).toBe(false);
      const served = await fetch(body.url).expect(200);
      expect(served.body).toEqual(jpeg);
      expect(served.headers).toMatchObject({ 'content-type': 'image/jpeg', ...SAFE_HEADERS });
      expect(served.headers['content-disposition']).toBeUndefined();
      // A browser revalidating what it holds gets no bytes again.
      await fetch(body.url).set('If-None-Match', served.headers.etag).expect(304);
    });

    it('serves a PDF from the bucket as a download, never displayed in the page', async () => {
      const pdf = pdfDocument();
      const { body } = await uploadAs(t, ana, pdf, 'regulamento.pdf', { subfolder: 'regulamentos' }).expect(201);
      const served = await fetch(body.url).expect(200);
      expect(served.body).toEqual(pdf);
      expect(served.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'attachment', ...SAFE_HEADERS });
    });

    it('makes the resized copies from the bucket into the bucket, and a delete removes them all', async () => {
      const { body } = await uploadAs(t, ana, await pngImage(800, 400), 'capa.png', { subfolder: 'capas' }).expect(201);
      await t.jobsIdle();
      const copy = body.url.replace(/\.png$/, '-400.webp');
      expect(await objectAt(copy)).toMatchObject({ ContentType: 'image/webp' });
      const served = await fetch(copy).expect(200).expect('Content-Type', 'image/webp');
      expect(await sharp(served.body).metadata()).toMatchObject({ format: 'webp', width: 400, height: 200 });

      await removeAs(t, ana, body.url).expect(204);
      await fetch(body.url).expect(404);
      await fetch(copy).expect(404);
      await expect(objectAt(body.url)).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    });

    it('answers 404 for a name not in the bucket, and for a page someone put there', async () => {
      await bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'geral/pagina.html', Body: htmlPage(), ContentType: 'text/html' }));
      for (const url of ['/uploads/geral/nada-aqui.jpg', '/uploads/geral/pagina.html', '/uploads/-geral/x.jpg']) {
        const res = await fetch(url);
        expect([url, res.status]).toEqual([url, 404]);
      }
    });
  });

  it('answers 503 STORAGE_UNAVAILABLE at /uploads while the bucket does not answer', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    const t = await createTestApp({ STORAGE_URL: 's3://x:y@127.0.0.1:9/sorteios?tls=false' });
    try {
      const res = await fetchFile(t, '/uploads/geral/foto.jpg').expect(503);
      expect(JSON.parse(res.body.toString())).toEqual({
        statusCode: 503,
        code: 'STORAGE_UNAVAILABLE',
        message: 'Armazenamento de arquivos indisponível. Tente novamente.',
      });
    } finally {
      await t.close();
    }
  });
} else {
  it.skip('uploads with STORAGE_URL: skipped because neither CONTRACT_S3_URL nor STORAGE_URL is set (test/support/start-moto.sh prints one)', () => undefined);
}
