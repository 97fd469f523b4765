import { ANONYMOUS_NAME, maskedName } from './masked-name';

describe('masked names in the public entrant list', () => {
  it.each([
    ['João da Silva', 'João S.'],
    ['  maria   eduarda  souza ', 'Maria S.'],
    ['Bia', 'Bia'],
    ['Érica Ávila', 'Érica Á.'],
    ['Ana (11) 98765-4321', 'Ana'],
  ])('shows "%s" as "%s"', (nome, shown) => {
    expect(maskedName(nome)).toBe(shown);
  });

  it('never shows an e-mail typed into the name field', () => {
    expect(maskedName('joao@exemplo.com')).toBe(ANONYMOUS_NAME);
    expect(maskedName('João joao.silva@exemplo.com')).toBe('João');
    expect(maskedName('')).toBe(ANONYMOUS_NAME);
  });

  it('keeps a very long first name short', () => {
    expect(maskedName(`${'A'.repeat(80)} Borges`)).toBe(`${'A'.repeat(30)} B.`);
  });
});
