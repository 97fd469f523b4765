import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../../src/app.module';
import { setupApp } from '../../src/app.setup';
import { APP_CONFIG, loadConfig } from '../../src/config/app-config';
import { JOB_QUEUE, JobQueue } from '../../src/platform/jobs/job-queue.port';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<INestApplication['getHttpServer']>;
  dataDir: string;
  /** Waits until every queued job (e-mails) has run. */
  jobsIdle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real Nest app on the embedded adapters in a fresh DATA_DIR (DESIGN.md: API tests).
 * Adapter URLs from the environment are ignored so each test owns its data.
 */
export async function createTestApp(env: Record<string, string> = {}, dataDir?: string): Promise<TestApp> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'sorteios-api-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env }, []);
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .compile();
  const app = setupApp(moduleRef.createNestApplication({ logger: false }));
  await app.init();
  const jobs = app.get<JobQueue>(JOB_QUEUE);
  return {
    app,
    http: app.getHttpServer(),
    dataDir: dir,
    jobsIdle: () => jobs.whenIdle(10_000),
    async close() {
      await app.close();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
