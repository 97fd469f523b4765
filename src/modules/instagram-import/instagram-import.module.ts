import { DynamicModule, Inject, Module, OnModuleInit, Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountIdentities, AccountReader } from '../accounts/accounts.public';
import { InstagramEntries } from '../entries/entries.public';
import { GiveawayCounts, GiveawayLifecycles } from '../giveaways/giveaways.public';
import { Entitlements } from '../plans/plans.public';
import { ImportJobReader } from './application/import-job-reader';
import { InstagramImportRunner } from './application/import-runner';
import { StartInstagramImportHandler } from './application/start-import.handler';
import { InstagramImportController } from './http/instagram-import.controller';
import { instagramImportsProjection } from './projections/instagram-imports.projection';
import { INSTAGRAM_IMPORT_JOB, InstagramImportJob, instagramImportReactor } from './reactors/instagram-import.reactor';

/**
 * Import a post's Instagram comments into a giveaway (issue 15): the rules, the job and its
 * progress. The comments come from the instagram module's InstagramComments, a provider of
 * its Nest module that the composition root (app.module.ts) hands in, since modules do not
 * import each other's Nest modules by path; the entries are recorded by entries' public
 * InstagramEntries, listed here with what it reads through.
 */
@Module({})
export class InstagramImportModule implements OnModuleInit {
  static with(instagramModule: Type<unknown>): DynamicModule {
    return {
      module: InstagramImportModule,
      imports: [CqrsModule, instagramModule],
      controllers: [InstagramImportController],
      providers: [
        StartInstagramImportHandler,
        InstagramImportRunner,
        ImportJobReader,
        // Entries' public InstagramEntries, and the readers it and the handler read through.
        InstagramEntries,
        GiveawayLifecycles,
        GiveawayCounts,
        Entitlements,
        AccountIdentities,
        AccountReader,
      ],
    };
  }

  constructor(
    private readonly projections: ProjectionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly runner: InstagramImportRunner,
  ) {}

  onModuleInit(): void {
    this.projections.register(instagramImportsProjection, instagramImportReactor(this.jobs));
    // Each import mostly waits on Instagram; a few run side by side.
    this.jobs.register<InstagramImportJob>(INSTAGRAM_IMPORT_JOB, (job, context) => this.runner.run(job, context), { concurrency: 3 });
  }
}
