import { highlightSegments } from './highlight-segments';

const marked = (text: string, ranges: Array<[number, number]>) =>
  highlightSegments(text, ranges)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join('');

describe('highlight segments', () => {
  it('cut the text into plain and matched pieces that put it back together', () => {
    expect(highlightSegments('Show em São Paulo', [[8, 11], [12, 17]])).toEqual([
      { text: 'Show em ', match: false },
      { text: 'São', match: true },
      { text: ' ', match: false },
      { text: 'Paulo', match: true },
    ]);
  });

  it('merge touching or overlapping ranges and put them in order', () => {
    expect(marked('abcdefgh', [[4, 6], [0, 2], [2, 3], [5, 7]])).toBe('[abc]d[efg]h');
  });

  it('ignore empty and out-of-bounds parts instead of breaking the text', () => {
    expect(marked('café', [[3, 3], [-2, 1], [2, 99]])).toBe('[c]a[fé]');
    expect(marked('', [[0, 4]])).toBe('');
  });
});
