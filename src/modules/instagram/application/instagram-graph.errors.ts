/*
 * What a call to Instagram can end in besides an answer, as the import of comments needs to
 * tell them apart (docs/outside-accounts.md): wait and resume, stop and ask for a new
 * connection, or retry later. Messages are pt-BR and never carry a token or an address
 * (they end up in the job table and the logs).
 */

/** HTTP 429, or Graph error code 4, 17, 32 or 613: wait `retryAfterMs`, then resume where it stopped. */
export class InstagramRateLimited extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`O Instagram pediu uma pausa nas consultas (limite de uso); tente de novo em ${Math.ceil(retryAfterMs / 1000)} s.`);
    this.name = 'InstagramRateLimited';
  }
}

/** Graph error code 190: the token expired or was revoked; only a new connection helps. */
export class InstagramTokenExpired extends Error {
  constructor(message = 'O Instagram não aceita mais o acesso desta conexão (token expirado ou revogado); conecte a conta de novo.') {
    super(message);
    this.name = 'InstagramTokenExpired';
  }
}

/** 5xx, a network failure or no answer in time: try again later. */
export class InstagramUnavailable extends Error {
  constructor(reason: string) {
    super(`O Instagram não respondeu: ${reason}.`);
    this.name = 'InstagramUnavailable';
  }
}

/**
 * Any other refusal (a 4xx with a Graph error): bad code at the token exchange, an unknown or
 * unreadable object (code 100), a permission not granted (code 10, 200–299). The callers turn
 * it into a DomainError; `graphMessage` is Meta's English text, kept for the logs only.
 */
export class InstagramRequestRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    readonly subcode: number | null,
    readonly graphMessage: string,
  ) {
    super(`O Instagram recusou a consulta (HTTP ${status}${code === null ? '' : `, código ${code}`}).`);
    this.name = 'InstagramRequestRefused';
  }

  /** Code 100: the object does not exist or this token may not read it (another account's post). */
  get notFound(): boolean {
    return this.code === 100;
  }

  /** Code 10 or 200–299: the person did not grant a permission the call needs. */
  get permissionMissing(): boolean {
    return this.code === 10 || (this.code !== null && this.code >= 200 && this.code <= 299);
  }
}
