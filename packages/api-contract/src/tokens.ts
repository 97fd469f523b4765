/** What an API token may read (API.md, "Integrations"): each scope opens a set of read routes. */
export type ApiTokenScope = 'giveaways:read' | 'entries:read' | 'draws:read';

/** A row of GET /api/tokens: never the token itself, which is shown once, at creation. */
export interface ApiToken {
  id: string;
  nome: string;
  escopos: ApiTokenScope[];
  criadoEm: string;
  /** The last request the token authenticated, to the minute; null while never used. */
  ultimoUsoEm: string | null;
}

/** GET /api/tokens: my tokens, newest first (at most `maximo`, so not paginated). */
export interface ApiTokenList {
  items: ApiToken[];
  maximo: number;
}

/** POST /api/tokens (201): the only answer that carries `token` (`sor_...`). */
export interface CreatedApiToken {
  id: string;
  nome: string;
  escopos: ApiTokenScope[];
  criadoEm: string;
  token: string;
}
