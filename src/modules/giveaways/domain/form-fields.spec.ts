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
  ])('deriva %j como %j: minúsculas, sem acentos, outros caracteres viram _', (nome, chave) => {
    expect(chaveFrom(nome)).toBe(chave);
  });

  it.each(['1º lugar', '2024', '???', '_1'])('começa sempre por letra, mesmo quando o nome não começa (%j)', (nome) => {
    const chave = chaveFrom(nome);
    expect(chave).toMatch(CHAVE);
    expect(chave.startsWith('campo')).toBe(true);
  });

  it('prefixa campo_ quando o nome começa por número', () => {
    expect(chaveFrom('1º lugar')).toBe('campo_1_lugar');
  });

  it('corta em 40 caracteres sem deixar _ no fim', () => {
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
  describe('nome e email', () => {
    it('acrescenta nome e email no começo de um formulário vazio', () => {
      expect(normaliseForm([])).toEqual({ fields: [NOME, EMAIL], errors: {} });
    });

    it('põe nome e email primeiro mesmo quando vêm depois de outros campos', () => {
      const { fields, errors } = normaliseForm([
        texto('Cidade'),
        { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: true },
        { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: true },
      ]);
      expect(errors).toEqual({});
      expect(fields.map((f) => f.chave)).toEqual(['nome', 'email', 'cidade']);
    });

    it('aceita um rótulo próprio para nome e email sem mudar o resto', () => {
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

    it('mantém o rótulo padrão quando o rótulo dado está em branco', () => {
      const { fields } = normaliseForm([{ nome: '   ', chave: 'nome', tipo: 'texto', obrigatorio: true }]);
      expect(fields[0]).toEqual(NOME);
    });

    it.each<[string, FieldInput, string]>([
      ['nome opcional', { nome: 'Nome', chave: 'nome', tipo: 'texto', obrigatorio: false }, 'O campo nome é fixo: sempre obrigatório e do tipo texto.'],
      ['nome de outro tipo', { nome: 'Nome', chave: 'nome', tipo: 'email', obrigatorio: true }, 'O campo nome é fixo: sempre obrigatório e do tipo texto.'],
      ['email opcional', { nome: 'E-mail', chave: 'email', tipo: 'email', obrigatorio: false }, 'O campo email é fixo: sempre obrigatório e do tipo e-mail.'],
      ['email de outro tipo', { nome: 'E-mail', chave: 'email', tipo: 'texto', obrigatorio: true }, 'O campo email é fixo: sempre obrigatório e do tipo e-mail.'],
    ])('recusa %s', (_caso, field, message) => {
      const { fields, errors } = normaliseForm([texto('Cidade'), field]);
      expect(errors).toEqual({ 'camposFormulario.1': [message] });
      expect(fields.slice(0, 2).map((f) => [f.chave, f.tipo, f.obrigatorio])).toEqual([
        ['nome', 'texto', true],
        ['email', 'email', true],
      ]);
    });
  });

  describe('chaves', () => {
    it('deriva a chave do nome quando o campo vem sem ela', () => {
      const { fields } = normaliseForm([texto(' Cor preferida? ')]);
      expect(fields[2]).toEqual({ nome: 'Cor preferida?', chave: 'cor_preferida', tipo: 'texto', obrigatorio: false });
    });

    it('torna as chaves derivadas únicas com _2, _3', () => {
      const { fields, errors } = normaliseForm([texto('Cidade'), texto('Cidade!'), texto('cidade')]);
      expect(errors).toEqual({});
      expect(fields.map((f) => f.chave)).toEqual(['nome', 'email', 'cidade', 'cidade_2', 'cidade_3']);
    });

    it('não deriva uma chave igual à de nome ou email', () => {
      const { fields } = normaliseForm([texto('Email'), texto('Nome')]);
      expect(fields.map((f) => f.chave)).toEqual(['nome', 'email', 'email_2', 'nome_2']);
    });

    it('mantém o sufixo dentro dos 40 caracteres', () => {
      const nome = 'a'.repeat(50);
      const { fields } = normaliseForm([texto(nome), texto(nome)]);
      expect(fields[3].chave).toBe(`${'a'.repeat(38)}_2`);
      expect(fields[3].chave).toMatch(CHAVE);
    });

    it('guarda a chave informada quando é válida', () => {
      const { fields, errors } = normaliseForm([texto('Cor preferida', { chave: 'cor' })]);
      expect(errors).toEqual({});
      expect(fields[2].chave).toBe('cor');
    });

    it.each(['Cor', '1cor', 'cor-preferida', '_cor', 'a'.repeat(41), ''])('recusa a chave informada %j', (chave) => {
      const { fields, errors } = normaliseForm([texto('Cidade'), texto('Cor', { chave })]);
      expect(errors).toEqual({ 'camposFormulario.1.chave': ['Chave inválida: use letras minúsculas, números e _, começando por letra.'] });
      expect(fields.map((f) => f.chave)).toEqual(['nome', 'email', 'cidade']);
    });

    it('recusa uma chave repetida, apontando o campo que repete', () => {
      const { errors } = normaliseForm([texto('Cor', { chave: 'cor' }), texto('Outra cor', { chave: 'cor' })]);
      expect(errors).toEqual({ 'camposFormulario.1.chave': ['Chave repetida no formulário.'] });
    });

    it('recusa um campo sem nome', () => {
      const { errors } = normaliseForm([texto('   ')]);
      expect(errors).toEqual({ 'camposFormulario.0.nome': ['Informe o nome do campo.'] });
    });
  });

  describe('opções', () => {
    it('apara as opções de uma seleção e descarta as vazias', () => {
      const { fields, errors } = normaliseForm([selecao('Cor', ['  Azul ', 'Verde', '   '])]);
      expect(errors).toEqual({});
      expect(fields[2]).toEqual({ nome: 'Cor', chave: 'cor', tipo: 'selecao', obrigatorio: false, opcoes: ['Azul', 'Verde'] });
    });

    it('aceita de 2 a 50 opções', () => {
      const cinquenta = Array.from({ length: 50 }, (_, i) => `Opção ${i + 1}`);
      expect(normaliseForm([selecao('Cor', ['Azul', 'Verde'])]).errors).toEqual({});
      expect(normaliseForm([selecao('Cor', cinquenta)]).errors).toEqual({});
    });

    it.each<[string, string[] | undefined]>([
      ['nenhuma opção', undefined],
      ['lista vazia', []],
      ['uma opção só', ['Azul']],
      ['uma opção e uma em branco', ['Azul', '  ']],
      ['51 opções', Array.from({ length: 51 }, (_, i) => `Opção ${i + 1}`)],
    ])('recusa uma seleção com %s', (_caso, opcoes) => {
      const { errors } = normaliseForm([selecao('Cor', opcoes)]);
      expect(errors).toEqual({ 'camposFormulario.0.opcoes': ['Uma seleção precisa de 2 a 50 opções.'] });
    });

    it('recusa opções repetidas, também depois de aparadas', () => {
      const { errors } = normaliseForm([selecao('Cor', ['Azul', 'Verde', ' Azul'])]);
      expect(errors).toEqual({ 'camposFormulario.0.opcoes': ['As opções não podem se repetir.'] });
    });

    it.each(['texto', 'email', 'telefone', 'numero', 'data', 'checkbox'] as const)('recusa opções num campo do tipo %s', (tipo) => {
      const { errors } = normaliseForm([{ nome: 'Campo', tipo, obrigatorio: false, opcoes: ['a', 'b'] }]);
      expect(errors).toEqual({ 'camposFormulario.0.opcoes': ['Somente campos de seleção têm opções.'] });
    });
  });

  describe('tamanho', () => {
    const extras = (n: number) => Array.from({ length: n }, (_, i) => texto(`Pergunta ${i + 1}`));

    it(`aceita ${MAX_FIELDS} campos contando nome e email`, () => {
      const { fields, errors } = normaliseForm(extras(MAX_FIELDS - 2));
      expect(errors).toEqual({});
      expect(fields).toHaveLength(MAX_FIELDS);
    });

    it(`recusa mais de ${MAX_FIELDS} campos`, () => {
      const { errors } = normaliseForm(extras(MAX_FIELDS - 1));
      expect(errors).toEqual({ camposFormulario: [`O formulário pode ter no máximo ${MAX_FIELDS} campos.`] });
    });
  });
});
