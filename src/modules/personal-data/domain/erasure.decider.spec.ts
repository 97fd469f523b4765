import { deciderSpec } from '../../../../test/support/decider-spec';
import { EraseAccount, erasureDecider } from './erasure.decider';
import type { AccountErased } from './personal-data.events';

const NOW = new Date('2026-01-10T12:00:00.000Z');
const erase = (overrides: Partial<EraseAccount> = {}): EraseAccount => ({
  type: 'EraseAccount',
  userId: 'u-ana',
  hasPassword: true,
  passwordMatches: true,
  openEntries: ['e-1'],
  ...overrides,
});
const erased: AccountErased = { type: 'AccountErased', data: { userId: 'u-ana', comprovacao: 'senha', inscricoesRetiradas: ['e-1'] } };

const { given } = deciderSpec(erasureDecider, { now: NOW });

describe('erasureDecider', () => {
  it('erases the account confirmed with the right password, naming the entries withdrawn', () => {
    given([]).when(erase()).then([erased]);
  });

  it('refuses a wrong password with INVALID_CREDENTIALS, recording nothing', () => {
    given([]).when(erase({ passwordMatches: false })).then('INVALID_CREDENTIALS');
  });

  it('asks an account with no password (made by an outside sign-in) to set one first', () => {
    given([]).when(erase({ hasPassword: false, passwordMatches: false })).then('PASSWORD_REQUIRED');
  });

  it('does not erase twice', () => {
    given([erased]).when(erase()).then('ACCOUNT_ERASED');
  });
});
