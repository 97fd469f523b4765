import { tmpdir } from 'node:os';
import { loadConfig, PasswordPolicy } from '../../../config/app-config';
import { unmetPasswordRules } from './password-policy';

// The default policy is whatever the configuration gives with nothing set; JWT_SECRET keeps the load from writing files.
const defaultPolicy = loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32) }, []).passwordPolicy;
const policy = (overrides: Partial<PasswordPolicy>): PasswordPolicy => ({ ...defaultPolicy, ...overrides });

describe('unmetPasswordRules', () => {
  it('por padrão exige só 6 caracteres', () => {
    expect(unmetPasswordRules('abcde', defaultPolicy)).toEqual(['mínimo de 6 caracteres']);
    expect(unmetPasswordRules('abcdef', defaultPolicy)).toEqual([]);
    expect(unmetPasswordRules('a'.repeat(500), defaultPolicy)).toEqual([]);
  });

  it('recusa senhas acima do máximo configurado', () => {
    const p = policy({ maxLength: 10 });
    expect(unmetPasswordRules('a'.repeat(10), p)).toEqual([]);
    expect(unmetPasswordRules('a'.repeat(11), p)).toEqual(['máximo de 10 caracteres']);
  });

  it.each([
    ['requireLowercase', 'ABCDEF', 'ABCDEf', 'uma letra minúscula'],
    ['requireUppercase', 'abcdef', 'abcdeF', 'uma letra maiúscula'],
    ['requireNumeric', 'abcdef', 'abcde1', 'um número'],
    ['requireNonAlphanumeric', 'abcde1', 'abcde!', 'um caractere especial'],
  ] as const)('%s: pede o que falta e aceita quando está presente', (rule, failing, passing, message) => {
    const p = policy({ [rule]: true });
    expect(unmetPasswordRules(failing, p)).toEqual([message]);
    expect(unmetPasswordRules(passing, p)).toEqual([]);
  });

  it('lista todas as regras quebradas, na ordem em que a tela mostra', () => {
    const strict = policy({ minLength: 8, requireLowercase: true, requireUppercase: true, requireNumeric: true, requireNonAlphanumeric: true });
    expect(unmetPasswordRules('', strict)).toEqual([
      'mínimo de 8 caracteres',
      'uma letra minúscula',
      'uma letra maiúscula',
      'um número',
      'um caractere especial',
    ]);
  });

  it('letras acentuadas contam como letras, não como caracteres especiais', () => {
    const letters = policy({ requireLowercase: true, requireUppercase: true });
    expect(unmetPasswordRules('çãõÇÃÕ', letters)).toEqual([]);
    expect(unmetPasswordRules('çãõçãõ', policy({ requireNonAlphanumeric: true }))).toEqual(['um caractere especial']);
  });

  it('conta caracteres, não unidades UTF-16: um emoji vale um', () => {
    // '😀' is two UTF-16 units; six characters must satisfy min 6 and max 6 alike.
    expect(unmetPasswordRules('abcd😀', defaultPolicy)).toEqual(['mínimo de 6 caracteres']);
    expect(unmetPasswordRules('abcde😀', policy({ maxLength: 6 }))).toEqual([]);
    expect(unmetPasswordRules('çãõçã', defaultPolicy)).toEqual(['mínimo de 6 caracteres']);
  });

  it('um emoji conta como caractere especial', () => {
    expect(unmetPasswordRules('abcde😀', policy({ requireNonAlphanumeric: true }))).toEqual([]);
  });
});
