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

  it('shows an Instagram handle (an entry from a comment) by its first two characters', () => {
    expect(maskedName('@mariana.silva')).toBe('@ma***');
    expect(maskedName('@x')).toBe('@x***');
    // Not a handle: an e-mail or a handle with other words still hides the @ word.
    expect(maskedName('@ana@exemplo.com')).toBe(ANONYMOUS_NAME);
    expect(maskedName('Ana @ana_s')).toBe('Ana');
  });

  it('keeps a very long first name short', () => {
    expect(maskedName(`${'A'.repeat(80)} Borges`)).toBe(`${'A'.repeat(30)} B.`);
  });
});
