import { rmSync } from 'node:fs';
import './global-setup';

/** Stops the redis-server that the global setup started (none when REDIS_URL was given). */
export default async function globalTeardown(): Promise<void> {
  const handle = globalThis.__SORTEIOS_REDIS__;
  if (!handle) return;
  globalThis.__SORTEIOS_REDIS__ = undefined;
  const { child, dir } = handle;
  handle.stopping = true;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    // redis exits quickly on SIGTERM; do not let a stuck one hold jest open.
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dir, { recursive: true, force: true });
}
