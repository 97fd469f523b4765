'use strict';
/**
 * Bundles sorteios-verify into one CommonJS file, dist/sorteios-verify.js, with everything it
 * runs inside: its own sources, @sorteios/verifiable-draw and drand-client (the BLS check).
 * So the published package has no dependencies at all, only Node's own modules (node:crypto,
 * node:fs, fetch), and `npx @sorteios/verify recibo.json` downloads one file.
 * The verifier is taken from its TypeScript sources, not from its dist/: this build does not
 * depend on the order in which `npm run build --workspaces` builds the packages.
 */
const { build } = require('esbuild');
const { chmodSync } = require('node:fs');
const { join } = require('node:path');

const VERIFIABLE_DRAW_SOURCES = join(__dirname, '..', 'verifiable-draw', 'src');
const OUTFILE = join(__dirname, 'dist', 'sorteios-verify.js');

/** @sorteios/verifiable-draw, …/node and …/drand → src/index.ts, src/node.ts, src/drand.ts. */
const verifiableDrawFromSources = {
  name: 'verifiable-draw-from-sources',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@sorteios\/verifiable-draw(\/(node|drand))?$/ }, ({ path }) => ({
      path: join(VERIFIABLE_DRAW_SOURCES, `${path.split('/')[2] ?? 'index'}.ts`),
    }));
  },
};

build({
  entryPoints: [join(__dirname, 'src', 'sorteios-verify.ts')],
  outfile: OUTFILE,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  banner: { js: '#!/usr/bin/env node' },
  // Anything not bundled would be a runtime dependency: fail the build instead.
  packages: 'bundle',
  logLevel: 'warning',
  plugins: [verifiableDrawFromSources],
})
  .then(() => chmodSync(OUTFILE, 0o755))
  .catch(() => process.exit(1));
