import sharp from 'sharp';
import request from 'supertest';
import type { TestApp } from './test-app';

/** Real images made in memory, so the tests need no binary files in the repository. */
export const pngImage = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer();

export const jpegImage = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#cc6633' } }).jpeg().toBuffer();

export const webpImage = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#33cc66' } }).webp().toBuffer();

export const pdfDocument = () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** What makes a file HEIC for a content check: an ISO-BMFF `ftyp` box with the heic brand. */
export function heicImage(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(64)]);
}

export const htmlPage = () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** POST /api/upload as the holder of token, with the text fields given. */
export function uploadAs(t: TestApp, token: string, file: Buffer, filename: string, fields: Record<string, string> = {}) {
  let req = request(t.http).post('/api/upload').set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('file', file, filename);
}

export const removeAs = (t: TestApp, token: string, filePath: string) =>
  request(t.http).delete('/api/upload').set('Authorization', `Bearer ${token}`).send({ filePath });

/** GET of a served file, with its bytes in body whatever the content type. */
export const fetchFile = (t: TestApp, url: string) =>
  request(t.http)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
