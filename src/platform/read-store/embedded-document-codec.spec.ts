import { decodeDocument, encodeDocument } from './embedded-document-codec';

const roundTrip = (doc: object) => {
  const { tag, payload } = encodeDocument(doc);
  const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.from(payload);
  return { tag: String.fromCharCode(tag), back: decodeDocument(Buffer.concat([Buffer.from([tag]), body])) };
};

describe('the encoding of a document kept on disk', () => {
  it('writes plain data as JSON and reads the same document back', () => {
    const doc = { _id: 'e1', nome: 'Zoë Çarvalho 🎉', n: 3.5, ok: true, nada: null, tags: ['a', 'b'], aceite: { versao: 2 }, lone: 'x\ud800y' };
    expect(roundTrip(doc)).toEqual({ tag: 'J', back: doc });
  });

  it.each([
    ['a date', { _id: 'a', when: new Date('2026-11-29T01:02:03.004Z') }],
    ['a nested date', { _id: 'a', list: [{ when: new Date(0) }] }],
    ['undefined', { _id: 'a', missing: undefined }],
    ['-0', { _id: 'a', n: -0 }],
    ['NaN', { _id: 'a', n: Number.NaN }],
    ['an array hole', { _id: 'a', list: [1, , 3] }],
    ['binary', { _id: 'a', bytes: new Uint8Array([1, 2, 3]) }],
  ])('falls back to v8 serialization for %s, which JSON would change', (_what, doc) => {
    const { tag, back } = roundTrip(doc);
    expect(tag).toBe('V');
    expect(back).toStrictEqual(doc);
  });

  it('refuses a record it does not know', () => {
    expect(() => decodeDocument(Buffer.from('X{}'))).toThrow(/registro de documento desconhecido/);
  });
});
