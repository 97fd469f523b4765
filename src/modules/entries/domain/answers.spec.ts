import type { FieldType, FormField } from '../../giveaways/domain/giveaway.events';
import { validateAnswers } from './answers';

const MSG = {
  required: 'Campo obrigatório.',
  tooLong: 'Resposta longa demais (máximo 500 caracteres).',
  email: 'Informe um e-mail válido.',
  telefone: 'Informe um telefone válido, com DDD.',
  numero: 'Informe um número.',
  data: 'Informe uma data válida.',
  selecao: 'Escolha uma das opções.',
  checkbox: 'Marque ou desmarque esta opção.',
  unknown: 'Campo não existe neste formulário.',
};

const field = (tipo: FieldType, obrigatorio = false, extra: Partial<FormField> = {}): FormField => ({
  nome: 'Resposta',
  chave: 'resposta',
  tipo,
  obrigatorio,
  ...(tipo === 'selecao' ? { opcoes: ['Azul', 'Verde'] } : {}),
  ...extra,
});

/** One field, one answer: what is stored, or the message against the field. */
const answer = (f: FormField, value: unknown) => validateAnswers([f], { [f.chave]: value });
const accepts = (f: FormField, value: unknown, stored: unknown) => expect(answer(f, value)).toEqual({ answers: { [f.chave]: stored }, errors: {} });
const refuses = (f: FormField, value: unknown, message: string) => expect(answer(f, value)).toEqual({ answers: {}, errors: { [f.chave]: [message] } });

describe('validateAnswers', () => {
  describe('texto', () => {
    it('stores the text trimmed', () => accepts(field('texto'), '  Olá  ', 'Olá'));
    it('accepts 500 characters', () => accepts(field('texto'), 'a'.repeat(500), 'a'.repeat(500)));
    it('counts the length after trimming', () => accepts(field('texto'), ` ${'a'.repeat(500)} `, 'a'.repeat(500)));
    it('refuses more than 500 characters', () => refuses(field('texto'), 'a'.repeat(501), MSG.tooLong));
  });

  describe('email', () => {
    it('stores the e-mail trimmed and in lower case', () => accepts(field('email'), '  Bia@Exemplo.COM ', 'bia@exemplo.com'));
    it.each(['bia', 'bia@', 'bia@exemplo', '@exemplo.com', 'bia @exemplo.com', 42])('refuses %j', (value) => refuses(field('email'), value, MSG.email));
  });

  describe('telefone', () => {
    it.each(['(11) 98765-4321', '+55 (11) 98765-4321', '11 3456.7890', '1134567890', '5511987654321'])('accepts %j', (value) => {
      accepts(field('telefone'), ` ${value} `, value);
    });
    it.each(['98765-4321', '119876543', '55119876543210', '(11) 9876-543a', '11/98765-4321', 11987654321])('refuses %j', (value) => {
      refuses(field('telefone'), value, MSG.telefone);
    });
  });

  describe('numero', () => {
    it.each<[unknown, number]>([
      [3, 3],
      [-2.5, -2.5],
      [0, 0],
      ['42', 42],
      [' 7 ', 7],
      ['3,5', 3.5],
      ['3.5', 3.5],
    ])('accepts %j as %j', (value, stored) => accepts(field('numero'), value, stored));
    it.each<unknown>(['dez', '3,5,1', '1.234,5', Number.NaN, Number.POSITIVE_INFINITY, 'Infinity', true])('refuses %j', (value) => {
      refuses(field('numero'), value, MSG.numero);
    });
  });

  describe('data', () => {
    it.each(['2024-02-29', '2025-12-31', '2025-01-01'])('accepts the real date %j', (value) => accepts(field('data'), value, value));
    it('stores the date trimmed', () => accepts(field('data'), ' 2025-06-01 ', '2025-06-01'));
    it.each(['2023-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00'])('refuses the date that does not exist %j', (value) => {
      refuses(field('data'), value, MSG.data);
    });
    it.each(['01/06/2025', '2025-6-1', '2025-06-01T00:00:00Z', '20250601', 20250601])('refuses the format %j', (value) => {
      refuses(field('data'), value, MSG.data);
    });
  });

  describe('selecao', () => {
    it('accepts one of the options', () => accepts(field('selecao'), 'Verde', 'Verde'));
    it.each(['Roxo', 'azul', 1, true])('refuses %j, which is not one of the options', (value) => refuses(field('selecao'), value, MSG.selecao));
  });

  describe('checkbox', () => {
    it.each([true, false])('accepts %j in an optional field', (value) => accepts(field('checkbox'), value, value));
    it.each(['true', 1, 'sim'])('refuses %j, which is not a boolean', (value) => refuses(field('checkbox'), value, MSG.checkbox));
    it('requires it ticked when it is required', () => {
      accepts(field('checkbox', true), true, true);
      refuses(field('checkbox', true), false, MSG.required);
    });
  });

  describe('required and optional', () => {
    it.each(['texto', 'email', 'telefone', 'numero', 'data', 'selecao', 'checkbox'] as const)('refuses a required %s left blank', (tipo) => {
      for (const blank of [undefined, null, '', '   ']) refuses(field(tipo, true), blank, MSG.required);
      expect(validateAnswers([field(tipo, true)], {})).toEqual({ answers: {}, errors: { resposta: [MSG.required] } });
    });

    it.each(['texto', 'email', 'telefone', 'numero', 'data', 'selecao', 'checkbox'] as const)('drops an optional %s left blank', (tipo) => {
      for (const blank of [undefined, null, '', '   ']) expect(answer(field(tipo), blank)).toEqual({ answers: {}, errors: {} });
      expect(validateAnswers([field(tipo)], {})).toEqual({ answers: {}, errors: {} });
    });
  });

  describe('the whole form', () => {
    const form: FormField[] = [
      { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
      { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
      { nome: 'Cor', chave: 'cor', tipo: 'selecao', obrigatorio: false, opcoes: ['Azul', 'Verde'] },
      { nome: 'Idade', chave: 'idade', tipo: 'numero', obrigatorio: false },
    ];

    it('normalises each answer and drops the optional blank ones', () => {
      expect(validateAnswers(form, { nome: ' Bia ', email: 'BIA@exemplo.com', cor: 'Azul', idade: '' })).toEqual({
        answers: { nome: 'Bia', email: 'bia@exemplo.com', cor: 'Azul' },
        errors: {},
      });
    });

    it('refuses keys that are not in the form', () => {
      expect(validateAnswers(form, { nome: 'Bia', email: 'bia@exemplo.com', cpf: '123' })).toEqual({
        answers: { nome: 'Bia', email: 'bia@exemplo.com' },
        errors: { cpf: [MSG.unknown] },
      });
    });

    it('gathers the errors of every field, each with its message', () => {
      expect(validateAnswers(form, { nome: '', email: 'bia', cor: 'Roxo', idade: 'dez', extra: 1 }).errors).toEqual({
        nome: [MSG.required],
        email: [MSG.email],
        cor: [MSG.selecao],
        idade: [MSG.numero],
        extra: [MSG.unknown],
      });
    });
  });

  describe('characters that are not text', () => {
    const control = 'O texto tem caracteres de controle não permitidos.';
    it.each([
      ['a NUL', 'Bia\u0000', control],
      ['an escape sequence', '\u001b[31mBia', control],
      ['a lone surrogate', 'Bia \ud83d', 'O texto tem caracteres inválidos (Unicode malformado).'],
    ])('refuses %s in a text answer', (_what, value, message) => refuses(field('texto'), value, message));
    it('refuses a NUL hidden inside an e-mail answer', () => refuses(field('email'), 'bia\u0000@exemplo.com', control));
    it('keeps accents and emoji', () => accepts(field('texto'), 'João 🎉 café', 'João 🎉 café'));
  });

  describe('keys named like object properties', () => {
    // BUG: respostas[field.chave] reads through the prototype, so an optional field whose chave is
    // 'constructor' (a valid chave, derived from a field named "Constructor") sees Object and is
    // refused with 'Campo obrigatório.' when left blank. Fix: read with Object.hasOwn(respostas, chave).
    it('drops an optional field keyed constructor left blank', () => {
      const constructorField: FormField = { nome: 'Constructor', chave: 'constructor', tipo: 'texto', obrigatorio: false };
      expect(validateAnswers([constructorField], {})).toEqual({ answers: {}, errors: {} });
    });

    // BUG: errors['__proto__'] = [...] sets the prototype of the errors object instead of adding a key,
    // so an unknown '__proto__' answer (JSON.parse makes it an own key) passes unnoticed.
    it('refuses the unknown key __proto__', () => {
      const respostas = JSON.parse('{"__proto__": "x"}') as Record<string, unknown>;
      const { errors } = validateAnswers([], respostas);
      expect(Object.keys(errors)).toEqual(['__proto__']);
    });
  });
});
