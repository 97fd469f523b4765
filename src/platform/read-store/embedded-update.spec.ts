import { update as mingoUpdate } from 'mingo';
import { applyModifier } from './embedded-update';
import type { Doc, Update } from './read-store.port';

const start = (): Doc => ({ _id: 'd', n: 1, s: 'texto', lista: [1, 2], historico: [{ id: 'a' }], objeto: { x: 1 } }) as Doc;

/** The same update through mingo's own update(), MongoDB's rules. */
function byMingo(modifier: Update): Doc {
  const doc = start();
  mingoUpdate(doc, modifier as Parameters<typeof mingoUpdate>[1], undefined, undefined, { cloneMode: 'deep' });
  return doc;
}

describe('applying an update to an embedded document', () => {
  it.each<[string, Update]>([
    ['$set of new and existing fields', { $set: { n: 5, novo: { a: [1] }, s: null } }],
    ['$unset', { $unset: { s: '', ausente: '' } }],
    ['$inc of an existing and a missing number', { $inc: { n: 2, contador: 3 } }],
    ['$push of one item, onto a missing field', { $push: { lista: 3, nova: 'x' } }],
    ['$push with $each and a negative $slice', { $push: { historico: { $each: [{ id: 'b' }, { id: 'c' }], $slice: -2 } } }],
    ['$push with a positive $slice', { $push: { lista: { $each: [3, 4], $slice: 3 } } }],
    ['$push of an object without operators', { $push: { historico: { id: 'z', extra: true } } }],
    ['several operators at once', { $set: { s: 'outro' }, $inc: { n: -1 }, $push: { lista: { $each: [9] } } }],
    ['a dotted path (left to mingo)', { $set: { 'objeto.y': 2 }, $inc: { 'objeto.x': 1 } }],
  ])('gives what MongoDB’s rules give: %s', (_name, modifier) => {
    const doc = start();
    applyModifier(doc, modifier);
    expect(doc).toEqual(byMingo(modifier));
  });

  it('leaves to mingo, with mingo’s result, what the plain path does not take: $inc of a text, $push onto a non-array, $slice 0', () => {
    for (const modifier of [{ $inc: { s: 1 } }, { $push: { n: 1 } }, { $push: { lista: { $each: [3], $slice: 0 } } }] as Update[]) {
      const doc = start();
      applyModifier(doc, modifier);
      expect(doc).toEqual(byMingo(modifier));
    }
  });

  it('refuses to change _id, as MongoDB does', () => {
    expect(() => applyModifier(start(), { $set: { _id: 'outro' } })).toThrow();
  });
});
