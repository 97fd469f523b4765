import { tmpdir } from 'node:os';
import { loadConfig, PasswordPolicy } from '../../../config/app-config';
import { unmetPasswordRules } from './password-policy';

// The default policy is whatever the configuration gives with nothing set; JWT_SECRET keeps the load from writing files.
const defaultPolicy = loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32) }, []).passwordPolicy;
const policy = (overrides: Partial<PasswordPolicy>): PasswordPolicy => ({ ...defaultPolicy, ...overrides });

describe('unmetPasswordRules', () => {
  it('by default requires only 6 characters', () => {
    expect(unmetPasswordRules('abcde', defaultPolicy)).toEqual(['mínimo de 6 caracteres']);
    expect(unmetPasswordRules('abcdef', defaultPolicy)).toEqual([]);
    expect(unmetPasswordRules('a'.repeat(500), defaultPolicy)).toEqual([]);
  });

  it('refuses passwords above the configured maximum', () => {
    const p = policy({ maxLength: 10 });
    expect(unmetPasswordRules('a'.repeat(10), p)).toEqual([]);
    expect(unmetPasswordRules('a'.repeat(11), p)).toEqual(['máximo de 10 caracteres']);
  });

  it.each([
    ['requireLowercase', 'ABCDEF', 'ABCDEf', 'uma letra minúscula'],
    ['requireUppercase', 'abcdef', 'abcdeF', 'uma letra maiúscula'],
    ['requireNumeric', 'abcdef', 'abcde1', 'um número'],
    ['requireNonAlphanumeric', 'abcde1', 'abcde!', 'um caractere especial'],
  ] as const)('%s: asks for what is missing and accepts it once present', (rule, failing, passing, message) => {
    const p = policy({ [rule]: true });
    expect(unmetPasswordRules(failing, p)).toEqual([message]);
    expect(unmetPasswordRules(passing, p)).toEqual([]);
  });

  it('lists every broken rule, in the order the screen shows them', () => {
    const strict = policy({ minLength: 8, requireLowercase: true, requireUppercase: true, requireNumeric: true, requireNonAlphanumeric: true });
    expect(unmetPasswordRules('', strict)).toEqual([
      'mínimo de 8 caracteres',
      'uma letra minúscula',
      'uma letra maiúscula',
      'um número',
      'um caractere especial',
    ]);
  });

  it('accented letters count as letters, not as special characters', () => {
    const letters = policy({ requireLowercase: true, requireUppercase: true });
    expect(unmetPasswordRules('çãõÇÃÕ', letters)).toEqual([]);
    expect(unmetPasswordRules('çãõçãõ', policy({ requireNonAlphanumeric: true }))).toEqual(['um caractere especial']);
  });

  it('counts characters, not UTF-16 units: an emoji counts as one', () => {
    // '😀' is two UTF-16 units; six characters must satisfy min 6 and max 6 alike.
    expect(unmetPasswordRules('abcd😀', defaultPolicy)).toEqual(['mínimo de 6 caracteres']);
    expect(unmetPasswordRules('abcde😀', policy({ maxLength: 6 }))).toEqual([]);
    expect(unmetPasswordRules('çãõçã', defaultPolicy)).toEqual(['mínimo de 6 caracteres']);
  });

  it('an emoji counts as a special character', () => {
    expect(unmetPasswordRules('abcde😀', policy({ requireNonAlphanumeric: true }))).toEqual([]);
  });
});
