import type { Decider } from '../../../platform/ddd/decider';
import { apiTokenErrors, MAX_API_TOKENS } from './api-token.errors';
import { API_TOKEN_SCOPES, type ApiTokenEvent, type ApiTokenScope } from './api-token.events';

export type ApiTokenCommand =
  /** `hash` of a token the handler drew from random bytes: the decider never sees the token. */
  | { type: 'CreateApiToken'; tokenId: string; ownerId: string; nome: string; escopos: ApiTokenScope[]; hash: string }
  | { type: 'RevokeApiToken'; tokenId: string }
  | { type: 'RecordApiTokenUse'; usos: Array<{ tokenId: string; em: Date }> };

interface ActiveToken {
  nome: string;
  /** The last recorded use (ISO), or null. */
  ultimoUsoEm: string | null;
}

export interface ApiTokensState {
  ownerId: string | null;
  /** The owner's tokens not revoked, by id. */
  active: Record<string, ActiveToken>;
  /** Every id ever used in this stream: a revoked id is never issued again. */
  known: string[];
}

/** A use is recorded to the second; the minute-long coalescing is the caller's. */
const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000).toISOString();

/** A person's API tokens: at most MAX_API_TOKENS at once, names unique among them. */
export const apiTokenDecider: Decider<ApiTokenCommand, ApiTokenEvent, ApiTokensState> = {
  initialState: { ownerId: null, active: {}, known: [] },
  decide(command, state) {
    switch (command.type) {
      case 'CreateApiToken': {
        if (state.known.includes(command.tokenId)) return [];
        const nome = command.nome.trim();
        const active = Object.values(state.active);
        if (active.length >= MAX_API_TOKENS) throw apiTokenErrors.limitReached(MAX_API_TOKENS);
        if (active.some((t) => t.nome.toLocaleLowerCase('pt-BR') === nome.toLocaleLowerCase('pt-BR'))) throw apiTokenErrors.nameTaken();
        // Scopes in the contract's order, each once: the list reads the same whatever was sent.
        const escopos = API_TOKEN_SCOPES.filter((s) => command.escopos.includes(s));
        return [{ type: 'ApiTokenCreated', data: { tokenId: command.tokenId, ownerId: command.ownerId, nome, escopos, hash: command.hash } }];
      }
      case 'RevokeApiToken': {
        // Another person's token, one never made, or one revoked already: all the same 404.
        if (!state.active[command.tokenId]) throw apiTokenErrors.notFound();
        return [{ type: 'ApiTokenRevoked', data: { tokenId: command.tokenId, ownerId: state.ownerId! } }];
      }
      case 'RecordApiTokenUse': {
        const latest = new Map<string, string>();
        for (const { tokenId, em } of command.usos) {
          const token = state.active[tokenId];
          const at = toSecond(em);
          if (!token || (token.ultimoUsoEm !== null && token.ultimoUsoEm >= at)) continue;
          if ((latest.get(tokenId) ?? '') < at) latest.set(tokenId, at);
        }
        if (latest.size === 0) return [];
        return [{ type: 'ApiTokensUsed', data: { ownerId: state.ownerId!, usos: [...latest].map(([tokenId, em]) => ({ tokenId, em })) } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ApiTokenCreated': {
        const { tokenId, ownerId, nome } = event.data;
        return { ownerId, active: { ...state.active, [tokenId]: { nome, ultimoUsoEm: null } }, known: [...state.known, tokenId] };
      }
      case 'ApiTokenRevoked': {
        const { [event.data.tokenId]: _revoked, ...active } = state.active;
        return { ...state, active };
      }
      case 'ApiTokensUsed': {
        const active = { ...state.active };
        for (const { tokenId, em } of event.data.usos) if (active[tokenId]) active[tokenId] = { ...active[tokenId], ultimoUsoEm: em };
        return { ...state, active };
      }
    }
  },
};
