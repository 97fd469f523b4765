import { deciderSpec } from '../../../../test/support/decider-spec';
import { SessionCommand, sessionDecider, SessionEvent } from './session.decider';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const STARTED_AT = '2025-06-01T10:00:00.000Z';
const DAY = 86_400_000;

type PastEvent = SessionEvent & { at?: string };

const started: PastEvent = {
  type: 'SessionStarted',
  data: { familyId: 'f-1', userId: 'u-1', tokenId: 't-1', expiresAt: '2025-07-01T10:00:00.000Z' },
  at: STARTED_AT,
};
const refreshed = (tokenId: string): PastEvent => ({
  type: 'SessionRefreshed',
  data: { familyId: 'f-1', tokenId, expiresAt: '2025-07-01T11:00:00.000Z' },
});
const revoked = (reason: 'logout' | 'reuse'): PastEvent => ({ type: 'SessionRevoked', data: { familyId: 'f-1', reason } });
const refresh = (presentedTokenId: string, validFrom: string | null = null): SessionCommand => ({
  type: 'RefreshSession',
  presentedTokenId,
  newTokenId: 't-new',
  ttlDays: 30,
  validFrom,
});

const { given } = deciderSpec(sessionDecider, { now: NOW, defaultAt: STARTED_AT });

describe('sessionDecider', () => {
  it('inicia a sessão com validade de ttlDays a partir de agora', () => {
    given([])
      .when({ type: 'StartSession', familyId: 'f-1', userId: 'u-1', tokenId: 't-1', ttlDays: 30 })
      .then([{ type: 'SessionStarted', data: { familyId: 'f-1', userId: 'u-1', tokenId: 't-1', expiresAt: '2025-07-01T12:00:00.000Z' } }]);
  });

  it('renovar com o token atual troca o token e estende a validade', () => {
    given([started])
      .when(refresh('t-1'))
      .then([{ type: 'SessionRefreshed', data: { familyId: 'f-1', tokenId: 't-new', expiresAt: '2025-07-01T12:00:00.000Z' } }]);
  });

  it('depois de renovar, o token novo é o que vale', () => {
    given([started, refreshed('t-2')])
      .when(refresh('t-2'))
      .then([{ type: 'SessionRefreshed', data: { familyId: 'f-1', tokenId: 't-new', expiresAt: '2025-07-01T12:00:00.000Z' } }]);
  });

  it('reapresentar um token já trocado revoga a família inteira por reuso', () => {
    given([started, refreshed('t-2')])
      .when(refresh('t-1'))
      .then([{ type: 'SessionRevoked', data: { familyId: 'f-1', reason: 'reuse' } }]);
  });

  it('depois de revogada por reuso, nem o token atual renova', () => {
    given([started, refreshed('t-2'), revoked('reuse')]).when(refresh('t-2')).then('UNAUTHENTICATED');
  });

  it('renovar depois do logout responde UNAUTHENTICATED', () => {
    given([started, revoked('logout')]).when(refresh('t-1')).then('UNAUTHENTICATED');
  });

  it('renovar uma sessão que não existe responde UNAUTHENTICATED', () => {
    given([]).when(refresh('t-1')).then('UNAUTHENTICATED');
  });

  it('renovar uma sessão expirada responde UNAUTHENTICATED', () => {
    given([started]).when(refresh('t-1'), new Date(Date.parse('2025-07-01T10:00:00.000Z'))).then('UNAUTHENTICATED');
    given([started]).when(refresh('t-1'), new Date(Date.parse('2025-07-01T10:00:00.000Z') + DAY)).then('UNAUTHENTICATED');
  });

  it('uma sessão iniciada antes da troca de senha não renova mais', () => {
    given([started]).when(refresh('t-1', '2025-06-01T11:00:00.000Z')).then('UNAUTHENTICATED');
  });

  it('uma sessão iniciada depois da troca de senha renova normalmente', () => {
    given([started])
      .when(refresh('t-1', '2025-06-01T09:00:00.000Z'))
      .then([{ type: 'SessionRefreshed', data: { familyId: 'f-1', tokenId: 't-new', expiresAt: '2025-07-01T12:00:00.000Z' } }]);
  });

  it('revogar duas vezes gera um só evento', () => {
    given([started]).when({ type: 'RevokeSession', reason: 'logout' }).then([{ type: 'SessionRevoked', data: { familyId: 'f-1', reason: 'logout' } }]);
    given([started, revoked('logout')]).when({ type: 'RevokeSession', reason: 'logout' }).then([]);
  });

  it('revogar uma sessão que não existe não gera evento', () => {
    given([]).when({ type: 'RevokeSession', reason: 'logout' }).then([]);
  });
});
