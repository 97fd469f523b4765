import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { type DrawInput, fromHex, runDraw, runDrawV2, type SealedHead } from '@sorteios/verifiable-draw';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Clock } from '../../../platform/ddd/clock';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { EntrantSet, SealedEntryLog } from '../../entries/entries.public';
import { GiveawayLifecycles, isPresent } from '../../giveaways/giveaways.public';
import { Entitlements } from '../../plans/plans.public';
import { checkCanDraw, checkDrawGiveaway, DrawnPerson, drawDecider, DrawRequest } from '../domain/draw.decider';
import { drawErrors } from '../domain/draw.errors';
import { DrawCommitted, drawStream, WinnersDrawn } from '../domain/draw.events';
import { CommitmentCache } from './commitment-cache';
import { loadDraw } from './committed-draw';
import { DrawWinnersCommand } from './draw-winners.command';
import { PublicValues } from './public-values';

const SEAL_POLL_MS = 25;

/**
 * The draw: the entrants committed at the close are ranked from the revealed seed (and the
 * public value committed at the close, when there is one), and the whole receipt is appended
 * as one WinnersDrawn. This handler only gathers what drawDecider decides on: the giveaway's
 * lifecycle, the draw stream (read once), the public value and the entrants. The rules are
 * checked on them before any hashing, then again by decide on append, at the revision read:
 * of concurrent draws exactly one append succeeds; the others are decided again on the fresh
 * stream and get GIVEAWAY_ALREADY_DRAWN.
 */
@CommandHandler(DrawWinnersCommand)
export class DrawWinnersHandler implements ICommandHandler<DrawWinnersCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: StreamExecutor,
    private readonly lifecycles: GiveawayLifecycles,
    private readonly entrants: EntrantSet,
    private readonly projections: ProjectionsService,
    private readonly publicValues: PublicValues,
    private readonly clock: Clock,
    private readonly cache: CommitmentCache,
    private readonly entitlements: Entitlements,
    private readonly sealed: SealedEntryLog,
  ) {}

  async execute({ giveawayId, quantidade, suplentes, meta, loteriaFederal, maxSubstituicoes }: DrawWinnersCommand): Promise<WinnersDrawn['data'] & { position: number }> {
    const giveaway = await this.lifecycles.of(giveawayId);
    const plan = giveaway.criadorId ? await this.entitlements.of(giveaway.criadorId) : null;
    const planMax = plan?.limites.vencedoresESuplentes ?? null;
    const request: DrawRequest = {
      giveaway: { exists: isPresent(giveaway), criadorId: giveaway.criadorId, status: giveaway.status },
      actorId: meta.userId,
      quantidade,
      quantidadeSuplentes: suplentes,
      limite: { plano: plan?.nome ?? '', maximo: planMax === null ? null : Math.max(planMax, giveaway.content?.numeroVencedores ?? 0) },
    };
    checkDrawGiveaway(request);
    // A job writes the commitment just after the close: a draw right after it waits (bounded).
    const draw = await loadDraw(this.executor, giveawayId, giveaway, this.config.readYourWritesTimeoutMs);
    checkCanDraw(request, draw.state);
    const committed = draw.state.committed!;

    const publicRandomness = await this.publicValues.resolve(committed.fonteAleatoriedade ?? null, loteriaFederal, this.clock.now());
    const ranking = {
      giveawayId,
      salt: fromHex(committed.salt),
      serverSeed: fromHex(committed.serverSeed),
      publicRandomness,
      quantidade,
      suplentes,
      closePosition: committed.closePosition,
      drawPosition: null,
      // Fixed now, before the result is known (docs/verifiable-draws.md § 7): one per winner unless the creator chose.
      maxSubstituicoes: maxSubstituicoes ?? Math.min(quantidade, committed.entrantCount),
    };
    const { receipt, participantOf } = committed.registro ? await this.overSealedLog(committed, ranking) : await this.overEntrants(committed, ranking);
    const contacts = await this.entrants.contactsOf([...receipt.winners, ...receipt.alternates].map((r) => r.entryId));
    const person = ({ entryId, index }: { entryId: string; index: number }): DrawnPerson => {
      const { nome, email } = contacts.get(entryId)!;
      return { entryId, participanteId: participantOf(entryId, index), nome, email };
    };
    const vencedores = receipt.winners.map(person);
    const alternates = receipt.alternates.map(person);
    const result = await this.executor.execute(
      drawStream(giveawayId),
      drawDecider,
      { type: 'RecordDraw', ...request, receipt, vencedores, suplentes: alternates },
      meta,
      { from: draw },
    );
    this.cache.forget(giveawayId);
    await this.projections.waitFor(result.position);
    return { giveawayId, receipt: { ...receipt, drawPosition: result.position }, vencedores, suplentes: alternates, position: result.position };
  }

  /** Version 1: ranks the entrants committed at the close, over the tree the commit job kept (or rebuilt). */
  private async overEntrants(committed: DrawCommitted['data'], input: Omit<DrawInput, 'entrants'>) {
    const cached = this.cache.find(input.giveawayId, committed.merkleRoot, committed.entrantCount);
    const entrants = cached?.entrants ?? (await this.entrants.idsBefore(input.giveawayId, committed.closePosition));
    const { receipt } = await runDraw({ ...input, entrants }, nodeDrawCrypto, cached?.commitment);
    // The receipt's index is the entry's place in the committed set: its participant is right there.
    return { receipt, participantOf: (_entryId: string, index: number) => entrants[index].participantId };
  }

  /**
   * Version 2 (docs/verifiable-draws.md § V2.12): ranks N = the sealed tree's leaves minus the
   * excluded ones, then reads only the ranked leaves and their proofs. Nothing is hashed again.
   */
  private async overSealedLog(committed: DrawCommitted['data'], input: Omit<DrawInput, 'entrants'>) {
    const head = await this.sealedHead(input.giveawayId);
    const registro = committed.registro!;
    if (head.treeSize !== registro.treeSize || head.root !== registro.root) throw drawErrors.inconsistent();
    const receipt = await runDrawV2({ ...input, head }, (indexes) => this.sealed.leaves(input.giveawayId, indexes), nodeDrawCrypto);
    const participants = await this.entrants.participantsOf([...receipt.winners, ...receipt.alternates].map((r) => r.entryId));
    return {
      receipt,
      participantOf: (entryId: string) => {
        const participant = participants.get(entryId);
        if (!participant) throw drawErrors.inconsistent();
        return participant;
      },
    };
  }

  /** The head the close's seal job recorded; like the commitment, a draw right after the close waits for it (bounded). */
  private async sealedHead(giveawayId: string): Promise<SealedHead> {
    const deadline = Date.now() + this.config.readYourWritesTimeoutMs;
    for (;;) {
      const head = await this.sealed.head(giveawayId);
      if (head) return head;
      if (Date.now() >= deadline) throw drawErrors.notReady();
      await new Promise((resolve) => setTimeout(resolve, SEAL_POLL_MS));
    }
  }
}
