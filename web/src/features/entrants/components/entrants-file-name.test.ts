import { entrantsFileName } from './entrants-file-name';

describe('entrantsFileName', () => {
  it('names the file after the giveaway, without accents, spaces or punctuation', () => {
    expect(entrantsFileName('Sorteio de Natal: Kit Café & Pão!')).toBe('inscritos-sorteio-de-natal-kit-cafe-pao.csv');
  });

  it('falls back to a generic name when the title has no letters or digits', () => {
    expect(entrantsFileName('★★★')).toBe('inscritos-sorteio.csv');
  });

  it('keeps long titles to a readable length', () => {
    const name = entrantsFileName('a'.repeat(200));
    expect(name).toBe(`inscritos-${'a'.repeat(60)}.csv`);
  });
});
