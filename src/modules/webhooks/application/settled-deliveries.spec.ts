import { SettledDeliveries } from './settled-deliveries';

describe('SettledDeliveries', () => {
  it('remembers what a delivery settled for', () => {
    const settled = new SettledDeliveries(1000);
    settled.remember('a', 5, 0);
    expect(settled.pendingSinceOf('a')).toBe(5);
    expect(settled.pendingSinceOf('b')).toBeUndefined();
  });

  it('forgets a delivery once the memory time has passed', () => {
    const settled = new SettledDeliveries(1000);
    settled.remember('a', 5, 0);
    settled.remember('b', 6, 1001);
    expect(settled.pendingSinceOf('a')).toBeUndefined();
    expect(settled.pendingSinceOf('b')).toBe(6);
    expect(settled.size).toBe(1);
  });

  it('keeps a delivery settled again (a replay) for the memory time from its last settling', () => {
    const settled = new SettledDeliveries(1000);
    settled.remember('a', 5, 0);
    settled.remember('b', 6, 10);
    settled.remember('a', 7, 900);
    settled.remember('c', 8, 1011);
    expect(settled.pendingSinceOf('b')).toBeUndefined();
    expect(settled.pendingSinceOf('a')).toBe(7);
    expect(settled.pendingSinceOf('c')).toBe(8);
  });

  it('forgets expired deliveries behind recent ones without waiting for a round size', () => {
    const settled = new SettledDeliveries(1000);
    for (let i = 0; i < 5; i++) settled.remember(`old-${i}`, i, i);
    settled.remember('new', 9, 2000);
    expect(settled.size).toBe(1);
  });
});
