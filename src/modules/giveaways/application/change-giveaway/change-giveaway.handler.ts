import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/ddd/clock';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { Entitlements } from '../../../plans/plans.public';
import { UploadReader } from '../../../uploads/uploads.public';
import { GiveawayCommand, giveawayDecider } from '../../domain/giveaway.decider';
import { giveawayStream } from '../../domain/giveaway.events';
import { prizeImageFacts } from '../prize-images';
import { ActiveSlots } from './active-slots';
import { ChangeGiveawayCommand } from './change-giveaway.command';

/**
 * The write loop for every change to a giveaway: the decider holds all the rules. An edit
 * carries the owner's plan limits; a publish on a plan with an active-giveaway limit first
 * claims a slot on the creator's stream (ActiveSlots), after the giveaway's own rules passed.
 */
@CommandHandler(ChangeGiveawayCommand)
export class ChangeGiveawayHandler implements ICommandHandler<ChangeGiveawayCommand> {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly entitlements: Entitlements,
    private readonly slots: ActiveSlots,
    private readonly clock: Clock,
    private readonly uploads: UploadReader,
  ) {}

  async execute({ giveawayId, command: change, meta, ifMatch }: ChangeGiveawayCommand): Promise<{ revision: number }> {
    const stream = giveawayStream(giveawayId);
    let command: GiveawayCommand;
    if (change.type === 'UpdateGiveaway') {
      // Only the owner edits (the decider checks): the owner's plan is the actor's.
      const { nome, limites } = await this.entitlements.of(change.actorId);
      const uploads = await prizeImageFacts(this.uploads, change.changes.premiosImagens);
      command = { ...change, limites: { plano: nome, ...limites }, uploads };
    } else {
      command = change;
    }
    let from;
    if (command.type === 'PublishGiveaway') {
      from = await this.executor.load(stream, giveawayDecider);
      // The giveaway's own rules first (and throw if broken), so no slot is claimed in vain.
      giveawayDecider.decide(command, from.state, { now: this.clock.now(), random: (n) => this.clock.random(n) });
      await this.slots.claim(command.actorId, giveawayId, meta);
    }
    const result = await this.executor.execute(stream, giveawayDecider, command, meta, { ifMatch, from });
    await this.projections.waitFor(result.position);
    return { revision: result.revision };
  }
}
