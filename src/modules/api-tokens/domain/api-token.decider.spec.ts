import { deciderSpec } from '../../../../test/support/decider-spec';
import { ApiTokenCommand, apiTokenDecider } from './api-token.decider';
import type { ApiTokenCreated, ApiTokenEvent, ApiTokenScope } from './api-token.events';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const OWNER = 'u-1';
const HASH = 'a'.repeat(64);

const create = (tokenId: string, nome = `Token ${tokenId}`, escopos: ApiTokenScope[] = ['entries:read']): ApiTokenCommand => ({
  type: 'CreateApiToken', tokenId, ownerId: OWNER, nome, escopos, hash: HASH,
});
const created = (tokenId: string, nome = `Token ${tokenId}`): ApiTokenCreated => ({
  type: 'ApiTokenCreated', data: { tokenId, ownerId: OWNER, nome, escopos: ['entries:read'], hash: HASH },
});
const revoked = (tokenId: string): ApiTokenEvent => ({ type: 'ApiTokenRevoked', data: { tokenId, ownerId: OWNER } });

const { given } = deciderSpec(apiTokenDecider, { now: NOW });

describe('apiTokenDecider', () => {
  it('creates a token with its name trimmed and its scopes once each, in the contract order', () => {
    given([]).when(create('t-1', '  Zapier  ', ['draws:read', 'giveaways:read', 'draws:read'])).then([
      { type: 'ApiTokenCreated', data: { tokenId: 't-1', ownerId: OWNER, nome: 'Zapier', escopos: ['giveaways:read', 'draws:read'], hash: HASH } },
    ]);
  });

  it('does not create the same token twice (a retried command)', () => {
    given([created('t-1')]).when(create('t-1')).then([]);
  });

  it('refuses a 21st active token with API_TOKEN_LIMIT_REACHED, and allows one again after a revocation', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => created(`t-${i}`));
    const err = given(twenty).when(create('t-20')).error();
    expect(err.code).toBe('API_TOKEN_LIMIT_REACHED');
    expect(err.message).toBe('Você já tem 20 tokens de API, o máximo. Revogue um que não usa mais para criar outro.');
    given([...twenty, revoked('t-3')]).when(create('t-20')).then([created('t-20')]);
  });

  it('refuses a name already used by an active token, whatever the case, but not by a revoked one', () => {
    expect(given([created('t-1', 'Zapier')]).when(create('t-2', 'zapier')).error().details).toEqual({ fields: { nome: ['Você já tem um token com este nome.'] } });
    given([created('t-1', 'Zapier'), revoked('t-1')]).when(create('t-2', 'Zapier')).then([created('t-2', 'Zapier')]);
  });

  it('revokes an active token', () => {
    given([created('t-1')]).when({ type: 'RevokeApiToken', tokenId: 't-1' }).then([revoked('t-1')]);
  });

  it('answers API_TOKEN_NOT_FOUND for a token revoked already or never made here (another person’s)', () => {
    given([created('t-1'), revoked('t-1')]).when({ type: 'RevokeApiToken', tokenId: 't-1' }).then('API_TOKEN_NOT_FOUND');
    given([]).when({ type: 'RevokeApiToken', tokenId: 't-9' }).then('API_TOKEN_NOT_FOUND');
  });

  it('records the latest use of each active token to the second, in one event', () => {
    given([created('t-1'), created('t-2')])
      .when({
        type: 'RecordApiTokenUse',
        usos: [
          { tokenId: 't-1', em: new Date('2025-06-01T12:00:01.900Z') },
          { tokenId: 't-1', em: new Date('2025-06-01T12:00:30.200Z') },
          { tokenId: 't-2', em: new Date('2025-06-01T12:00:10.000Z') },
        ],
      })
      .then([{ type: 'ApiTokensUsed', data: { ownerId: OWNER, usos: [{ tokenId: 't-1', em: '2025-06-01T12:00:30.000Z' }, { tokenId: 't-2', em: '2025-06-01T12:00:10.000Z' }] } }]);
  });

  it('records nothing for a revoked token, nor a use no later than the one recorded', () => {
    const used: ApiTokenEvent = { type: 'ApiTokensUsed', data: { ownerId: OWNER, usos: [{ tokenId: 't-1', em: '2025-06-01T12:00:30.000Z' }] } };
    given([created('t-1'), used]).when({ type: 'RecordApiTokenUse', usos: [{ tokenId: 't-1', em: new Date('2025-06-01T12:00:30.500Z') }] }).then([]);
    given([created('t-1'), revoked('t-1')]).when({ type: 'RecordApiTokenUse', usos: [{ tokenId: 't-1', em: NOW }] }).then([]);
  });
});
