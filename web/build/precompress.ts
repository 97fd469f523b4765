import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images (PNG) and .ico are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dotfiles (the route list the server reads) are never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes name.br (brotli, best) and name.gz (gzip, best) beside every text file of the bundle,
 * once, at build time; the server picks one by Accept-Encoding and never compresses on the
 * fly (src/platform/web). Runs last (order: post), after the service worker is written, so
 * sw.js is compressed too. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sorteios:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = [...filesUnder(outDir)].filter((f) => COMPRESSIBLE.test(f));
        await Promise.all(
          files.map(async (file) => {
            const raw = readFileSync(file);
            const [br, gz] = await Promise.all([
              brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < raw.length) writeFileSync(`${file}.br`, br);
            if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}
