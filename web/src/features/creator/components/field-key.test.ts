import { assignChaves, chaveFrom } from './field-key';

describe('the chave of a form field', () => {
  it('is the name in lowercase without accents, other characters becoming _', () => {
    expect(chaveFrom('Cor preferida')).toBe('cor_preferida');
    expect(chaveFrom('Endereço de Entrega')).toBe('endereco_de_entrega');
    expect(chaveFrom('Você é maior de idade?')).toBe('voce_e_maior_de_idade');
    expect(chaveFrom('  Instagram (@)  ')).toBe('instagram');
  });

  it('starts with a letter: a name starting with a digit gets the campo_ prefix', () => {
    expect(chaveFrom('2 Nome')).toBe('campo_2_nome');
    expect(chaveFrom('123')).toBe('campo_123');
    expect(chaveFrom('???')).toBe('campo');
  });

  it('has at most 40 characters', () => {
    const chave = chaveFrom('Qual é o seu personagem favorito da série e por quê');
    expect(chave.length).toBeLessThanOrEqual(40);
    expect(chave).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
    expect(chave.endsWith('_')).toBe(false);
  });

  it('gets _2, _3 when the same name repeats, and never takes nome or email', () => {
    expect(
      assignChaves([
        { nome: 'Nome', fixa: 'nome' },
        { nome: 'E-mail', fixa: 'email' },
        { nome: 'Cor' },
        { nome: 'Cór' },
        { nome: 'cor' },
        { nome: 'Nome' },
        { nome: 'Email' },
      ]),
    ).toEqual(['nome', 'email', 'cor', 'cor_2', 'cor_3', 'nome_2', 'email_2']);
  });

  it('keeps a suffixed chave within 40 characters', () => {
    const long = 'a'.repeat(45);
    const [first, second] = assignChaves([{ nome: long }, { nome: long }]);
    expect(first).toBe('a'.repeat(40));
    expect(second).toBe(`${'a'.repeat(38)}_2`);
  });
});
