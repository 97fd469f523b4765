import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Starts `<dir>/<name>` in a worker thread, from whichever form the running server is in:
 * the bundle (dist/server.bundle.js, next to which scripts/build-server.ts writes
 * `<name>.js`), `nest build`'s output (`<name>.js` beside the module) or the TypeScript
 * source (tests, benches), which the thread compiles through @swc-node/register as the
 * process does. Node refuses a `.ts` path as a worker's script, hence the small loader.
 */
export function startWorker(dir: string, name: string, workerData: unknown): Worker {
  const compiled = join(dir, `${name}.js`);
  if (existsSync(compiled)) return new Worker(compiled, { workerData });
  const source = join(dir, `${name}.ts`);
  return new Worker(`require('@swc-node/register'); require(${JSON.stringify(source)});`, { eval: true, workerData });
}
