import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { drawDecider } from '../domain/draw.decider';
import { drawErrors } from '../domain/draw.errors';
import { drawStream, WinnersDrawn } from '../domain/draw.events';
import { fromHex } from '../domain/verifiable-draw/bytes';
import { runDraw } from '../domain/verifiable-draw/draw';
import { nodeDrawCrypto } from '../domain/verifiable-draw/node-crypto';
import { Clock } from '../../../platform/ddd/clock';
import { CommitmentCache } from './commitment-cache';
import { DrawEntrants } from './draw-entrants';
import { PublicValues } from './public-values';
import { DrawWinnersCommand } from './draw-winners.command';
import { giveawayFacts } from './giveaway-facts';

/**
 * The draw: the entrants committed at the close are ranked from the revealed seed (and the
 * public value committed at the close, when there is one), and the
 * whole receipt is appended as one WinnersDrawn. Of concurrent requests exactly one append
 * succeeds (expected revision); the others are decided again and get GIVEAWAY_ALREADY_DRAWN.
 */
@CommandHandler(DrawWinnersCommand)
export class DrawWinnersHandler implements ICommandHandler<DrawWinnersCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(StreamExecutor) private readonly executor: StreamExecutor,
    private readonly entrants: DrawEntrants,
    private readonly projections: ProjectionsService,
    private readonly publicValues: PublicValues,
    private readonly clock: Clock,
    private readonly cache: CommitmentCache,
  ) {}

  async execute({ giveawayId, quantidade, suplentes, meta, loteriaFederal }: DrawWinnersCommand): Promise<WinnersDrawn['data'] & { position: number }> {
    const giveaway = await giveawayFacts(this.events, giveawayId);
    if (!giveaway.exists) throw drawErrors.giveawayNotFound();
    if (giveaway.criadorId !== meta.userId) throw drawErrors.notOwner();
    if (giveaway.status !== 'Encerrado') throw drawErrors.notClosed();
    // The commitment is written by a reactor just after the close: let it catch up.
    await this.projections.waitFor(await this.events.headPosition());
    const { state } = await this.executor.load(drawStream(giveawayId), drawDecider);
    if (!state.committed) throw drawErrors.notReady();
    if (state.drawn) throw drawErrors.alreadyDrawn();
    if (state.committed.entrantCount === 0) throw drawErrors.noEntries();
    if (quantidade > state.committed.entrantCount) throw drawErrors.badQuantity(state.committed.entrantCount);

    const publicRandomness = await this.publicValues.resolve(state.committed.fonteAleatoriedade ?? null, loteriaFederal, this.clock.now());
    const cached = this.cache.find(giveawayId, state.committed.merkleRoot, state.committed.entrantCount);
    const entrants = cached?.entrants ?? (await this.entrants.idsBefore(giveawayId, state.committed.closePosition));
    const { receipt } = await runDraw(
      {
        giveawayId,
        entrants,
        salt: fromHex(state.committed.salt),
        serverSeed: fromHex(state.committed.serverSeed),
        publicRandomness,
        quantidade,
        suplentes,
        closePosition: state.committed.closePosition,
        drawPosition: null,
      },
      nodeDrawCrypto,
      cached?.commitment,
    );
    const contacts = await this.entrants.contactsOf([...receipt.winners, ...receipt.alternates].map((r) => r.entryId));
    const person = (entryId: string) => ({ entryId, ...contacts.get(entryId)! });
    const vencedores = receipt.winners.map((w) => person(w.entryId));
    const alternates = receipt.alternates.map((a) => person(a.entryId));
    const result = await this.executor.execute(drawStream(giveawayId), drawDecider, { type: 'RecordDraw', receipt, vencedores, suplentes: alternates }, meta);
    this.cache.forget(giveawayId);
    await this.projections.waitFor(result.position);
    return { giveawayId, receipt: { ...receipt, drawPosition: result.position }, vencedores, suplentes: alternates, position: result.position };
  }
}
