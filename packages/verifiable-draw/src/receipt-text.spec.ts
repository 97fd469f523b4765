import { receiptNumberProblem } from './receipt-text';

describe('receiptNumberProblem', () => {
  it('accepts integers in plain decimal, negative ones and zero, and ignores digits inside strings', () => {
    expect(receiptNumberProblem('{"entrantCount":1000,"n":-3,"z":0,"t":"1.5e3 \\" 01","a":[1,2]}')).toBeNull();
  });

  it.each([
    ['a fraction', '{"entrantCount":1000.0}', '1000.0'],
    ['an exponent', '{"entrantCount":1e3}', '1e3'],
    ['a leading zero', '{"round":03}', '03'],
    ['a negative fraction', '[-0.5]', '-0.5'],
  ])('refuses %s, naming the number', (_label, text, token) => {
    expect(receiptNumberProblem(text)).toContain(`o número ${token} `);
  });
});
