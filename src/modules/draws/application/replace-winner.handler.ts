import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { GiveawayLifecycles, isPresent } from '../../giveaways/giveaways.public';
import { drawDecider } from '../domain/draw.decider';
import { drawErrors } from '../domain/draw.errors';
import { drawStream, Vencedor } from '../domain/draw.events';
import { drawHistory, Substituicao } from './draw-history';
import { ReplaceWinnerCommand } from './replace-winner.command';

/** The creator swaps a winner for the next alternate; the history keeps both and the reason. */
@CommandHandler(ReplaceWinnerCommand)
export class ReplaceWinnerHandler implements ICommandHandler<ReplaceWinnerCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly executor: StreamExecutor,
    private readonly lifecycles: GiveawayLifecycles,
    private readonly projections: ProjectionsService,
  ) {}

  async execute({ giveawayId, entryId, motivo, meta }: ReplaceWinnerCommand): Promise<{ vencedores: Vencedor[]; substituicoes: Substituicao[] }> {
    const giveaway = await this.lifecycles.of(giveawayId);
    if (!isPresent(giveaway)) throw drawErrors.giveawayNotFound();
    if (giveaway.criadorId !== meta.userId) throw drawErrors.notOwner();
    const result = await this.executor.execute(drawStream(giveawayId), drawDecider, { type: 'ReplaceWinner', entryId, motivo }, meta);
    await this.projections.waitFor(result.position);
    const history = drawHistory(await this.events.readStream(drawStream(giveawayId)));
    return { vencedores: result.state.winners, substituicoes: history?.substituicoes ?? [] };
  }
}
