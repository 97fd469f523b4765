import { compareOrder, SortedPosting } from './embedded-sorted-posting';

function read(posting: SortedPosting, direction: 1 | -1) {
  const out: Array<[unknown, unknown]> = [];
  for (const cursor = posting.cursor(direction); !cursor.done; cursor.advance()) out.push([cursor.id, cursor.value]);
  return out;
}

describe('sorted posting of an ordered index', () => {
  it('reads back in value order both ways, across many blocks, after inserts in any order', () => {
    const posting = new SortedPosting();
    const values = Array.from({ length: 3000 }, (_, i) => (i * 7919) % 1000);
    values.forEach((v, i) => posting.add(`id${i}`, v));
    const ascending = read(posting, 1).map(([, v]) => v as number);
    expect(ascending).toEqual([...values].sort((a, b) => a - b));
    expect(read(posting, -1).map(([, v]) => v)).toEqual([...ascending].reverse());
    expect(posting.size).toBe(3000);
  });

  it('removes exactly the document asked for among many with the same value', () => {
    const posting = new SortedPosting();
    for (let i = 0; i < 1500; i++) posting.add(`id${i}`, i % 3);
    expect(posting.remove('id1201', 1)).toBe(true);
    expect(posting.remove('id1201', 1)).toBe(false);
    expect(posting.remove('id1202', 1)).toBe(false); // it sits under 2
    const ones = read(posting, 1).filter(([, v]) => v === 1).map(([id]) => id);
    expect(ones).toHaveLength(499);
    expect(ones).not.toContain('id1201');
    expect([...posting.equal(2)]).toHaveLength(500);
  });

  it('orders null before numbers before strings, as MongoDB sorts them', () => {
    const posting = new SortedPosting();
    posting.add('s', 'a');
    posting.add('n', 5);
    posting.add('z', null);
    expect(read(posting, 1).map(([id]) => id)).toEqual(['z', 'n', 's']);
    expect(compareOrder(10, 9)).toBeGreaterThan(0);
  });
});
