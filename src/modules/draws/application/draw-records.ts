import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { ProjectionsService } from '../../../platform/projections/projections.service';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import type { CommitmentStep } from '@sorteios/verifiable-draw';
import { GiveawayLifecycles } from '../../giveaways/giveaways.public';
import { drawDecider } from '../domain/draw.decider';
import { drawErrors } from '../domain/draw.errors';
import { drawStream, FonteComprometida } from '../domain/draw.events';
import { loadDraw } from './committed-draw';
import { drawHistory } from './draw-history';
import { GIVEAWAY_HISTORY, HistoryStepDoc } from '../projections/giveaway-history.projection';

/** The commitment as anyone may see it before the draw: no salt, no server seed. */
export interface PublicCommitment {
  giveawayId: string;
  entrantCount: number;
  merkleRoot: string;
  seedCommitment: string;
  closePosition: number;
  fonteAleatoriedade: FonteComprometida | null;
  /** SHA-256(salt); absent in commitments recorded before it existed. */
  saltCommitment?: string;
  /** The DrawCommitted step of the public history: what a receipt's commitmentStep must equal. */
  step: CommitmentStep | null;
}

/**
 * What the draw stream publishes, read from the log itself (never a lagging read model): the
 * commitment recorded at the close and the receipt with its replacements.
 */
@Injectable()
export class DrawRecords {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly executor: StreamExecutor,
    private readonly lifecycles: GiveawayLifecycles,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly projections: ProjectionsService,
  ) {}

  async receipt(giveawayId: string) {
    const recorded = await this.events.readStream(drawStream(giveawayId));
    const history = drawHistory(recorded);
    if (!history) throw drawErrors.notDrawn();
    const commitmentStep = await this.commitmentStep(giveawayId, recorded);
    return { ...history.receipt, ...(commitmentStep ? { commitmentStep } : {}), substituicoes: history.substituicoes };
  }

  /**
   * The DrawCommitted step of the public history, hash and all: the history projection wrote
   * it (waited for, bounded, right after the commitment). Null only if that projection lags
   * past the wait; the receipt is then served without it rather than not at all.
   */
  private async commitmentStep(giveawayId: string, recorded: RecordedEvent[]): Promise<CommitmentStep | null> {
    const committed = recorded.find((e) => e.type === 'DrawCommitted');
    if (!committed) return null;
    await this.projections.waitFor(committed.position);
    const row = await this.store.collection<HistoryStepDoc>(GIVEAWAY_HISTORY).findOne({ _id: `${giveawayId}:${committed.position}` });
    if (!row) return null;
    const { seq, position, at, data, prevHash, hash } = row;
    return { seq, type: 'DrawCommitted', position, at, data, prevHash, hash, signature: null };
  }

  async commitment(giveawayId: string): Promise<PublicCommitment> {
    let { state } = await this.executor.load(drawStream(giveawayId), drawDecider);
    // Right after the close the commit-draw job may still be hashing: wait for it (bounded).
    if (!state.committed) ({ state } = await loadDraw(this.executor, giveawayId, await this.lifecycles.of(giveawayId), this.config.readYourWritesTimeoutMs));
    if (!state.committed) throw drawErrors.notCommitted();
    // The salt and the server seed stay secret until the draw's receipt reveals them.
    const { entrantCount, merkleRoot, seedCommitment, closePosition, fonteAleatoriedade, saltCommitment } = state.committed;
    const step = await this.commitmentStep(giveawayId, await this.events.readStream(drawStream(giveawayId)));
    return {
      giveawayId: state.committed.giveawayId,
      entrantCount,
      merkleRoot,
      seedCommitment,
      closePosition,
      fonteAleatoriedade: fonteAleatoriedade ?? null,
      ...(saltCommitment ? { saltCommitment } : {}),
      step,
    };
  }
}
