import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { freePort } from '../support/server-process';

/**
 * The real `src/main.ts --role=worker` in its own process: its logs appear (Nest buffers
 * them until listen(), which a worker never calls) and its health port answers. The split
 * roles require a MongoDB read store: .ci/run starts FerretDB and sets CONTRACT_MONGO_URL.
 */
const mongoUrl = process.env.CONTRACT_MONGO_URL || process.env.MONGO_URL;
const ROOT = join(__dirname, '..', '..');

if (!mongoUrl) {
  it.skip('the worker role: skipped because the split roles need MongoDB and neither CONTRACT_MONGO_URL nor MONGO_URL is set', () => undefined);
} else {
  describe('the worker role', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-worker-'));
    const database = `sorteios_worker_${randomUUID().slice(0, 8)}`;
    let child: ChildProcess;
    let output = '';
    let healthPort: number;

    beforeAll(async () => {
      healthPort = await freePort();
      const url = new URL(mongoUrl);
      url.pathname = `/${database}`;
      child = spawn(process.execPath, ['--max-semi-space-size=64', '-r', '@swc-node/register', join(ROOT, 'src/main.ts'), '--role=worker'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          MONGO_URL: url.toString(),
          JWT_SECRET: 'w'.repeat(48),
          WORKER_HEALTH_PORT: String(healthPort),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          REDIS_URL: '',
          EVENTSTORE_URL: '',
          SMTP_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
    });

    afterAll(async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      const client = await MongoClient.connect(mongoUrl);
      await client.db(database).dropDatabase().catch(() => undefined);
      await client.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const get = (path: string) => fetch(`http://127.0.0.1:${healthPort}${path}`);

    it('serves liveness and readiness on WORKER_HEALTH_PORT, and writes its logs as JSON lines', async () => {
      const deadline = Date.now() + 60_000;
      let ready: Response | null = null;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`O worker saiu (${child.exitCode}):\n${output}`);
        ready = await get('/api/health/ready').catch(() => null);
        if (ready?.status === 200) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(ready?.status).toBe(200);
      expect(await ready!.json()).toMatchObject({ status: 'ok', role: 'worker', projections: { running: true, parked: [] } });
      expect((await get('/api/health/live')).status).toBe(200);

      // Logged during start-up, so it was buffered: it shows only because the worker flushes.
      while (!output.includes('Sorteios worker iniciado') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const lines = output.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { context?: string; msg?: string });
      expect(lines.find((l) => l.context === 'Health')?.msg).toContain(`:${healthPort}/api/health/ready`);
      expect(output).toContain('Sorteios worker iniciado');
    }, 90_000);

    it('serves its Prometheus metrics on the same port, with the lag of every consumer', async () => {
      const res = await get('/metrics');
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toMatch(/^sorteios_projection_lag\{consumer="projection:users"\} 0$/m);
      expect(text).toMatch(/^sorteios_consumers_parked 0$/m);
      expect(text).toContain('process_resident_memory_bytes');
    });
  });
}
