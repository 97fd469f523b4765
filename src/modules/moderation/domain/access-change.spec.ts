import { DomainError } from '../../../platform/ddd/domain-error';
import { thrownBy } from '../../../../test/support/decider-spec';
import { checkAccessChange } from './access-change';

const codeOf = (run: () => void) => (thrownBy(run) as DomainError).code;

describe('checkAccessChange', () => {
  it('lets an admin change anyone else in any way', () => {
    expect(() => checkAccessChange('admin', 'other', { isAdmin: false, disabled: true, isPro: true, verified: false })).not.toThrow();
  });

  it('lets an admin give themselves Pro or verified, but not drop their own admin role or disable themselves', () => {
    expect(() => checkAccessChange('admin', 'admin', { isPro: true, verified: true, isAdmin: true, disabled: false })).not.toThrow();
    expect(codeOf(() => checkAccessChange('admin', 'admin', { isAdmin: false }))).toBe('CANNOT_CHANGE_OWN_ACCESS');
    expect(codeOf(() => checkAccessChange('admin', 'admin', { disabled: true }))).toBe('CANNOT_CHANGE_OWN_ACCESS');
  });

  it('refuses a change that changes nothing', () => {
    expect(codeOf(() => checkAccessChange('admin', 'other', {}))).toBe('VALIDATION_FAILED');
  });
});
