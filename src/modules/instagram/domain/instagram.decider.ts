import type { Decider } from '../../../platform/ddd/decider';
import { instagramErrors } from './instagram.errors';
import type { InstagramDisconnectReason, InstagramEvent } from './instagram.events';

/** How long a `state` waits for the person to come back from Instagram. */
export const AUTHORIZATION_TTL_MS = 10 * 60_000;
/** Authorizations kept open at once: a sixth "Conectar" spends the oldest (tabs left open). */
export const MAX_PENDING_AUTHORIZATIONS = 5;

export type InstagramCommand =
  | { type: 'StartAuthorization'; userId: string; estadoHash: string }
  /** After the handler exchanged the code: `tokenCifrado` is already sealed, the decider never sees a token. */
  | {
      type: 'Connect';
      userId: string;
      conexaoId: string;
      estadoHash: string;
      instagramUserId: string;
      username: string;
      tokenCifrado: string;
      expiraEm: string;
    }
  | { type: 'FailAuthorization'; userId: string; estadoHash: string; motivo: 'codigo-recusado' }
  | { type: 'RecordRefresh'; conexaoId: string; tokenCifrado: string; expiraEm: string }
  /** `conexaoId`: only that connection (the refresh job's word); absent, whatever is connected (the person's). */
  | { type: 'Disconnect'; motivo: InstagramDisconnectReason; conexaoId?: string };

interface Connection {
  conexaoId: string;
  instagramUserId: string;
  username: string;
  expiraEm: string;
}

export interface InstagramState {
  userId: string | null;
  /** Authorizations started and not yet spent, oldest first. */
  pendentes: Array<{ estadoHash: string; expiraEm: string }>;
  conexao: Connection | null;
}

/** Whether `estadoHash` names an authorization of this person that is open and not expired. */
export function authorizationIsOpen(state: InstagramState, estadoHash: string, now: Date): boolean {
  return state.pendentes.some((p) => p.estadoHash === estadoHash && p.expiraEm > now.toISOString());
}

const spend = (state: InstagramState, estadoHash: string) => state.pendentes.filter((p) => p.estadoHash !== estadoHash);

/**
 * A person's Instagram connection. A `state` is good once, for AUTHORIZATION_TTL_MS, and only
 * in the stream of the person who started it: anything else is INVALID_OAUTH_STATE.
 */
export const instagramDecider: Decider<InstagramCommand, InstagramEvent, InstagramState> = {
  initialState: { userId: null, pendentes: [], conexao: null },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'StartAuthorization':
        return [
          {
            type: 'InstagramAuthorizationStarted',
            data: { userId: command.userId, estadoHash: command.estadoHash, expiraEm: new Date(now.getTime() + AUTHORIZATION_TTL_MS).toISOString() },
          },
        ];
      case 'Connect': {
        if (!authorizationIsOpen(state, command.estadoHash, now)) throw instagramErrors.invalidState();
        const { type: _type, ...data } = command;
        return [{ type: 'InstagramConnected', data }];
      }
      case 'FailAuthorization':
        if (!authorizationIsOpen(state, command.estadoHash, now)) throw instagramErrors.invalidState();
        return [{ type: 'InstagramAuthorizationFailed', data: { userId: command.userId, estadoHash: command.estadoHash, motivo: command.motivo } }];
      case 'RecordRefresh': {
        // Disconnected or reconnected meanwhile: the refreshed token belongs to nothing kept.
        const conexao = state.conexao;
        if (!conexao || conexao.conexaoId !== command.conexaoId || command.expiraEm <= conexao.expiraEm) return [];
        return [{ type: 'InstagramTokenRefreshed', data: { userId: state.userId!, conexaoId: conexao.conexaoId, tokenCifrado: command.tokenCifrado, expiraEm: command.expiraEm } }];
      }
      case 'Disconnect': {
        const conexao = state.conexao;
        if (command.conexaoId !== undefined) {
          if (!conexao || conexao.conexaoId !== command.conexaoId) return [];
        } else if (!conexao) {
          throw instagramErrors.notConnected();
        }
        const { conexaoId, instagramUserId, username } = conexao!;
        return [{ type: 'InstagramDisconnected', data: { userId: state.userId!, conexaoId, instagramUserId, username, motivo: command.motivo } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'InstagramAuthorizationStarted': {
        const { userId, estadoHash, expiraEm } = event.data;
        return { ...state, userId, pendentes: [...state.pendentes, { estadoHash, expiraEm }].slice(-MAX_PENDING_AUTHORIZATIONS) };
      }
      case 'InstagramAuthorizationFailed':
        return { ...state, pendentes: spend(state, event.data.estadoHash) };
      case 'InstagramConnected': {
        const { userId, conexaoId, estadoHash, instagramUserId, username, expiraEm } = event.data;
        return { userId, pendentes: spend(state, estadoHash), conexao: { conexaoId, instagramUserId, username, expiraEm } };
      }
      case 'InstagramTokenRefreshed':
        return state.conexao ? { ...state, conexao: { ...state.conexao, expiraEm: event.data.expiraEm } } : state;
      case 'InstagramDisconnected':
        return { ...state, conexao: null };
    }
  },
};
