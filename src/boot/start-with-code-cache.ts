import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';

/**
 * dist/server.js: starts the bundled server (dist/server.bundle.js) with V8's code cache, so
 * a restart does not parse and compile 7 MB of JavaScript again (about 0.4 s of every start,
 * docs/performance.md). What Node 22 does with `module.enableCompileCache()`, which Node 20
 * lacks; `v8-compile-cache` hooks every module's compilation and cannot load the ESM ones.
 * The cache is written beside the bundle a few seconds after the first start, once the
 * functions a start runs are compiled. It is named by the bundle's hash: V8 checks a cache
 * against its source's length only. Where dist/ is read-only (the image) there is none, and
 * the start is only slower. A cache V8 refuses (another Node, other flags) is rewritten.
 */
const WRITE_AFTER_MS = 5_000;

const bundle = join(__dirname, 'server.bundle.js');
const source = readFileSync(bundle, 'utf8');
const cacheFile = join(__dirname, `server.bundle.${createHash('sha256').update(source).digest('hex').slice(0, 16)}.v8-cache`);
const cachedData = readOrUndefined(cacheFile);
const script = new Script(Module.wrap(source), { filename: bundle, cachedData });
if (!cachedData || script.cachedDataRejected) setTimeout(writeCache, WRITE_AFTER_MS).unref();

const bundleModule = new Module(bundle, module);
bundleModule.filename = bundle;
const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void;
run.call(bundleModule.exports, bundleModule.exports, createRequire(bundle), bundleModule, bundle, dirname(bundle));

function writeCache(): void {
  const temp = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, script.createCachedData());
    renameSync(temp, cacheFile); // a reader sees a whole cache or none
  } catch {
    // Read-only or full: the next start compiles, as it would without a cache.
  }
}

function readOrUndefined(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}
