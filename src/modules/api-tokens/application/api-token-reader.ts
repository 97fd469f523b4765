import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { MAX_API_TOKENS } from '../domain/api-token.errors';
import { API_TOKENS_COLLECTION, ApiTokenView } from '../projections/api-tokens.projection';
import { ApiTokenUsage } from './api-token-usage';

const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString();

@Injectable()
export class ApiTokenReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly usage: ApiTokenUsage,
  ) {}

  /** My tokens, newest first; never the token nor its hash. */
  async list(ownerId: string) {
    const views = await this.store.collection<ApiTokenView>(API_TOKENS_COLLECTION).find({ ownerId }, { sort: { seq: -1 } });
    return { items: views.map((view) => this.present(view)), maximo: MAX_API_TOKENS };
  }

  /** The token in use with this hash, or null (unknown or revoked). */
  byHash(hash: string): Promise<ApiTokenView | null> {
    return this.store.collection<ApiTokenView>(API_TOKENS_COLLECTION).findOne({ hash });
  }

  private present(view: ApiTokenView) {
    // This process may have seen a use the log does not hold yet (recorded within a minute).
    const seen = this.usage.lastSeen(view._id);
    const recent = seen ? toSecond(seen) : null;
    const ultimoUsoEm = recent && (!view.ultimoUsoEm || recent > view.ultimoUsoEm) ? recent : view.ultimoUsoEm;
    return { id: view._id, nome: view.nome, escopos: view.escopos, criadoEm: view.criadoEm, ultimoUsoEm };
  }
}
