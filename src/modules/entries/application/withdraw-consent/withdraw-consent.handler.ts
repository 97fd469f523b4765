import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { entryDecider } from '../../domain/entry.decider';
import { entryStream } from '../../domain/entry.events';
import { WithdrawConsentCommand } from './withdraw-consent.command';

/** LGPD: the participant takes back the contact consent; creators' contact lists drop them. */
@CommandHandler(WithdrawConsentCommand)
export class WithdrawConsentHandler implements ICommandHandler<WithdrawConsentCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ giveawayId, meta }: WithdrawConsentCommand): Promise<void> {
    const result = await this.executor.execute(entryStream(giveawayId, meta.userId), entryDecider, { type: 'WithdrawContactConsent' }, meta);
    await this.projections.waitFor(result.position);
  }
}
