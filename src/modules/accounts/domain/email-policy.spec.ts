import { deciderSpec } from '../../../../test/support/decider-spec';
import { refusedEmailDomain, signUpRefusalDecider } from './email-policy';

describe('e-mail policy at sign-up', () => {
  it('names the throwaway domain of an address, a subdomain as its parent', () => {
    expect(refusedEmailDomain('ana@mailinator.com')).toBe('mailinator.com');
    expect(refusedEmailDomain('ana@x.y.mailinator.com')).toBe('mailinator.com');
  });

  it('lets permanent addresses through', () => {
    expect(refusedEmailDomain('ana@gmail.com')).toBeNull();
    expect(refusedEmailDomain('ana@empresa.com.br')).toBeNull();
  });

  it('records the refused sign-up with its domain only', () => {
    const { given } = deciderSpec(signUpRefusalDecider, { now: new Date('2026-11-25T12:00:00.000Z') });
    given([]).when({ type: 'RecordSignUpRefusal', dominio: 'mailinator.com' }).then([{ type: 'SignUpRefused', data: { dominio: 'mailinator.com', motivo: 'DISPOSABLE_EMAIL' } }]);
  });
});
