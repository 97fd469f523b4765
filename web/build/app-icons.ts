import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** Where the generated icons land in dist/web, and what the manifest and index.html name. */
export const ICONS = {
  any192: 'icons/icon-192.png',
  any512: 'icons/icon-512.png',
  maskable512: 'icons/icon-maskable-512.png',
  appleTouch: 'icons/apple-touch-icon.png',
  favicon: 'favicon.ico',
} as const;

/** The logo's background: the manifest's theme colour and the maskable icon's full bleed. */
export const BRAND_COLOUR = '#5b21b6';

/**
 * A maskable icon is cropped by the launcher (a circle, a squircle…) to the middle 80%: the
 * logo is drawn at 80% over a full-bleed background so nothing of it is cut.
 */
function maskableSvg(logoSvg: string): string {
  const inner = logoSvg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND_COLOUR}"/><g transform="translate(6.4 6.4) scale(0.8)">${inner}</g></svg>`;
}

const png = (svg: string, size: number) => sharp(Buffer.from(svg), { density: 72 * (size / 64) }).resize(size, size).png().toBuffer();

/** An .ico holding PNG images (the format every browser since 2008 reads): a 6-byte header, 16 bytes per image, then the PNGs. */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png: data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

/**
 * The PWA's and the browsers' icons, drawn at build time from the one SVG logo
 * (web/public/favicon.svg, also served as the SVG favicon): 192 and 512 for the manifest, a
 * maskable 512, Apple's 180 touch icon and /favicon.ico (16, 32, 48) for what asks for it.
 */
export function appIcons(logoPath: string): Plugin {
  return {
    name: 'sorteios:app-icons',
    apply: 'build',
    async generateBundle() {
      const logo = readFileSync(logoPath, 'utf8');
      const [any192, any512, maskable512, appleTouch, ico16, ico32, ico48] = await Promise.all([
        png(logo, 192),
        png(logo, 512),
        png(maskableSvg(logo), 512),
        // Apple draws its own rounded corners over a square: the full-bleed drawing fits it.
        png(maskableSvg(logo), 180),
        png(logo, 16),
        png(logo, 32),
        png(logo, 48),
      ]);
      const emit = (fileName: string, source: Buffer) => this.emitFile({ type: 'asset', fileName, source });
      emit(ICONS.any192, any192);
      emit(ICONS.any512, any512);
      emit(ICONS.maskable512, maskable512);
      emit(ICONS.appleTouch, appleTouch);
      emit(ICONS.favicon, icoOf([{ size: 16, png: ico16 }, { size: 32, png: ico32 }, { size: 48, png: ico48 }]));
    },
  };
}
