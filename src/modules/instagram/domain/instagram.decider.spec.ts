import { deciderSpec } from '../../../../test/support/decider-spec';
import { AUTHORIZATION_TTL_MS, InstagramCommand, instagramDecider } from './instagram.decider';
import type { InstagramEvent } from './instagram.events';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const USER = 'u-1';
const H1 = '1'.repeat(64);
const H2 = '2'.repeat(64);
const SEALED = 'v1.abcd1234.iv.tag.ct';
const EXPIRES = '2026-05-09T12:00:00.000Z';

const started = (estadoHash: string, expiraEm = new Date(NOW.getTime() + AUTHORIZATION_TTL_MS).toISOString()): InstagramEvent => ({
  type: 'InstagramAuthorizationStarted',
  data: { userId: USER, estadoHash, expiraEm },
});
const connect = (estadoHash: string, conexaoId = 'c-1'): InstagramCommand => ({
  type: 'Connect', userId: USER, conexaoId, estadoHash, instagramUserId: '17841400000000001', username: 'loja.da.ana', tokenCifrado: SEALED, expiraEm: EXPIRES,
});
const connected = (estadoHash: string, conexaoId = 'c-1'): InstagramEvent => ({
  type: 'InstagramConnected',
  data: { userId: USER, conexaoId, estadoHash, instagramUserId: '17841400000000001', username: 'loja.da.ana', tokenCifrado: SEALED, expiraEm: EXPIRES },
});

const { given } = deciderSpec(instagramDecider, { now: NOW });

describe('instagramDecider', () => {
  it('opens an authorization for ten minutes, recording only the hash of its state', () => {
    given([]).when({ type: 'StartAuthorization', userId: USER, estadoHash: H1 }).then([started(H1, '2026-03-10T12:10:00.000Z')]);
  });

  it('connects with an open state, spending it: the same state again is INVALID_OAUTH_STATE', () => {
    given([started(H1)]).when(connect(H1)).then([connected(H1)]);
    given([started(H1), connected(H1)]).when(connect(H1, 'c-2')).then('INVALID_OAUTH_STATE');
  });

  it('refuses a state never started here (another person’s, or made up) and one that expired', () => {
    given([started(H1)]).when(connect(H2)).then('INVALID_OAUTH_STATE');
    given([]).when(connect(H1)).then('INVALID_OAUTH_STATE');
    const later = new Date(NOW.getTime() + AUTHORIZATION_TTL_MS);
    given([started(H1)]).when(connect(H1), later).then('INVALID_OAUTH_STATE');
  });

  it('spends a state whose code Instagram refused, so it cannot be tried again', () => {
    const failed: InstagramEvent = { type: 'InstagramAuthorizationFailed', data: { userId: USER, estadoHash: H1, motivo: 'codigo-recusado' } };
    given([started(H1)]).when({ type: 'FailAuthorization', userId: USER, estadoHash: H1, motivo: 'codigo-recusado' }).then([failed]);
    given([started(H1), failed]).when(connect(H1)).then('INVALID_OAUTH_STATE');
  });

  it('keeps the five latest authorizations open: a sixth spends the oldest', () => {
    const hashes = ['a', 'b', 'c', 'd', 'e', 'f'].map((c) => c.repeat(64));
    const history = hashes.map((h) => started(h));
    given(history).when(connect(hashes[0])).then('INVALID_OAUTH_STATE');
    given(history).when(connect(hashes[1])).then([connected(hashes[1])]);
  });

  it('replaces the connection when the person connects again', () => {
    given([started(H1), connected(H1), started(H2)]).when(connect(H2, 'c-2')).then([connected(H2, 'c-2')]);
  });

  it('records a refreshed token only for the same connection and a later expiry', () => {
    const refresh = (conexaoId: string, expiraEm: string): InstagramCommand => ({ type: 'RecordRefresh', conexaoId, tokenCifrado: 'v1.novo', expiraEm });
    given([started(H1), connected(H1)])
      .when(refresh('c-1', '2026-05-20T12:00:00.000Z'))
      .then([{ type: 'InstagramTokenRefreshed', data: { userId: USER, conexaoId: 'c-1', tokenCifrado: 'v1.novo', expiraEm: '2026-05-20T12:00:00.000Z' } }]);
    given([started(H1), connected(H1)]).when(refresh('c-1', EXPIRES)).then([]);
    given([started(H1), connected(H1)]).when(refresh('c-0', '2026-05-20T12:00:00.000Z')).then([]);
    const disconnected: InstagramEvent = { type: 'InstagramDisconnected', data: { userId: USER, conexaoId: 'c-1', instagramUserId: '17841400000000001', username: 'loja.da.ana', motivo: 'pessoa' } };
    given([started(H1), connected(H1), disconnected]).when(refresh('c-1', '2026-05-20T12:00:00.000Z')).then([]);
  });

  it('disconnects what is connected, and says INSTAGRAM_NOT_CONNECTED when nothing is', () => {
    given([started(H1), connected(H1)])
      .when({ type: 'Disconnect', motivo: 'pessoa' })
      .then([{ type: 'InstagramDisconnected', data: { userId: USER, conexaoId: 'c-1', instagramUserId: '17841400000000001', username: 'loja.da.ana', motivo: 'pessoa' } }]);
    given([]).when({ type: 'Disconnect', motivo: 'pessoa' }).then('INSTAGRAM_NOT_CONNECTED');
  });

  it('lets the refresh job end only the connection it read (not a newer one)', () => {
    given([started(H1), connected(H1), started(H2), connected(H2, 'c-2')]).when({ type: 'Disconnect', motivo: 'token-recusado', conexaoId: 'c-1' }).then([]);
    given([]).when({ type: 'Disconnect', motivo: 'token-recusado', conexaoId: 'c-1' }).then([]);
    given([started(H1), connected(H1)])
      .when({ type: 'Disconnect', motivo: 'token-recusado', conexaoId: 'c-1' })
      .then([{ type: 'InstagramDisconnected', data: { userId: USER, conexaoId: 'c-1', instagramUserId: '17841400000000001', username: 'loja.da.ana', motivo: 'token-recusado' } }]);
  });
});
