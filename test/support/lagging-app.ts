import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReadStore } from '../../src/platform/read-store/read-store.factory';
import { READ_STORE } from '../../src/platform/read-store/read-store.port';
import { HeldReadStore } from './held-read-store';
import { createTestApp, TestApp } from './test-app';

/**
 * The test app on the embedded store in a fresh DATA_DIR, with writes to `held` collections
 * able to be held mid-batch (`reads.hold()`), so the read models lag the log on cue.
 * close() releases them first: the runner's stop waits for the batch in progress.
 */
export async function createLaggingTestApp(held: string[], env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'sorteios-api-'));
  const reads = new HeldReadStore(await createReadStore({ dataDir: dir }), held);
  const t: TestApp = await createTestApp(env, dir, [{ provide: READ_STORE, useValue: reads }]);
  const close = async () => {
    reads.release();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { t, reads, close };
}
