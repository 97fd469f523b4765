import { EmbeddedIndex } from './embedded-index';
import { SortedPosting } from './embedded-sorted-posting';

describe('an ordered index whose keys mostly hold one document', () => {
  const ordered = () => new EmbeddedIndex({ name: 'participanteId_1_seq_-1', keys: { participanteId: 1, seq: -1 }, unique: false });
  const inOrder = (posting: unknown) => (posting as SortedPosting).allIds();

  it('gives the documents of a key in sort order as they come and go, from one to several and back to none', () => {
    const index = ordered();
    const docs = [
      { _id: 'a', participanteId: 'p', seq: 5 },
      { _id: 'b', participanteId: 'p', seq: 2 },
      { _id: 'c', participanteId: 'p', seq: 9 },
      { _id: 'd', participanteId: 'q', seq: 1 },
    ];
    index.add(docs[0]);
    expect(inOrder(index.posting('p'))).toEqual(['a']);
    index.add(docs[1]);
    index.add(docs[2]);
    index.add(docs[3]);
    expect(inOrder(index.posting('p'))).toEqual(['b', 'a', 'c']);
    expect(inOrder(index.posting('q'))).toEqual(['d']);
    index.remove(docs[0]);
    index.remove(docs[2]);
    expect(inOrder(index.posting('p'))).toEqual(['b']);
    index.remove(docs[1]);
    index.remove(docs[3]);
    expect(index.posting('p')).toBeUndefined();
    expect(index.posting('q')).toBeUndefined();
  });

  it('keeps a lone document when another one with the same key is removed, and finds it by both fields', () => {
    const index = ordered();
    index.add({ _id: 'a', participanteId: 'p', seq: 5 });
    index.remove({ _id: 'z', participanteId: 'p', seq: 5 });
    expect(inOrder(index.posting('p'))).toEqual(['a']);
    expect(index.candidates({ participanteId: 'p', seq: 5 })).toEqual(['a']);
    expect(index.candidates({ participanteId: 'p', seq: 6 })).toEqual([]);
  });

  it('keys a document under each element of an array in the lead field', () => {
    const index = ordered();
    index.add({ _id: 'a', participanteId: ['p', 'q'], seq: 1 });
    expect(inOrder(index.posting('p'))).toEqual(['a']);
    expect(inOrder(index.posting('q'))).toEqual(['a']);
    index.remove({ _id: 'a', participanteId: ['p', 'q'], seq: 1 });
    expect(index.posting('p')).toBeUndefined();
  });
});
