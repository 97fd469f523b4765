import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import type { InstagramEvent } from '../domain/instagram.events';

export const INSTAGRAM_CONNECTIONS = 'instagram-connections';

/** A connected Instagram account, by person. */
export interface InstagramConnectionView {
  /** The person's id. */
  _id: string;
  conexaoId: string;
  instagramUserId: string;
  username: string;
  /** The long-lived token sealed under SECRETS_KEY (never the token); never answered. */
  tokenCifrado: string;
  /** When the token expires (ISO); the refresher renews it before. */
  expiraEm: string;
  conectadoEm: string;
  renovadoEm: string | null;
}

/**
 * Connections in use. A disconnection deletes the row, sealed token and all, at once (the
 * handler waits for this projection); authorizations started or failed leave no row.
 */
export const instagramConnectionsProjection: Projection = {
  name: 'instagram-connections',
  collections: [INSTAGRAM_CONNECTIONS],

  async setup(store: ReadStore) {
    await store.collection(INSTAGRAM_CONNECTIONS).createIndex({ expiraEm: 1 });
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const connections = store.collection<InstagramConnectionView>(INSTAGRAM_CONNECTIONS);
    const event = { type: recorded.type, data: recorded.data } as InstagramEvent;
    switch (event.type) {
      case 'InstagramConnected': {
        const { userId, conexaoId, instagramUserId, username, tokenCifrado, expiraEm } = event.data;
        const view: InstagramConnectionView = { _id: userId, conexaoId, instagramUserId, username, tokenCifrado, expiraEm, conectadoEm: recorded.metadata.at, renovadoEm: null };
        await connections.replaceOne({ _id: userId }, view, { upsert: true });
        return;
      }
      case 'InstagramTokenRefreshed': {
        const { userId, conexaoId, tokenCifrado, expiraEm } = event.data;
        await connections.updateOne({ _id: userId, conexaoId }, { $set: { tokenCifrado, expiraEm, renovadoEm: recorded.metadata.at } });
        return;
      }
      case 'InstagramDisconnected':
        await connections.deleteOne({ _id: event.data.userId, conexaoId: event.data.conexaoId });
        return;
      default:
        return;
    }
  },
};
