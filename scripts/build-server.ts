import { build, type Plugin } from 'esbuild';
import { join } from 'node:path';

/**
 * Bundles the compiled server (dist/src/main.js, from `nest build`) into one file,
 * dist/server.bundle.js, and writes dist/server.js, which starts it with V8's code cache
 * (src/boot/start-with-code-cache.ts): `npm start`, the Dockerfile and compose run that.
 * Why: a start required about 2,400 files (Nest, rxjs, mingo, class-validator…); resolving and
 * reading them one by one, then compiling them, was most of the time before a restarted
 * server could listen (docs/performance.md, restart). One file compiles in one step, and
 * from its cache in a fraction of that.
 * The input is swc's output, not the TypeScript: Nest's injection needs the decorator
 * metadata swc emits, which esbuild does not.
 */
const ROOT = join(__dirname, '..');

const NOT_BUNDLED = [
  // Native addons: loaded from their own folders.
  'better-sqlite3',
  '@node-rs/argon2',
  'sharp',
  // Required only when configured (or when a page needs them): they stay out of every start.
  'mongodb',
  '@eventstore/db-client',
  '@aws-sdk/client-s3',
  'stripe',
  'bullmq',
  'jsdom',
  'drand-client',
  // ESM only: Node 20.19 requires it as it is.
  'file-type',
  // Serves its own files by path (the API docs' page).
  'swagger-ui-dist',
];

/** Nest requires its optional packages inside try/catch: the ones not installed stay runtime requires that fail as before. */
const optionalPackagesStayOptional: Plugin = {
  name: 'optional-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path, resolveDir }) => {
      try {
        require.resolve(path, { paths: [resolveDir] });
        return undefined;
      } catch {
        return { path, external: true };
      }
    });
  },
};

const forNode20 = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', logLevel: 'warning' } as const;

const bundleServer = build({
  ...forNode20,
  entryPoints: [join(ROOT, 'dist', 'src', 'main.js')],
  outfile: join(ROOT, 'dist', 'server.bundle.js'),
  // Nest and @nestjs/cqrs find some classes by their names: esbuild must not rename them.
  keepNames: true,
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  external: NOT_BUNDLED,
  plugins: [optionalPackagesStayOptional],
});

const writeStarter = build({
  ...forNode20,
  entryPoints: [join(ROOT, 'src', 'boot', 'start-with-code-cache.ts')],
  outfile: join(ROOT, 'dist', 'server.js'),
});

/** Worker threads' scripts, beside the bundle where src/platform/threads/start-worker.ts looks for them. */
const WORKER_SCRIPTS = ['modules/webhooks/application/send-thread/webhook-send.worker', 'platform/event-store/sqlite-writer.worker', 'platform/jobs/sqlite-job-store.worker'];
const bundleWorkers = WORKER_SCRIPTS.map((script) =>
  build({
    ...forNode20,
    entryPoints: [join(ROOT, 'dist', 'src', `${script}.js`)],
    outfile: join(ROOT, 'dist', `${script.split('/').pop()}.js`),
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    external: NOT_BUNDLED,
  }),
);

Promise.all([bundleServer, writeStarter, ...bundleWorkers]).catch(() => process.exit(1));
