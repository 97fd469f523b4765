import { fromHex, toHex } from './bytes';

describe('hex bytes', () => {
  it('reads back every byte value it wrote', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromHex(toHex(all))).toEqual(all);
    expect(fromHex('')).toEqual(new Uint8Array(0));
  });

  it.each([['ABCD', 'uppercase'], ['abc', 'odd length'], ['zz', 'not hex'], ['0g', 'a bad low digit'], ['g0', 'a bad high digit']])('refuses %s (%s)', (hex) => {
    expect(() => fromHex(hex)).toThrow('hexadecimal inválido');
  });

  it('refuses what is not a string', () => {
    expect(() => fromHex(42 as unknown as string)).toThrow('hexadecimal inválido');
  });
});
