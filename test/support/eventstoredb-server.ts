import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { homedir, userInfo } from 'node:os';
import { join } from 'node:path';
import { EventStoreDbEventStore } from '../../src/platform/event-store/eventstoredb-event-store';

/** The image docker-compose.yml runs: the suite checks the server the product ships with. */
export const EVENTSTORE_IMAGE = 'eventstore/eventstore:24.10.0';

/** Where the EventStoreDB contract suite finds a server, or why it has none. */
export type EventStoreDbSource = { kind: 'url'; url: string } | { kind: 'docker' } | { kind: 'none'; reason: string };

/**
 * A URL when one is given; otherwise Docker when an engine answers; otherwise the reason to
 * skip. Decided while jest collects the tests (a skip must be known then), so the Docker
 * check is synchronous: first only files and variables, which costs nothing on a machine
 * without Docker, then, when something points at an engine, a ping with testcontainers'
 * own lookup in a child process, bounded so a dead socket cannot hang the run.
 */
export function findEventStoreDb(env: NodeJS.ProcessEnv = process.env): EventStoreDbSource {
  const url = env.CONTRACT_EVENTSTORE_URL || env.EVENTSTORE_URL;
  if (url) return { kind: 'url', url };
  const unset = 'neither CONTRACT_EVENTSTORE_URL nor EVENTSTORE_URL is set';
  const hint = dockerHint(env);
  if (!hint) return { kind: 'none', reason: `${unset} and no Docker engine is configured (no DOCKER_HOST, no docker.sock)` };
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(require.resolve('testcontainers'))}).getContainerRuntimeClient()` +
        '.then(() => process.exit(0), (e) => { console.error(e.message); process.exit(1); })',
    ],
    { env, encoding: 'utf8', timeout: 20_000 },
  );
  if (probe.status === 0) return { kind: 'docker' };
  const why = probe.error?.message || probe.stderr.trim().split('\n').pop() || `exit ${probe.status}`;
  return { kind: 'none', reason: `${unset} and the Docker engine at ${hint} does not answer (${why})` };
}

// The places testcontainers looks for an engine (its container-runtime strategies).
function dockerHint(env: NodeJS.ProcessEnv): string | undefined {
  if (env.DOCKER_HOST) return env.DOCKER_HOST;
  const places = [
    join(homedir(), '.testcontainers.properties'),
    '/var/run/docker.sock',
    ...(env.XDG_RUNTIME_DIR ? [join(env.XDG_RUNTIME_DIR, 'docker.sock')] : []),
    join(homedir(), '.docker', 'run', 'docker.sock'),
    join(homedir(), '.docker', 'desktop', 'docker.sock'),
    join('/run', 'user', String(userInfo().uid), 'docker.sock'),
  ];
  return places.find((path) => existsSync(path));
}

export interface StartedEventStoreDb {
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway single node of EVENTSTORE_IMAGE, configured like the compose service
 * (insecure, no server projections) but in memory. testcontainers' KurrentDB module is not
 * used: it needs Node 22 (this project supports 20), sets KURRENTDB_* variables that the
 * 24.10 image does not read and hands out kurrentdb:// URLs the installed client refuses.
 */
export async function startEventStoreDb(): Promise<StartedEventStoreDb> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(EVENTSTORE_IMAGE)
    .withEnvironment({
      EVENTSTORE_CLUSTER_SIZE: '1',
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_START_STANDARD_PROJECTIONS: 'false',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113))
    .withStartupTimeout(120_000)
    .start();
  const url = `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
  try {
    await untilWritable(url);
  } catch (error) {
    await container.stop();
    throw error;
  }
  return { url, stop: async () => void (await container.stop()) };
}

// A node that answers /health/live may still be electing itself leader and refuse appends
// for a moment: wait until one passes.
async function untilWritable(url: string): Promise<void> {
  const store = new EventStoreDbEventStore(url);
  const until = Date.now() + 60_000;
  try {
    for (;;) {
      try {
        const at = new Date().toISOString();
        const metadata = { userId: null, correlationId: randomUUID(), causationId: null, at };
        await store.append(`contract-ready-${randomUUID()}`, [{ id: randomUUID(), type: 'Ready', data: {}, metadata }], 'any');
        return;
      } catch (error) {
        if (Date.now() > until) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  } finally {
    await store.close();
  }
}
