import type { FormField } from '@sorteios/api-contract';
import { entrySchema, isRealDate, toRespostas, type AnswerValue } from './entry-schema';

function firstError(field: FormField, value: AnswerValue | undefined): string | undefined {
  const result = entrySchema([field]).safeParse({ respostas: { [field.chave]: value }, aceiteRegulamento: true, consentimentoContato: false });
  return result.success ? undefined : result.error.issues[0]!.message;
}

const field = (tipo: FormField['tipo'], obrigatorio = false, opcoes?: string[]): FormField => ({ nome: 'Campo', chave: 'campo', tipo, obrigatorio, opcoes });

describe('entry answers, checked like the server does', () => {
  it.each<[string, FormField, AnswerValue, string]>([
    ['texto over 500 characters', field('texto'), 'a'.repeat(501), 'Resposta longa demais (máximo 500 caracteres).'],
    ['an impossible e-mail', field('email'), 'bia@', 'Informe um e-mail válido.'],
    ['a phone without area code', field('telefone'), '9999-8888', 'Informe um telefone válido, com DDD.'],
    ['a phone with too many digits', field('telefone'), '+55 (81) 99999-88881', 'Informe um telefone válido, com DDD.'],
    ['a number that is not one', field('numero'), 'doze', 'Informe um número.'],
    ['a date that does not exist', field('data'), '2025-02-30', 'Informe uma data válida.'],
    ['a date in another format', field('data'), '30/01/2025', 'Informe uma data válida.'],
    ['an option that is not offered', field('selecao', false, ['Azul', 'Verde']), 'Roxo', 'Escolha uma das opções.'],
    ['a blank required text', field('texto', true), '   ', 'Campo obrigatório.'],
    ['an unticked required checkbox', field('checkbox', true), false, 'Campo obrigatório.'],
    ['a non-boolean checkbox', field('checkbox'), 'sim', 'Marque ou desmarque esta opção.'],
  ])('refuses %s', (_case, campo, value, message) => {
    expect(firstError(campo, value)).toBe(message);
  });

  it.each<[string, FormField, AnswerValue]>([
    ['texto of exactly 500 characters', field('texto'), 'a'.repeat(500)],
    ['a phone with DDD and separators', field('telefone'), '(81) 99999-8888'],
    ['a phone with country code', field('telefone'), '+55 81 99999-8888'],
    ['a decimal number', field('numero'), '12.5'],
    ['a real leap day', field('data'), '2024-02-29'],
    ['an offered option', field('selecao', true, ['Azul', 'Verde']), 'Verde'],
    ['a blank optional answer', field('email'), ''],
    ['an unticked optional checkbox', field('checkbox'), false],
  ])('accepts %s', (_case, campo, value) => {
    expect(firstError(campo, value)).toBeUndefined();
  });

  it('requires the rules to be accepted', () => {
    const result = entrySchema([]).safeParse({ respostas: {}, aceiteRegulamento: false, consentimentoContato: false });
    expect(result.error?.issues[0]?.message).toBe('É preciso aceitar o regulamento para participar.');
  });

  it('leaves blank optional answers out and sends numbers as numbers', () => {
    const fields = [field('texto'), { ...field('numero'), chave: 'idade' }, { ...field('checkbox'), chave: 'aceito' }];
    expect(toRespostas(fields, { campo: '  ', idade: ' 30 ', aceito: false })).toEqual({ idade: 30, aceito: false });
  });

  it('knows real dates from impossible ones', () => {
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('2023-12-31')).toBe(true);
  });
});
