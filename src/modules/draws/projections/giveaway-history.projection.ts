import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { publicStepData } from '../domain/history-step';
import { nodeDrawCrypto } from '@sorteios/verifiable-draw/node';
import { GENESIS_HASH, HistoryStep, historyStepHash } from '@sorteios/verifiable-draw';

export const GIVEAWAY_HISTORY = 'giveaway-history';

/** One step of a giveaway's public history; _id is `<giveawayId>:<log position>`. */
export interface HistoryStepDoc extends HistoryStep {
  _id: string;
  giveawayId: string;
}

/**
 * The public, hash-chained history of each giveaway. Steps are keyed by the event's log
 * position, so a replayed event finds its step already there and changes nothing; events
 * arrive in log order, so the step before is always the latest one already stored.
 */
export const giveawayHistoryProjection: Projection = {
  // Renamed with its collection (was 'giveaway-history' over 'giveaway_history'): a store
  // deployed before has that projection's checkpoint at its head, so under the old name the new,
  // empty collection would never be filled. A new name is a new checkpoint, started at 0: the
  // runner rebuilds the whole history into 'giveaway-history'. The old collection is left as it
  // was; an operator may drop it.
  name: 'giveaway-history-chain',
  collections: [GIVEAWAY_HISTORY],

  async setup(store: ReadStore) {
    await store.collection(GIVEAWAY_HISTORY).createIndex({ giveawayId: 1, position: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const step = publicStepData(recorded);
    if (!step) return;
    const steps = store.collection<HistoryStepDoc>(GIVEAWAY_HISTORY);
    const _id = `${step.giveawayId}:${recorded.position}`;
    if (await steps.findOne({ _id })) return;
    const [previous] = await steps.find({ giveawayId: step.giveawayId, position: { $lt: recorded.position } }, { sort: { position: -1 }, limit: 1 });
    const content = { seq: (previous?.seq ?? 0) + 1, type: recorded.type, position: recorded.position, at: recorded.metadata.at, data: step.data };
    const prevHash = previous?.hash ?? GENESIS_HASH;
    const hash = await historyStepHash(prevHash, content, nodeDrawCrypto);
    await steps.replaceOne({ _id }, { _id, giveawayId: step.giveawayId, ...content, prevHash, hash }, { upsert: true });
  },
};
