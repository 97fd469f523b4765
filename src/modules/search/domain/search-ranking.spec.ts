import { byRelevance, matchQuality, scoreGiveaway, scoreUser } from './search-ranking';
import { indexWords } from './search-words';

/** The words as the search index stores them (search-index.projection.ts). */
const giveaway = (titulo: string, premios: string[] = [], descricao = '') => ({
  titulo: indexWords(titulo),
  premios: indexWords(...premios),
  descricao: indexWords(titulo, ...premios, descricao),
});

describe('match quality', () => {
  it('is 1 for a whole word, less for the start of a word (more the more it covers), 0 otherwise', () => {
    expect(matchQuality('paulo', ['sao', 'paulo'])).toBe(1);
    expect(matchQuality('pau', ['paulo'])).toBeGreaterThan(matchQuality('pau', ['paulistano']));
    expect(matchQuality('pau', ['paulistano'])).toBeGreaterThanOrEqual(0.5);
    expect(matchQuality('aulo', ['paulo'])).toBe(0);
  });
});

describe('giveaway ranking', () => {
  const terms = ['cafe'];

  it('puts a title match above a prize match above a description match', () => {
    const inTitle = scoreGiveaway(terms, giveaway('Kit Café'));
    const inPrize = scoreGiveaway(terms, giveaway('Kit especial', ['Café especial']));
    const inDescription = scoreGiveaway(terms, giveaway('Kit especial', ['Caneca'], 'Com café'));
    expect(inTitle).toBeGreaterThan(inPrize);
    expect(inPrize).toBeGreaterThan(inDescription);
    expect(inDescription).toBeGreaterThan(0);
  });

  it('puts even a partial word in a prize above a whole word only in the description', () => {
    expect(scoreGiveaway(['caf'], giveaway('Kit', ['Cafeteira italiana']))).toBeGreaterThan(scoreGiveaway(['caf'], giveaway('Kit', [], 'caf')));
  });

  it('prefers the whole word to a longer word that starts the same', () => {
    expect(scoreGiveaway(['sol'], giveaway('Óculos de sol'))).toBeGreaterThan(scoreGiveaway(['sol'], giveaway('Solteiros de plantão')));
  });

  it('rewards the terms in a row, in the order typed', () => {
    const terms2 = ['sao', 'paulo'];
    expect(scoreGiveaway(terms2, giveaway('Ingressos São Paulo FC'))).toBeGreaterThan(scoreGiveaway(terms2, giveaway('Paulo e o São João')));
  });

  it('scores 0 when any term matches nowhere: every term must be found', () => {
    expect(scoreGiveaway(['cafe', 'bicicleta'], giveaway('Kit Café', ['Caneca']))).toBe(0);
  });
});

describe('people ranking', () => {
  it('puts the person whose username is the query first, then username matches, then names', () => {
    const exact = scoreUser(['maria'], { username: ['maria'], nome: ['ana'] });
    const username = scoreUser(['maria'], { username: ['maria', 'silva'], nome: ['joana'] });
    const name = scoreUser(['maria'], { username: ['msilva'], nome: ['maria', 'silva'] });
    expect(exact).toBeGreaterThan(username);
    expect(username).toBeGreaterThan(name);
  });
});

describe('result order', () => {
  it('is by score, then static rank, then id', () => {
    const items = [
      { id: 'c', score: 5, rank: 1 },
      { id: 'b', score: 5, rank: 2 },
      { id: 'a', score: 5, rank: 2 },
      { id: 'd', score: 9, rank: 0 },
    ];
    expect(items.sort(byRelevance).map((i) => i.id)).toEqual(['d', 'a', 'b', 'c']);
  });
});
