import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { INSTAGRAM_CONNECTIONS, InstagramConnectionView } from '../projections/instagram-connections.projection';
import { InstagramGateway } from './instagram-gateway';

/** GET /api/instagram: never the token, sealed or not. */
export interface InstagramStatus {
  /** Whether this server has an Instagram app configured (the SPA hides the section without one). */
  configurado: boolean;
  conectado: boolean;
  username?: string;
  /** When the connection's token expires unless renewed (it is, about ten days before). */
  expiraEm?: string;
}

/** The connections read model. */
@Injectable()
export class InstagramConnections {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly gateway: InstagramGateway,
  ) {}

  of(userId: string): Promise<InstagramConnectionView | null> {
    return this.store.collection<InstagramConnectionView>(INSTAGRAM_CONNECTIONS).findOne({ _id: userId });
  }

  async status(userId: string): Promise<InstagramStatus> {
    const view = await this.of(userId);
    if (!view) return { configurado: this.gateway.configured, conectado: false };
    return { configurado: this.gateway.configured, conectado: true, username: view.username, expiraEm: view.expiraEm };
  }

  /** Connections whose token expires by `until` (ISO), soonest first. */
  expiringBy(until: string, limit: number): Promise<InstagramConnectionView[]> {
    return this.store.collection<InstagramConnectionView>(INSTAGRAM_CONNECTIONS).find({ expiraEm: { $lte: until } }, { sort: { expiraEm: 1 }, limit });
  }
}
