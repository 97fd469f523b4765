import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JOB_QUEUE, JobQueue } from '../../platform/jobs/job-queue.port';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { AccountIdentities, AccountReader } from '../accounts/accounts.public';
import { InclusionProofs } from '../draws/draws.public';
import { GiveawayCards, GiveawayCounts, GiveawayLifecycles } from '../giveaways/giveaways.public';
import { Entitlements } from '../plans/plans.public';
import { EntryEmails } from './application/entry-emails';
import { EntryLogReader } from './application/entry-log/entry-log-reader';
import { EntryLogSealer } from './application/entry-log/seal-entry-log';
import { EntrantSet } from './application/read-entries/entrant-set';
import { EntryReader } from './application/read-entries/entry-reader';
import { RefusalReader } from './application/read-refusals/refusal-reader';
import { GiveawaySnapshots } from './application/submit-entry/giveaway-snapshots';
import { SubmitEntryHandler } from './application/submit-entry/submit-entry.handler';
import { WithdrawConsentHandler } from './application/withdraw-consent/withdraw-consent.handler';
import { WithdrawEntryHandler } from './application/withdraw-entry/withdraw-entry.handler';
import { AdminRefusalsController } from './http/admin-refusals.controller';
import { EntriesController } from './http/entries.controller';
import { EntryLogController } from './http/entry-log.controller';
import { GiveawayRefusalsController } from './http/giveaway-refusals.controller';
import { MyEntriesController } from './http/my-entries.controller';
import { entriesProjection } from './projections/entries.projection';
import { entryLogProjection } from './projections/entry-log.projection';
import { entryRefusalsProjection } from './projections/entry-refusals.projection';
import { ENTRY_CONFIRMATION_JOB, EntryConfirmationJob, entryMailReactor } from './reactors/entry-mail.reactor';
import { SEAL_ENTRY_LOG_JOB, SealEntryLogJob, entryLogSealReactor } from './reactors/entry-log-seal.reactor';

@Module({
  imports: [CqrsModule],
  controllers: [EntriesController, MyEntriesController, GiveawayRefusalsController, AdminRefusalsController, EntryLogController],
  providers: [
    SubmitEntryHandler,
    GiveawaySnapshots,
    WithdrawConsentHandler,
    WithdrawEntryHandler,
    EntryReader,
    RefusalReader,
    EntryEmails,
    // Each version-2 giveaway's entry log: receipts, signed heads, consistency proofs.
    EntryLogReader,
    EntryLogSealer,
    // Draws' public reader for the participant's own entry view, and what it reads through.
    InclusionProofs,
    EntrantSet,
    GiveawayLifecycles,
    // Giveaways' cards (titles in "my entries") and accounts' people (the cards read through AccountReader; the
    // entrant's username comes from AccountIdentities, which falls back to the user's stream while it is not projected).
    GiveawayCards,
    AccountReader,
    AccountIdentities,
    // The creator's entries limit (issue 12): plans' entitlements and giveaways' entry count.
    Entitlements,
    GiveawayCounts,
  ],
})
export class EntriesModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly emails: EntryEmails,
    private readonly sealer: EntryLogSealer,
  ) {}

  onModuleInit(): void {
    this.projections.register(entriesProjection, entryRefusalsProjection, entryLogProjection, entryMailReactor(this.jobs), entryLogSealReactor(this.jobs));
    this.jobs.register<SealEntryLogJob>(SEAL_ENTRY_LOG_JOB, (job) => this.sealer.seal(job));
    // Mostly file or network I/O: a few at once keep up with a busy giveaway.
    this.jobs.register<EntryConfirmationJob>(ENTRY_CONFIRMATION_JOB, (job) => this.emails.sendConfirmation(job), { concurrency: 4 });
  }
}
