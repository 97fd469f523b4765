import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadCollection, ReadStore } from '../../../platform/read-store/read-store.port';
import type { EntrySubmitted } from '../../entries/domain/entry.events';
import type { GiveawayEvent } from '../../giveaways/domain/giveaway.events';
import type { FollowEvent } from '../../social/domain/follow.events';

export const POPULAR_CREATORS = 'creator-popularity';
const POPULAR_GIVEAWAYS = 'giveaway-popularity';
/**
 * Per creator, the log position of the last follow event counted in `seguidores`. Only that
 * position: who follows whom is social's (FollowReader), held nowhere else.
 */
const FOLLOWS_COUNTED = 'creator-follows-counted';

export interface CreatorPopularity {
  _id: string;
  /** Published giveaways neither cancelled nor deleted. */
  sorteiosPublicos: number;
  /** Entrants of those giveaways. */
  inscritos: number;
  seguidores: number;
}

interface GiveawayPopularity {
  _id: string;
  criadorId: string;
  publico: boolean;
  excluido: boolean;
  inscritos: number;
  /** Log position of the last event applied to this giveaway: a replayed one is skipped. */
  position: number;
}

const ZERO = { sorteiosPublicos: 0, inscritos: 0, seguidores: 0 };

async function addToCreator(creators: ReadCollection<CreatorPopularity>, criadorId: string, delta: Partial<Omit<CreatorPopularity, '_id'>>) {
  await creators.updateOne({ _id: criadorId }, { $setOnInsert: ZERO }, { upsert: true });
  await creators.updateOne({ _id: criadorId }, { $inc: delta });
}

/**
 * Counters for "criadores populares" (per creator: public giveaways, their entrants,
 * followers). Each giveaway document, and each creator's follow gate, remembers the position
 * of the last event it counted, so a replayed event never counts twice: the creator's
 * counters move only when that gate opened. Social's decider records a follow only when it is
 * new and an unfollow only when it held, so each follow event moves `seguidores` by one.
 */
export const popularityProjection: Projection = {
  // Named `popularidade` (collections `popularidade-criadores`, `popularidade-sorteios`) before
  // collections were named in English: the new name has its own checkpoint, so a deployed
  // store builds these collections from position 0. The old ones are no longer read and may be dropped.
  name: 'popularity',
  collections: [POPULAR_CREATORS, POPULAR_GIVEAWAYS, FOLLOWS_COUNTED],

  async setup(store: ReadStore) {
    await store.collection(POPULAR_CREATORS).createIndex({ seguidores: -1, inscritos: -1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const giveaways = store.collection<GiveawayPopularity>(POPULAR_GIVEAWAYS);
    const creators = store.collection<CreatorPopularity>(POPULAR_CREATORS);
    const position = recorded.position;
    const event = { type: recorded.type, data: recorded.data } as GiveawayEvent | EntrySubmitted | FollowEvent;
    // Applies the change to one giveaway only if this event is new to it and `when` holds.
    const gate = async (id: string, when: Partial<GiveawayPopularity>, update: Record<string, unknown>) =>
      (await giveaways.updateOne({ _id: id, position: { $lt: position }, ...when }, { ...update, $set: { ...(update.$set as object), position } })).matched === 1;

    switch (event.type) {
      case 'GiveawayCreated': {
        const { giveawayId, criadorId } = event.data;
        await giveaways.updateOne({ _id: giveawayId }, { $setOnInsert: { criadorId, publico: false, excluido: false, inscritos: 0, position } }, { upsert: true });
        return;
      }
      case 'GiveawayPublished': {
        const g = await giveaways.findOne({ _id: event.data.giveawayId });
        if (g && (await gate(g._id, { excluido: false, publico: false }, { $set: { publico: true } }))) await addToCreator(creators, g.criadorId, { sorteiosPublicos: 1 });
        return;
      }
      case 'GiveawayCancelled':
      case 'GiveawayDeleted': {
        const g = await giveaways.findOne({ _id: event.data.giveawayId });
        const fields = event.type === 'GiveawayDeleted' ? { publico: false, excluido: true } : { publico: false };
        if (g && (await gate(g._id, { excluido: false }, { $set: fields })) && g.publico) {
          await addToCreator(creators, g.criadorId, { sorteiosPublicos: -1, inscritos: -g.inscritos });
        }
        return;
      }
      case 'EntrySubmitted': {
        const g = await giveaways.findOne({ _id: event.data.sorteioId });
        if (g && (await gate(g._id, { excluido: false, publico: true }, { $inc: { inscritos: 1 } }))) await addToCreator(creators, g.criadorId, { inscritos: 1 });
        return;
      }
      case 'UserFollowed':
      case 'UserUnfollowed': {
        const { seguidoId } = event.data;
        const counted = store.collection<{ _id: string; position: number }>(FOLLOWS_COUNTED);
        await counted.updateOne({ _id: seguidoId }, { $setOnInsert: { position: 0 } }, { upsert: true });
        if ((await counted.updateOne({ _id: seguidoId, position: { $lt: position } }, { $set: { position } })).matched === 1) {
          await addToCreator(creators, seguidoId, { seguidores: event.type === 'UserFollowed' ? 1 : -1 });
        }
        return;
      }
      default:
        return;
    }
  },
};
