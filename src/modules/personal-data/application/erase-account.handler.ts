import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { verify } from '@node-rs/argon2';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock } from '../../../platform/ddd/clock';
import { DomainError } from '../../../platform/ddd/domain-error';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { PersonalDataCipher } from '../../../platform/personal-data/personal-data-cipher';
import { scrubEmbeddedJobs } from '../../../platform/personal-data/scrub-embedded-jobs';
import { SetUserDisabledCommand } from '../../accounts/accounts.public';
import { WithdrawConsentCommand, WithdrawEntryCommand } from '../../entries/entries.public';
import { DeleteFileCommand } from '../../uploads/uploads.public';
import { erasureDecider } from '../domain/erasure.decider';
import { personalDataErrors } from '../domain/personal-data.errors';
import { personalDataStream } from '../domain/personal-data.events';
import { EraseAccountCommand } from './erase-account.command';
import { erasureFacts } from './erasure-facts';
import { PersonEvents } from './person-events';

const DISABLED_REASON = 'Conta excluída pelo titular (LGPD art. 18, VI)';

/**
 * The erasure (docs/personal-data.md): checks the password, withdraws the entries in giveaways
 * still open and the contact consents, records AccountErased, deletes the profile photos,
 * disables the account, deletes the jobs that carry the person's addresses, and destroys their key: from then on every event about
 * them reads "Conta removida". The read store forgets them in the job AccountErased enqueues
 * (forget-person.job.ts), which rebuilds the read models from the log.
 *
 * Nothing is written before the password is checked: a wrong one changes nothing.
 */
@CommandHandler(EraseAccountCommand)
export class EraseAccountHandler implements ICommandHandler<EraseAccountCommand> {
  private readonly logger = new Logger('PersonalData');

  constructor(
    private readonly executor: StreamExecutor,
    private readonly commands: CommandBus,
    private readonly people: PersonEvents,
    private readonly cipher: PersonalDataCipher,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ password, meta }: EraseAccountCommand): Promise<{ erasedAt: string }> {
    const userId = meta.userId;
    const { events } = await this.people.of(userId);
    const facts = erasureFacts(userId, events);
    if (!facts.exists) throw personalDataErrors.userNotFound();
    const passwordMatches = facts.passwordHash !== null && (await verify(facts.passwordHash, password).catch(() => false));
    const command = { type: 'EraseAccount' as const, userId, hasPassword: facts.passwordHash !== null, passwordMatches, openEntries: [] as string[] };
    // Decided once on the current state before anything is written, so a refusal leaves all as it was.
    const loaded = await this.executor.load(personalDataStream(userId), erasureDecider);
    erasureDecider.decide(command, loaded.state, { now: this.clock.now(), random: (n) => this.clock.random(n) });

    for (const entry of facts.entries) {
      if (entry.consent) await this.commands.execute(new WithdrawConsentCommand(entry.giveawayId, meta));
      const { withdrawn } = await this.commands.execute<WithdrawEntryCommand, { withdrawn: boolean }>(new WithdrawEntryCommand(entry.giveawayId, userId, meta));
      if (withdrawn) command.openEntries.push(entry.entryId);
    }
    const { at } = await this.executor.execute(personalDataStream(userId), erasureDecider, command, meta);
    // A face is personal data: the profile photos go (giveaway covers stay with their public giveaways).
    for (const photo of facts.photos) {
      await this.commands.execute(new DeleteFileCommand(photo, false, meta)).catch((err: unknown) => {
        // Already deleted, or not the person's own upload: nothing of theirs left to remove.
        if (!(err instanceof DomainError)) throw err;
      });
    }
    await this.commands.execute(new SetUserDisabledCommand(userId, true, DISABLED_REASON, meta));
    if (!this.config.redisUrl) {
      const deleted = scrubEmbeddedJobs(join(this.config.dataDir, 'jobs.sqlite'), facts.emails);
      if (deleted > 0) this.logger.log(`Exclusão de conta: ${deleted} job(s) com os endereços da pessoa apagado(s)`);
    }
    await this.cipher.destroy(userId, new Date(at));
    return { erasedAt: at };
  }
}
