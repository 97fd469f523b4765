import sharp from 'sharp';

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
