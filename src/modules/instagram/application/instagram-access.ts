import { Injectable } from '@nestjs/common';
import { SecretUnreadable } from '../../../platform/secrets/secret-box';
import { instagramErrors } from '../domain/instagram.errors';
import { InstagramConnections } from './instagram-connections';
import { InstagramGateway } from './instagram-gateway';
import type { InstagramGraphClient } from './instagram-graph.client';
import { InstagramTokenExpired } from './instagram-graph.errors';
import { refusalAsError } from './instagram-failures';
import { InstagramTokenVault } from './instagram-token-vault';

/** Graph ids are digits (a few objects join two with _): anything else is no post, and never reaches a URL. */
const GRAPH_ID = /^[0-9_]{1,64}$/;

/**
 * A person's way into their connected account: the client and the token opened for this call
 * only (it lives in no field, no log, no answer).
 */
@Injectable()
export class InstagramAccess {
  constructor(
    private readonly connections: InstagramConnections,
    private readonly gateway: InstagramGateway,
    private readonly vault: InstagramTokenVault,
  ) {}

  /**
   * Runs `call` with the person's token. INSTAGRAM_NOT_CONNECTED without a connection; a token
   * that no longer opens (SECRETS_KEY lost) is as good as expired: InstagramTokenExpired.
   */
  async with<T>(userId: string, call: (client: InstagramGraphClient, token: string) => Promise<T>): Promise<T> {
    const view = await this.connections.of(userId);
    if (!view) throw instagramErrors.notConnected();
    const client = this.gateway.client();
    let token: string;
    try {
      token = this.vault.open(userId, view.tokenCifrado);
    } catch (err) {
      if (err instanceof SecretUnreadable) throw new InstagramTokenExpired('O token desta conexão não pode mais ser lido (SECRETS_KEY mudou); conecte a conta de novo.');
      throw err;
    }
    return call(client, token);
  }

  /** A read of one post: an id that is no Graph id, or Graph's code 100, is INSTAGRAM_MEDIA_NOT_FOUND. */
  withMedia<T>(userId: string, mediaId: string, call: (client: InstagramGraphClient, token: string) => Promise<T>): Promise<T> {
    return this.with(userId, async (client, token) => {
      if (!GRAPH_ID.test(mediaId)) throw instagramErrors.mediaNotFound();
      try {
        return await call(client, token);
      } catch (err) {
        throw refusalAsError(err);
      }
    });
  }
}

