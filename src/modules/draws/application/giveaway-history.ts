import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { entrantListErrors } from '../domain/entrant-list.errors';
import { HISTORY_TITLES, isHistoryStepType } from '../domain/history-step';
import type { HistoryStep } from '@sorteios/verifiable-draw';
import { GIVEAWAY_HISTORY, HistoryStepDoc } from '../projections/giveaway-history.projection';

export type PublicHistoryStep = HistoryStep & { titulo: string };

/** Reads a giveaway's public history; a giveaway never published has none to show. */
@Injectable()
export class GiveawayHistory {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async of(giveawayId: string): Promise<{ steps: PublicHistoryStep[]; headHash: string }> {
    const rows = await this.store.collection<HistoryStepDoc>(GIVEAWAY_HISTORY).find({ giveawayId }, { sort: { position: 1 } });
    // A draft is private to its creator, so is its history (even if it was cancelled before publishing).
    if (!rows.some((r) => r.type === 'GiveawayPublished')) throw entrantListErrors.giveawayNotFound();
    const steps = rows.map(({ seq, type, position, at, data, prevHash, hash }) => ({
      seq,
      type,
      titulo: isHistoryStepType(type) ? HISTORY_TITLES[type] : type,
      position,
      at,
      data,
      prevHash,
      hash,
    }));
    return { steps, headHash: steps[steps.length - 1].hash };
  }
}
