import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { StreamExecutor } from '../../../platform/ddd/stream-executor';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { GiveawayLifecycles } from '../../giveaways/giveaways.public';
import { drawDecider } from '../domain/draw.decider';
import { drawErrors } from '../domain/draw.errors';
import { drawStream, FonteComprometida } from '../domain/draw.events';
import { loadDraw } from './committed-draw';
import { drawHistory } from './draw-history';

/** The commitment as anyone may see it before the draw: no salt, no server seed. */
export interface PublicCommitment {
  giveawayId: string;
  entrantCount: number;
  merkleRoot: string;
  seedCommitment: string;
  closePosition: number;
  fonteAleatoriedade: FonteComprometida | null;
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
  ) {}

  async receipt(giveawayId: string) {
    const history = drawHistory(await this.events.readStream(drawStream(giveawayId)));
    if (!history) throw drawErrors.notDrawn();
    return { ...history.receipt, substituicoes: history.substituicoes };
  }

  async commitment(giveawayId: string): Promise<PublicCommitment> {
    let { state } = await this.executor.load(drawStream(giveawayId), drawDecider);
    // Right after the close the commit-draw job may still be hashing: wait for it (bounded).
    if (!state.committed) ({ state } = await loadDraw(this.executor, giveawayId, await this.lifecycles.of(giveawayId), this.config.readYourWritesTimeoutMs));
    if (!state.committed) throw drawErrors.notCommitted();
    // The salt and the server seed stay secret until the draw's receipt reveals them.
    const { entrantCount, merkleRoot, seedCommitment, closePosition, fonteAleatoriedade } = state.committed;
    return { giveawayId: state.committed.giveawayId, entrantCount, merkleRoot, seedCommitment, closePosition, fonteAleatoriedade: fonteAleatoriedade ?? null };
  }
}
