import { loginDelaySeconds } from './login-delay';

describe('the wait after wrong passwords on one account', () => {
  it('is none before any failure, nor after the first (a typo)', () => {
    expect(loginDelaySeconds(0, 1, 900)).toBe(0);
    expect(loginDelaySeconds(1, 1, 900)).toBe(0);
  });

  it('starts at the base on the second failure and doubles with each one after', () => {
    expect([2, 3, 4, 5, 6].map((n) => loginDelaySeconds(n, 1, 900))).toEqual([1, 2, 4, 8, 16]);
    expect([2, 3, 4].map((n) => loginDelaySeconds(n, 30, 900))).toEqual([30, 60, 120]);
  });

  it('never passes the cap, however many failures', () => {
    expect(loginDelaySeconds(12, 1, 900)).toBe(900);
    expect(loginDelaySeconds(10_000, 1, 900)).toBe(900);
  });
});
