import { Injectable } from '@nestjs/common';
import { CommandMetadata, StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { Entitlements } from '../../../plans/plans.public';
import { Clock } from '../../../../platform/ddd/clock';
import { activeSlotsDecider, recentClaims } from '../../domain/active-slots.decider';
import { creatorSlotsStream } from '../../domain/giveaway.events';
import { GiveawayCounts } from '../read-counts/giveaway-counts';

/** Claims one of the creator's active-giveaway slots before a publish (issue 12). */
@Injectable()
export class ActiveSlots {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly entitlements: Entitlements,
    private readonly counts: GiveawayCounts,
    private readonly clock: Clock,
  ) {}

  /** Throws PLAN_LIMIT_REACHED when the plan's active giveaways are all taken; a plan with no limit claims nothing. */
  async claim(criadorId: string, giveawayId: string, meta: CommandMetadata): Promise<void> {
    const { nome, limites } = await this.entitlements.of(criadorId);
    if (limites.sorteiosAtivos === null) return;
    const stream = creatorSlotsStream(criadorId);
    const loaded = await this.executor.load(stream, activeSlotsDecider);
    const recent = recentClaims(loaded.state, this.clock.now()).filter((id) => id !== giveawayId);
    const [ativos, drafts] = await Promise.all([this.counts.activeIdsBy(criadorId), this.counts.draftIdsAmong(recent)]);
    const resolvidos = recent.filter((id) => !drafts.includes(id));
    await this.executor.execute(
      stream,
      activeSlotsDecider,
      { type: 'ClaimActiveSlot', criadorId, giveawayId, plano: nome, limite: limites.sorteiosAtivos, ativos, resolvidos },
      meta,
      // Every concurrent publish of the creator meets here: more than the default three tries.
      { attempts: 10, from: loaded },
    );
  }
}
