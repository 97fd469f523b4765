import { Injectable } from '@nestjs/common';
import { StreamExecutor } from '../../../../platform/ddd/stream-executor';
import { ProjectionsService } from '../../../../platform/projections/projections.service';
import { entryLogDecider } from '../../domain/entry-log.decider';
import { entryLogStream } from '../../domain/entry-log.events';
import type { SealEntryLogJob } from '../../reactors/entry-log-seal.reactor';
import { EntryLogReader } from './entry-log-reader';

/**
 * The close's commitment of a version-2 log: once the log has seen the close (so its tree is
 * the entries before it), its head is signed and recorded as EntryLogSealed. Nothing is
 * hashed but the O(log N) blocks of the root. Idempotent: the first seal stands.
 */
@Injectable()
export class EntryLogSealer {
  constructor(
    private readonly executor: StreamExecutor,
    private readonly projections: ProjectionsService,
    private readonly log: EntryLogReader,
  ) {}

  async seal({ giveawayId, closePosition, correlationId, causationId }: SealEntryLogJob): Promise<void> {
    if (!(await this.projections.waitFor(closePosition))) throw new Error(`Projeções ainda não alcançaram o encerramento (posição ${closePosition})`);
    const log = await this.log.logOf(giveawayId);
    if (!log) return; // version 1: nothing to seal
    if (!log.closed) throw new Error(`O registro do sorteio ${giveawayId} ainda não viu o encerramento`);
    const head = await this.log.signedHeadAt(log, log.closed.size);
    await this.executor.execute(
      entryLogStream(giveawayId),
      entryLogDecider,
      { type: 'SealEntryLog', head: { ...head, closePosition, excluidos: log.excluded } },
      { userId: null, correlationId, causationId },
    );
  }
}
