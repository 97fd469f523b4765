/** GET /api/instagram: my connection (never the token). */
export interface InstagramStatus {
  /** Whether the server has an Instagram app configured; without one there is nothing to connect. */
  configurado: boolean;
  conectado: boolean;
  username?: string;
  /** When the token expires unless renewed (the server renews it about ten days before). */
  expiraEm?: string;
}

/** POST /api/instagram/connect: Instagram's authorization page, to navigate to. */
export interface InstagramAuthorization {
  url: string;
}

/** POST /api/instagram/callback. */
export interface InstagramConnected {
  username: string;
}

/** An item of GET /api/instagram/media: the connected account's latest posts, newest first. */
export interface InstagramMedia {
  id: string;
  caption: string | null;
  permalink: string;
  timestamp: string;
  commentsCount: number;
}
