import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { AccountIdentities } from '../../../accounts/accounts.public';
import { isPresent } from '../../../giveaways/giveaways.public';
import { entryDecider } from '../../domain/entry.decider';
import { entryErrors } from '../../domain/entry.errors';
import { EntrySubmitted, entryStream } from '../../domain/entry.events';
import { GiveawaySnapshots } from './giveaway-snapshots';
import { SubmitEntryCommand } from './submit-entry.command';

/**
 * Reads the giveaway from its stream (never a lagging read model), then appends to the
 * participant's own entry stream expecting it not to exist: of 50 simultaneous submissions
 * by one person exactly one is stored, the others are decided again and get ALREADY_ENTERED.
 */
@CommandHandler(SubmitEntryCommand)
export class SubmitEntryHandler implements ICommandHandler<SubmitEntryCommand> {
  constructor(
    private readonly giveaways: GiveawaySnapshots,
    private readonly accounts: AccountIdentities,
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ giveawayId, input, meta }: SubmitEntryCommand): Promise<EntrySubmitted['data'] & { createdAt: string; revision: number }> {
    const { snapshot: giveaway, regulamentoSha256 } = await this.giveaways.current(giveawayId);
    if (!isPresent(giveaway)) throw entryErrors.giveawayNotFound();
    // Not AccountReader: a participant who registered a moment ago may not be projected yet.
    const participant = await this.accounts.byId(meta.userId);
    const result = await this.executor.execute(
      entryStream(giveawayId, meta.userId),
      entryDecider,
      {
        type: 'SubmitEntry',
        entryId: randomUUID(),
        giveawayId,
        giveaway,
        regulamentoSha256,
        participant: { id: meta.userId, username: participant?.username ?? '' },
        ...input,
      },
      meta,
    );
    await this.projections.waitFor(result.position);
    return { ...result.state.entry!, createdAt: result.at, revision: result.revision };
  }
}
