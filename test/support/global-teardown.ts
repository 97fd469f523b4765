import { readFileSync, rmSync } from 'node:fs';
import type { StartedServiceHandle } from './global-setup';
import './global-setup';

/** Stops the redis-server, stripe-mock, FerretDB and moto that the global setup started (none when their URLs were given). */
export default async function globalTeardown(): Promise<void> {
  const started = [globalThis.__SORTEIOS_STRIPE_MOCK__, ...(globalThis.__SORTEIOS_SERVICES__ ?? [])];
  globalThis.__SORTEIOS_STRIPE_MOCK__ = undefined;
  globalThis.__SORTEIOS_SERVICES__ = undefined;
  await Promise.all([stopRedis(), ...started.map(stopByPid)]);
}

async function stopByPid(handle: StartedServiceHandle | undefined): Promise<void> {
  if (!handle) return;
  // Not our child (the script started it): poll until it is gone, SIGKILL after 5 s. A zombie
  // left to a parent that does not reap counts as gone.
  const alive = () => {
    try {
      process.kill(handle.pid, 0);
    } catch {
      return false;
    }
    try {
      return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${handle.pid}/stat`, 'utf8'));
    } catch {
      return true;
    }
  };
  if (alive()) process.kill(handle.pid, 'SIGTERM');
  for (let waited = 0; alive() && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  if (alive()) process.kill(handle.pid, 'SIGKILL');
  rmSync(handle.pidFile, { force: true });
}

async function stopRedis(): Promise<void> {
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
