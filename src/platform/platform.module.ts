import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig, loadConfig } from '../config/app-config';
import { Clock, SystemClock } from './ddd/clock';
import { StreamExecutor } from './ddd/stream-executor';
import { EVENT_STORE, EventStore } from './event-store/event-store.port';
import { createEventStore } from './event-store/event-store.factory';
import { READ_STORE, ReadStore } from './read-store/read-store.port';
import { createReadStore } from './read-store/read-store.factory';
import { JOB_QUEUE, JobQueue } from './jobs/job-queue.port';
import { createJobQueue } from './jobs/job-queue.factory';
import { MAILER, Mailer } from './mail/mailer.port';
import { createMailer } from './mail/mailer.factory';
import { FILE_STORAGE, FileStorage } from './storage/file-storage.port';
import { createFileStorage } from './storage/file-storage.factory';
import { LIVE_HUB, LiveHub } from './live/live-hub.port';
import { createLiveHub } from './live/live-hub.factory';
import { ProjectionsService } from './projections/projections.service';
import { JobsService } from './jobs/jobs.service';
import { AdapterHealth } from './health/adapter-health';
import { ReadinessService } from './health/readiness.service';
import { WorkerHealthServer } from './health/worker-health-server';
import { EarlyRoutes } from './http/early-routes';
import { OpenApiExtensions } from './http/openapi/openapi-extensions';
import { Metrics } from './metrics/metrics';
import { meterEventStore, meterJobQueue, meterMailer } from './metrics/metered-ports';
import { POSITION_SIGNALS, PositionSignals } from './signals/position-signals.port';
import { createPositionSignals } from './signals/position-signals.factory';
import { shareAppends } from './signals/shared-appends';
import { ChallengeModule } from './challenge/challenge.module';
import { LogSigningModule } from './log-signing/log-signing.module';
import { personalDataExports, personalDataProviders } from './personal-data/personal-data.providers';
import { PersonalDataCipher } from './personal-data/personal-data-cipher';
import { PERSONAL_KEY_STORE, PersonalKeyStore } from './personal-data/personal-key-store.port';
import { shredPersonalData } from './personal-data/shredding-event-store';

/**
 * Chooses each port's adapter from configuration (DESIGN.md: embedded by default, real
 * servers when their URL is set) and closes them on shutdown, jobs and projections first.
 */
@Global()
@Module({
  // The proof-of-work challenge (GET /api/challenge and its guard), used by several modules.
  // and the entry logs' signing key (GET /api/log-key), used by entries and draws.
  imports: [ChallengeModule, LogSigningModule],
  providers: [
    { provide: APP_CONFIG, useFactory: () => loadConfig() },
    { provide: Clock, useClass: SystemClock },
    // The process's one registry; the event store, jobs and mailer below count into it.
    Metrics,
    // Routes answered before the HTTP stack (view beacons): modules add theirs at init.
    EarlyRoutes,
    OpenApiExtensions,
    // Wake-ups between processes (Redis pub/sub where REDIS_URL is set): appends and projection progress.
    { provide: POSITION_SIGNALS, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createPositionSignals({ redisUrl: c.redisUrl }) },
    // Personal data inside events is sealed per person (crypto-shredding, docs/personal-data.md).
    ...personalDataProviders,
    {
      provide: EVENT_STORE,
      inject: [APP_CONFIG, Metrics, POSITION_SIGNALS, PersonalDataCipher],
      useFactory: (c: AppConfig, m: Metrics, signals: PositionSignals, cipher: PersonalDataCipher) =>
        shredPersonalData(shareAppends(meterEventStore(createEventStore({ eventStoreUrl: c.eventStoreUrl, dataDir: c.dataDir }), m), signals), cipher),
    },
    {
      provide: READ_STORE,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => createReadStore({ mongoUrl: c.mongoUrl, dataDir: c.dataDir }),
    },
    {
      provide: JOB_QUEUE,
      inject: [APP_CONFIG, Metrics],
      useFactory: (c: AppConfig, m: Metrics) => meterJobQueue(createJobQueue({ redisUrl: c.redisUrl, dataDir: c.dataDir }), m),
    },
    {
      provide: MAILER,
      inject: [APP_CONFIG, Metrics],
      useFactory: (c: AppConfig, metrics: Metrics) => {
        const logger = new Logger('Mailer');
        const mailer = createMailer({ smtpUrl: c.smtpUrl, dataDir: c.dataDir, from: c.mailFrom, logger: { log: (m: string) => logger.log(m) } });
        return meterMailer(mailer, metrics);
      },
    },
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createFileStorage({ dataDir: c.dataDir, s3: c.s3Storage }) },
    { provide: LIVE_HUB, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createLiveHub({ redisUrl: c.redisUrl }) },
    { provide: StreamExecutor, inject: [EVENT_STORE, Clock], useFactory: (s: EventStore, c: Clock) => new StreamExecutor(s, c) },
    ProjectionsService,
    JobsService,
    AdapterHealth,
    ReadinessService,
    WorkerHealthServer,
  ],
  exports: [
    APP_CONFIG,
    EarlyRoutes,
    OpenApiExtensions,
    Clock,
    Metrics,
    EVENT_STORE,
    READ_STORE,
    JOB_QUEUE,
    MAILER,
    FILE_STORAGE,
    LIVE_HUB,
    POSITION_SIGNALS,
    StreamExecutor,
    ProjectionsService,
    JobsService,
    AdapterHealth,
    ReadinessService,
    ...personalDataExports,
  ],
})
export class PlatformModule implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(LIVE_HUB) private readonly live: LiveHub,
    @Inject(POSITION_SIGNALS) private readonly signals: PositionSignals,
    private readonly projections: ProjectionsService,
    @Inject(PERSONAL_KEY_STORE) private readonly personalKeys: PersonalKeyStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.projections.stop();
    await this.jobs.close();
    await this.mailer.close();
    await this.files.close();
    await this.live.close();
    await this.signals.close();
    await this.reads.close();
    await this.events.close();
    await this.personalKeys.close();
  }
}
