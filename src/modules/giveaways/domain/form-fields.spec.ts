import { chaveFrom, FieldInput, MAX_FIELDS, normaliseForm } from './form-fields';
import type { FormField } from './giveaway.events';

const CHAVE = /^[a-z][a-z0-9_]{0,39}$/;
const NOME: FormField = { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true };
const EMAIL: FormField = { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true };

const texto = (nome: string, extra: Partial<FieldInput> = {}): FieldInput => ({ nome, tipo: 'texto', obrigatorio: false, ...extra });
const selecao = (nome: string, opcoes: string[] | undefined): FieldInput => ({ nome, tipo: 'selecao', obrigatorio: false, opcoes });

describe('chaveFrom', () => {
  it.each([
    ['Cor preferida?', 'cor_preferida'],
    ['São João', 'sao_joao'],
    ['  Ação   & Reação!  ', 'acao_reacao'],
    ['Número do pedido', 'numero_do_pedido'],
    ['CPF', 'cpf'],
  ])('derives %j as %j: lower case, no accents, other characters become _', (nome, chave) => {
    expect(chaveFrom(nome)).toBe(chave);
  });

  it.each(['1º lugar', '2024', '???', '_1'])('always starts with a letter, even when the name does not (%j)', (nome) => {
    const chave = chaveFrom(nome);
    expect(chave).toMatch(CHAVE);
    expect(chave.startsWith('campo')).toBe(true);
  });

  it('prefixes campo_ when the name starts with a digit', () => {
    expect(chaveFrom('1º lugar')).toBe('campo_1_lugar');
  });

  it('cuts at 40 characters without leaving _ at the end', () => {
    const longo = 'Qual é o seu personagem favorito da série inteira';
    const chave = chaveFrom(longo);
    expect(chave.length).toBeLessThanOrEqual(40);
    expect(chave).toMatch(CHAVE);
    expect(chave.endsWith('_')).toBe(false);
    expect(chave).toBe('qual_e_o_seu_personagem_favorito_da_seri');
    expect(chaveFrom(`${'a'.repeat(39)} b`)).toBe('a'.repeat(39));
  });
});

describe('normaliseForm', () => {
  describe('the nome and email fields', () => {
    it('adds nome and email at the start of an empty form', () => {
      expect(normaliseForm([])).toEqual({ fields: [NOME, EMAIL], errors: {} });
    });

    it('puts nome and email first even when they come after other fields', () => {
      const { fields, errors } = normaliseForm([
        texto('Cidade'),
        { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
        { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
      ]);
      expect(errors).toEqual({});
      expect(fields.map((f) => f.chave)).toEqual(['nome', 'email', 'cidade']);
    });

    it('accepts a label of its own for nome and email without changing the rest', () => {
      const { fields, errors } = normaliseForm([
        { nome: '  Nome completo ', chave: 'nome', tipo: 'texto', obrigatorio: true },
        { nome: 'Seu e-mail', chave: 'email', tipo: 'email', obrigatorio: true },
      ]);
      expect(errors).toEqual({});
      expect(fields).toEqual([
        { ...NOME, nome: 'Nome completo' },
        { ...EMAIL, nome: 'Seu e-mail' },
      ]);
    });

    it('keeps the default label when the label given is blank', () => {
      const { fields } = normaliseForm([{ nome: '   ', chave: 'nome', tipo: 'texto', obrigatorio: true }]);
      expect(fields[0]).toEqual(NOME);
    });

    it.each<[string, FieldInput, string]>([
      ['an optional nome', { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: false }, 'O campo nome é fixo: sempre obrigatório e do tipo texto.'],
      ['a nome of another type', { nome: 'Nome', chave: 'nome', tipo: 'email', obrigatorio: true }, 'O campo nome é fixo: sempre obrigatório e do tipo texto.'],
      ['an optional email', { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: false }, 'O campo email é fixo: sempre obrigatório e do tipo e-mail.'],
      ['an email of another type', { nome: 'E-mail', chave: 'email', tipo: 'texto', obrigatorio: true }, 'O campo email é fixo: sempre obrigatório e do tipo e-mail.'],
    ])('refuses %s', (_caso, field, message) => {
      const { fields, errors } = normaliseForm([texto('Cidade'), field]);
      expect(errors).toEqual({ 'camposFormulario.1': [message] });
      expect(fields.slice(0, 2).map((f) => [f.chave, f.tipo, f.obrigatorio])).toEqual([
        ['nome', 'texto', true],
        ['email', 'email', true],
      ]);
    });
  });

  describe('keys', () => {
    it('derives the key from the name when the field comes without one', () => {
      const { fields } = normaliseForm([texto(' Cor preferida? ')]);
      expect(fields[2]).toEqual({ nome: 'Cor preferida?', chave: 'cor_preferida', tipo: 'texto', obrigatorio: false });
    });

    it('makes derived keys unique with _2, _3', () => {
      const { fields, errors } = normaliseForm([texto('Cidade'), texto('Cidade!'), texto('cidade')]);
      expect(errors).toEqual({});
      expect(fields.map((f) => f.chave)).toEqual(['nome', 'email', 'cidade', 'cidade_2', 'cidade_3']);
    });

    it('does not derive a key equal to that of nome or email', () => {
      const { fields } = normaliseForm([texto('Email'), texto('Nome')]);
      expect(fields.map((f) => f.chave)).toEqual(['nome', 'email', 'email_2', 'nome_2']);
    });

    it('keeps the suffix within the 40 characters', () => {
      const nome = 'a'.repeat(50);
      const { fields } = normaliseForm([texto(nome), texto(nome)]);
      expect(fields[3].chave).toBe(`${'a'.repeat(38)}_2`);
      expect(fields[3].chave).toMatch(CHAVE);
    });

    it('keeps the key given when it is valid', () => {
      const { fields, errors } = normaliseForm([texto('Cor preferida', { chave: 'cor' })]);
      expect(errors).toEqual({});
      expect(fields[2].chave).toBe('cor');
    });

    it.each(['Cor', '1cor', 'cor-preferida', '_cor', 'a'.repeat(41), ''])('refuses the key given %j', (chave) => {
      const { fields, errors } = normaliseForm([texto('Cidade'), texto('Cor', { chave })]);
      expect(errors).toEqual({ 'camposFormulario.1.chave': ['Chave inválida: use letras minúsculas, números e _, começando por letra.'] });
      expect(fields.map((f) => f.chave)).toEqual(['nome', 'email', 'cidade']);
    });

    it('refuses a repeated key, pointing at the field that repeats it', () => {
      const { errors } = normaliseForm([texto('Cor', { chave: 'cor' }), texto('Outra cor', { chave: 'cor' })]);
      expect(errors).toEqual({ 'camposFormulario.1.chave': ['Chave repetida no formulário.'] });
    });

    it('refuses a field without a name', () => {
      const { errors } = normaliseForm([texto('   ')]);
      expect(errors).toEqual({ 'camposFormulario.0.nome': ['Informe o nome do campo.'] });
    });
  });

  describe('options', () => {
    it("trims a selecao's options and drops the empty ones", () => {
      const { fields, errors } = normaliseForm([selecao('Cor', ['  Azul ', 'Verde', '   '])]);
      expect(errors).toEqual({});
      expect(fields[2]).toEqual({ nome: 'Cor', chave: 'cor', tipo: 'selecao', obrigatorio: false, opcoes: ['Azul', 'Verde'] });
    });

    it('accepts 2 to 50 options', () => {
      const cinquenta = Array.from({ length: 50 }, (_, i) => `Opção ${i + 1}`);
      expect(normaliseForm([selecao('Cor', ['Azul', 'Verde'])]).errors).toEqual({});
      expect(normaliseForm([selecao('Cor', cinquenta)]).errors).toEqual({});
    });

    it.each<[string, string[] | undefined]>([
      ['no options', undefined],
      ['an empty list', []],
      ['a single option', ['Azul']],
      ['one option and a blank one', ['Azul', '  ']],
      ['51 options', Array.from({ length: 51 }, (_, i) => `Opção ${i + 1}`)],
    ])('refuses a selecao with %s', (_caso, opcoes) => {
      const { errors } = normaliseForm([selecao('Cor', opcoes)]);
      expect(errors).toEqual({ 'camposFormulario.0.opcoes': ['Uma seleção precisa de 2 a 50 opções.'] });
    });

    it('refuses repeated options, also once trimmed', () => {
      const { errors } = normaliseForm([selecao('Cor', ['Azul', 'Verde', ' Azul'])]);
      expect(errors).toEqual({ 'camposFormulario.0.opcoes': ['As opções não podem se repetir.'] });
    });

    it.each(['texto', 'email', 'telefone', 'numero', 'data', 'checkbox'] as const)('refuses options in a field of type %s', (tipo) => {
      const { errors } = normaliseForm([{ nome: 'Campo', tipo, obrigatorio: false, opcoes: ['a', 'b'] }]);
      expect(errors).toEqual({ 'camposFormulario.0.opcoes': ['Somente campos de seleção têm opções.'] });
    });
  });

  describe('size', () => {
    const extras = (n: number) => Array.from({ length: n }, (_, i) => texto(`Pergunta ${i + 1}`));

    it(`accepts ${MAX_FIELDS} fields counting nome and email`, () => {
      const { fields, errors } = normaliseForm(extras(MAX_FIELDS - 2));
      expect(errors).toEqual({});
      expect(fields).toHaveLength(MAX_FIELDS);
    });

    it(`refuses more than ${MAX_FIELDS} fields`, () => {
      const { errors } = normaliseForm(extras(MAX_FIELDS - 1));
      expect(errors).toEqual({ camposFormulario: [`O formulário pode ter no máximo ${MAX_FIELDS} campos.`] });
    });
  });
});
