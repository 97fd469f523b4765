import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../../src/app.module';
import { setupApp } from '../../src/app.setup';
import { APP_CONFIG, loadConfig } from '../../src/config/app-config';
import { EVENT_STORE, EventStore } from '../../src/platform/event-store/event-store.port';
import { JOB_QUEUE, JobQueue } from '../../src/platform/jobs/job-queue.port';
import { ProjectionsService } from '../../src/platform/projections/projections.service';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<INestApplication['getHttpServer']>;
  dataDir: string;
  /** Waits until every event so far has reached the reactors and every job they queued has run. */
  jobsIdle(): Promise<void>;
  close(): Promise<void>;
}

/** A provider replaced by a test double (the drand network, the clock). */
export interface ProviderOverride {
  provide: unknown;
  useValue: unknown;
}

/** Burst thresholds out of reach, so only the suites about the challenge meet it. */
export const UNCHALLENGED = {
  CHALLENGE_SIGNUPS_PER_IP: '100000',
  CHALLENGE_ENTRIES_PER_IP: '100000',
  CHALLENGE_ENTRIES_PER_GIVEAWAY_PER_MINUTE: '100000',
};

/**
 * The real Nest app on the embedded adapters in a fresh DATA_DIR (DESIGN.md: API tests).
 * Adapter URLs from the environment are ignored so each test owns its data.
 */
export async function createTestApp(env: Record<string, string> = {}, dataDir?: string, overrides: ProviderOverride[] = []): Promise<TestApp> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'sorteios-api-'));
  // Tests sign up many people from one address: the per-IP sign-up limit and the challenge
  // asked for under bursts have their own tests.
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'test', REGISTER_MAX_PER_IP: '100000', ...UNCHALLENGED, ...env }, []);
  const builder = Test.createTestingModule({ imports: [AppModule] }).overrideProvider(APP_CONFIG).useValue(config);
  for (const { provide, useValue } of overrides) builder.overrideProvider(provide).useValue(useValue);
  const moduleRef = await builder.compile();
  const app = setupApp(moduleRef.createNestApplication({ logger: false }));
  await app.init();
  const jobs = app.get<JobQueue>(JOB_QUEUE);
  const events = app.get<EventStore>(EVENT_STORE);
  const projections = app.get(ProjectionsService);
  // A job is queued by a reactor after its event is projected, and a job may record new events:
  // settle until the log's head stops moving.
  async function jobsIdle(): Promise<void> {
    for (let head = -1; ; ) {
      const now = await events.headPosition();
      if (now === head) return;
      head = now;
      // A request waits READ_YOUR_WRITES_TIMEOUT_MS at most; settling waits as long as the jobs may
      // (an erasure's rebuild of every read model takes longer on a busy machine).
      const deadline = Date.now() + 10_000;
      while (!(await projections.waitFor(head))) {
        if (Date.now() >= deadline) throw new Error(`Projeções não alcançaram a posição ${head}`);
      }
      await jobs.whenIdle(10_000);
    }
  }
  return {
    app,
    http: app.getHttpServer(),
    dataDir: dir,
    jobsIdle,
    async close() {
      await app.close();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
