import { Inject, Logger, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OpenApiExtensions } from '../../platform/http/openapi/openapi-extensions';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { PersonalDataCipher } from '../../platform/personal-data/personal-data-cipher';
import { PersonalDataRules } from '../../platform/personal-data/personal-data-rules';
import { sealStoredPlaintext } from '../../platform/personal-data/seal-stored-plaintext';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { EraseAccountHandler } from './application/erase-account.handler';
import { ForgetPerson } from './application/forget-person.job';
import { PersonEvents } from './application/person-events';
import { PersonalDataExport } from './application/personal-data-export';
import { ReadStoreForgetting } from './application/read-store-forgetting';
import { ERASURE_SIGNALS, PERSONAL_FIELDS } from './domain/personal-fields';
import { documentWrongPasswordAs400 } from './http/erase-account.openapi';
import { PersonalDataController } from './http/personal-data.controller';
import { FORGET_PERSON_JOB, ForgetPersonJob, forgetPersonReactor } from './reactors/forget-person.reactor';

/**
 * Meus dados (LGPD art. 18, docs/personal-data.md): the export, the erasure, and the list of
 * every module's personal fields that the event store's shredding layer follows. The list is
 * registered in the constructor: Nest builds every provider before any module's init, so it is
 * in place before a projection or a handler reads the log.
 */
@Module({
  imports: [CqrsModule],
  controllers: [PersonalDataController],
  providers: [EraseAccountHandler, PersonEvents, PersonalDataExport, ReadStoreForgetting, ForgetPerson],
})
export class PersonalDataModule implements OnModuleInit {
  private readonly logger = new Logger('PersonalData');

  constructor(
    rules: PersonalDataRules,
    private readonly cipher: PersonalDataCipher,
    private readonly projections: ProjectionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly forget: ForgetPerson,
    private readonly openApi: OpenApiExtensions,
  ) {
    rules.register(PERSONAL_FIELDS, ERASURE_SIGNALS);
  }

  async onModuleInit(): Promise<void> {
    this.projections.register(forgetPersonReactor(this.jobs));
    this.jobs.register<ForgetPersonJob>(FORGET_PERSON_JOB, (job) => this.forget.run(job), { concurrency: 1 });
    this.openApi.add(documentWrongPasswordAs400);
    await this.migrateEmbeddedLog();
  }

  /**
   * Events recorded before crypto-shredding are sealed in place, once, before the projections
   * start (docs/personal-data.md, "Events written before"). EventStoreDB cannot rewrite an event:
   * there the old events stay as they are (see the docs for the operator's copy-and-replace).
   */
  private async migrateEmbeddedLog(): Promise<void> {
    if (this.config.eventStoreUrl || this.config.role === 'api') return;
    const started = Date.now();
    const { rewritten } = await sealStoredPlaintext(join(this.config.dataDir, 'events.sqlite'), this.cipher);
    if (rewritten > 0) this.logger.log(`Dados pessoais selados em ${rewritten} evento(s) gravados antes, em ${Date.now() - started} ms`);
  }
}
