import { deserialize, serialize } from 'node:v8';
import { StringPool } from './embedded-string-pool';

describe('StringPool', () => {
  it('leaves restored documents equal to what was written: nested objects, arrays, dates, numbers and long texts', () => {
    const when = new Date('2026-11-26T12:00:00Z');
    const written = [
      { _id: 'a', id: 'a', tags: ['x', 'y', ['z']], nested: { when, n: 1.5, nada: null, texto: 'l'.repeat(500) }, vazio: '' },
      { _id: 'b', id: 'b', tags: ['x'], nested: { when, n: 2, nada: null, texto: 'curto' }, vazio: '' },
    ];
    const restored = deserialize(serialize(written)) as typeof written;

    new StringPool().internAll(restored);

    expect(restored).toEqual(written);
    // v8.deserialize builds its dates in Node's own realm, not jest's: toBeInstanceOf cannot tell.
    expect(Object.prototype.toString.call(restored[0].nested.when)).toBe('[object Date]');
  });

  it('keeps working past its bound, when it starts over', () => {
    const docs = Array.from({ length: 250_000 }, (_, i) => ({ _id: `id-${i}`, giveawayId: 'g-1' }));
    const restored = deserialize(serialize(docs)) as typeof docs;

    new StringPool().internAll(restored);

    expect(restored[249_999]).toEqual({ _id: 'id-249999', giveawayId: 'g-1' });
  });
});
