import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { ApiTokenEvent, ApiTokenScope } from '../domain/api-token.events';

export const API_TOKENS_COLLECTION = 'api-tokens';

/** A token not revoked: what the list shows and what authentication looks up by `hash`. */
export interface ApiTokenView {
  _id: string;
  ownerId: string;
  nome: string;
  escopos: ApiTokenScope[];
  /** SHA-256 (hex) of the token: the lookup key; never answered. */
  hash: string;
  criadoEm: string;
  /** The last recorded use (ApiTokensUsed), or null. */
  ultimoUsoEm: string | null;
  /** Log position: newest first. */
  seq: number;
}

/**
 * Tokens in use, by owner and by hash. A revoked token leaves the collection at once (the
 * handler waits for this projection), so the next request with it is refused.
 */
export const apiTokensProjection: Projection = {
  name: 'api-tokens',
  collections: [API_TOKENS_COLLECTION],

  async setup(store: ReadStore) {
    const tokens = store.collection(API_TOKENS_COLLECTION);
    await tokens.createIndex({ hash: 1 }, { unique: true });
    await tokens.createIndex({ ownerId: 1, seq: -1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const tokens = store.collection<ApiTokenView>(API_TOKENS_COLLECTION);
    const event = { type: recorded.type, data: recorded.data } as ApiTokenEvent;
    switch (event.type) {
      case 'ApiTokenCreated': {
        const { tokenId, ownerId, nome, escopos, hash } = event.data;
        // A replay re-applies the later events too (revoked, used), in log order.
        const view: ApiTokenView = { _id: tokenId, ownerId, nome, escopos, hash, criadoEm: recorded.metadata.at, ultimoUsoEm: null, seq: recorded.position };
        await tokens.replaceOne({ _id: tokenId }, view, { upsert: true });
        return;
      }
      case 'ApiTokenRevoked':
        await tokens.deleteOne({ _id: event.data.tokenId });
        return;
      case 'ApiTokensUsed':
        for (const { tokenId, em } of event.data.usos) {
          // The decider records only later uses, and the log replays in order: the last one wins.
          await tokens.updateOne({ _id: tokenId }, { $set: { ultimoUsoEm: em } });
        }
        return;
      default:
        return;
    }
  },
};
