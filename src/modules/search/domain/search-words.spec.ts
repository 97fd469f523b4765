import { excerpt, foldWithOffsets, matchRanges, queryTerms, wordsOf } from './search-words';

const marked = (text: string, ranges: Array<[number, number]>) => {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += `${text.slice(at, start)}[${text.slice(start, end)}]`;
    at = end;
  }
  return out + text.slice(at);
};

describe('words of a text', () => {
  it('folds case and accents, splits on anything that is not a letter or digit, and keeps each word once', () => {
    expect(wordsOf('São Paulo, SP — são PAULO!')).toEqual(['sao', 'paulo', 'sp']);
    expect(wordsOf('Conceição d’Água', 'Guarda-chuva & PS5')).toEqual(['conceicao', 'agua', 'guarda', 'chuva', 'ps5']);
  });

  it('leaves out one-letter words, which no query can ask for', () => {
    expect(wordsOf('a casa e o jardim')).toEqual(['casa', 'jardim']);
  });

  it('reads decomposed accents (as some keyboards send them) like composed ones', () => {
    expect(wordsOf('Sa\u0303o Jose\u0301')).toEqual(wordsOf('São José'));
  });
});

describe('query terms', () => {
  it('are the folded words of the query', () => {
    expect(queryTerms('  São   Paulo ')).toEqual(['sao', 'paulo']);
    expect(queryTerms('@maria.silva')).toEqual(['maria', 'silva']);
  });

  it('drop pt-BR stop words when other words remain, and keep them when they are all there is', () => {
    expect(queryTerms('kit de café para casa')).toEqual(['kit', 'cafe', 'casa']);
    expect(queryTerms('de')).toEqual(['de']);
  });

  it('are empty for a blank or one-letter query', () => {
    expect(queryTerms('')).toEqual([]);
    expect(queryTerms(' a ')).toEqual([]);
  });
});

describe('highlight ranges', () => {
  it('point at the original accented text for a query typed without accents', () => {
    const text = 'Sorteio em São Paulo';
    expect(marked(text, matchRanges(text, queryTerms('sao paulo')))).toBe('Sorteio em [São] [Paulo]');
  });

  it('cover only the start of a word that a term begins, the longest term winning', () => {
    const text = 'Paulista, paulo e Pau';
    expect(marked(text, matchRanges(text, ['pau', 'paulo']))).toBe('[Pau]lista, [paulo] e [Pau]');
  });

  it('keep a decomposed accent with its letter', () => {
    const text = 'Sa\u0303o';
    expect(matchRanges(text, ['sa'])).toEqual([[0, 3]]);
  });

  it('count offsets in UTF-16 code units, past emoji', () => {
    const text = '🎁 Prêmio';
    const [[start, end]] = matchRanges(text, ['premio']);
    expect(text.slice(start, end)).toBe('Prêmio');
  });

  it('map each folded character back to where it came from', () => {
    const { folded, from, to } = foldWithOffsets('Éa🎁B');
    expect(folded).toBe('ea🎁b');
    expect(from).toEqual([0, 1, 2, 2, 4]);
    expect(to).toEqual([1, 2, 4, 4, 5]);
  });
});

describe('excerpt of a description', () => {
  const long = `${'Texto de abertura sem nada. '.repeat(10)}Aqui fala de São Paulo e do prêmio. ${'Mais texto no fim. '.repeat(10)}`;

  it('is one line around the first match, cut at spaces, with ellipses where it was cut', () => {
    const { text, ranges } = excerpt(long, ['paulo']);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(162);
    expect(ranges.map(([s, e]) => text.slice(s, e))).toEqual(['Paulo']);
    // Whole words only: the excerpt sits between two spaces of the original.
    expect(long).toContain(` ${text.slice(1, -1)} `);
  });

  it('is the beginning of the text, without highlights, when nothing matches', () => {
    const { text, ranges } = excerpt('Linha um\n\nlinha   dois', ['xyz']);
    expect(text).toBe('Linha um linha dois');
    expect(ranges).toEqual([]);
  });
});
