import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('writes the same text for the same data, whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'x', c: null }], '10': true, '2': false })).toBe('{"10":true,"2":false,"a":[{"c":null,"d":"x"}],"b":1}');
    expect(canonicalJson(JSON.parse('{"2":false,"b":1,"10":true,"a":[{"d":"x","c":null}]}'))).toBe(canonicalJson({ b: 1, a: [{ d: 'x', c: null }], '10': true, '2': false }));
  });

  it('leaves out undefined fields as JSON.stringify does', () => {
    expect(canonicalJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
  });
});
