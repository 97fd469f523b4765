import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newUser } from '../support/accounts';
import { ServerProcess, startBuiltServer } from '../support/server-process';

const DIST = join(__dirname, '..', '..', 'dist');
const codeCaches = () => readdirSync(DIST).filter((f) => f.endsWith('.v8-cache'));

async function eventually<T>(read: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('não aconteceu a tempo');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function registers(server: ServerProcess): Promise<number> {
  const res = await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(newUser()) });
  return res.status;
}

/** dist/server.js, what `npm start` and the image run: the bundle, started from V8's code cache. */
describe('the built server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sorteios-built-'));
  let server: ServerProcess | undefined;
  afterEach(() => server?.stop());
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes its code cache after a start, and starts again from it', async () => {
    server = await startBuiltServer({ DATA_DIR: dataDir });
    const cache = await eventually(() => codeCaches()[0]);
    await server.stop();

    server = await startBuiltServer({ DATA_DIR: dataDir });
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    expect(await registers(server)).toBe(201);
    expect(codeCaches()).toContain(cache);
  });

  it('starts from a damaged code cache as if there were none, and writes it anew', async () => {
    server = await startBuiltServer({ DATA_DIR: dataDir });
    const cache = await eventually(() => codeCaches()[0]);
    await server.stop();
    const damaged = Buffer.from('não é um cache do V8'.repeat(100));
    writeFileSync(join(DIST, cache), damaged);

    server = await startBuiltServer({ DATA_DIR: dataDir });
    expect(await registers(server)).toBe(201);
    await eventually(() => (readFileSync(join(DIST, cache)).equals(damaged) ? undefined : true));
  });
});
