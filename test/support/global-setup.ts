import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/**
 * Jest global setup: the BullMQ contract suite needs a real Redis. When REDIS_URL is not
 * given (the usual local run), start a throwaway redis-server on loopback; the workers
 * jest spawns afterwards inherit process.env.REDIS_URL.
 */
export interface RedisServerHandle {
  child: ChildProcess;
  url: string;
  dir: string;
  output: () => string;
  /** Set by the teardown, so its own SIGTERM is not reported as a crash. */
  stopping: boolean;
}

declare global {
  var __SORTEIOS_REDIS__: RedisServerHandle | undefined;
}

const STARTUP_TIMEOUT_MS = 10_000;

export default async function globalSetup(): Promise<void> {
  if (process.env.REDIS_URL) return;
  const bin = findRedisServer();
  // A port taken between probing and binding makes redis exit at once: just try another.
  let lastError: unknown;
  for (let tries = 0; tries < 3; tries++) {
    try {
      const handle = await startRedis(bin, await freePort());
      process.env.REDIS_URL = handle.url;
      globalThis.__SORTEIOS_REDIS__ = handle;
      handle.child.once('exit', (code, signal) => {
        if (handle.stopping) return;
        console.error(`[global-setup] redis-server caiu durante os testes (${code ?? signal}):\n${handle.output()}`);
      });
      // If jest dies without running the teardown, do not leave redis behind.
      process.once('exit', () => handle.child.kill('SIGKILL'));
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export function findRedisServer(): string {
  const candidates = [
    process.env.REDIS_SERVER_BIN,
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'redis-server')),
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
  ].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'redis-server não encontrado: os testes de contrato do BullMQ precisam de um Redis. ' +
        'Instale com `apt-get install -y redis-server` ou defina REDIS_URL apontando para um Redis.',
    );
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway redis-server on loopback (no persistence), answering PING. */
export async function startRedis(bin: string, port: number): Promise<RedisServerHandle> {
  const dir = mkdtempSync(join(tmpdir(), 'sorteios-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn(bin, [...args, '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `código ${code ?? '-'}, sinal ${signal ?? '-'}`));
  child.once('error', (error) => (exited = error.message));

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    if (await answersPing(port)) {
      return { child, url: `redis://127.0.0.1:${port}`, dir, output: () => output, stopping: false };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  const why = exited ? `terminou antes de responder (${exited})` : 'não respondeu ao PING a tempo';
  console.error(`[global-setup] saída do redis-server:\n${output}`);
  throw new Error(`redis-server na porta ${port} ${why}. Saída:\n${output}`);
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}
