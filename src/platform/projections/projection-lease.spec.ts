import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import { HeldReadStore } from '../../../test/support/held-read-store';
import { LEASES, LeaseTerm, ProjectionLease } from './projection-lease';

const TTL = 1000;

/** One clock for every process of the test: wall time and monotonic time move together. */
function clocks() {
  const c = { wall: 1_700_000_000_000, mono: 0 };
  return {
    advance(ms: number) {
      c.wall += ms;
      c.mono += ms;
    },
    options: { now: () => c.wall, monotonic: () => c.mono },
  };
}

/** The embedded store, with writes to `leases` held back while held (a paused MongoDB, or a paused process). */
const holdableStore = () => new HeldReadStore(new EmbeddedReadStore(), [LEASES]);

describe('the projection lease', () => {
  it('goes to the first process that asks; a second stands by while the first renews it', async () => {
    const store = new EmbeddedReadStore();
    const clock = clocks();
    const a = new ProjectionLease(store, { ttlMs: TTL, holder: 'a', ...clock.options });
    const b = new ProjectionLease(store, { ttlMs: TTL, holder: 'b', ...clock.options });

    expect(await a.attempt()).toBe(true);
    for (let i = 0; i < 10; i++) {
      expect(await b.attempt()).toBe(false);
      clock.advance(TTL / 3);
      expect(await a.attempt()).toBe(true);
    }
    expect(a.view()).toMatchObject({ state: 'active', holder: 'a', term: 1 });
    expect(b.view()).toMatchObject({ state: 'standby', self: 'b', holder: 'a', term: 1 });
  });

  it('passes to the standby once the holder has not renewed it for a TTL, and the old holder stopped counting itself the holder first', async () => {
    const store = new EmbeddedReadStore();
    const clock = clocks();
    const a = new ProjectionLease(store, { ttlMs: TTL, holder: 'a', ...clock.options });
    const b = new ProjectionLease(store, { ttlMs: TTL, holder: 'b', ...clock.options });
    await a.attempt();

    // The holder's own deadline comes a margin (TTL / 5) before the stored expiry.
    clock.advance(TTL - TTL / 5 - 1);
    expect(a.holds()).toBe(true);
    clock.advance(2);
    expect(a.holds()).toBe(false);
    expect(await b.attempt()).toBe(false);

    clock.advance(TTL / 5);
    expect(await b.attempt()).toBe(true);
    expect(b.view()).toMatchObject({ state: 'active', holder: 'b', term: 2 });
    // The old holder, back, finds a newer term and stands by; older terms are pruned.
    expect(await a.attempt()).toBe(false);
    expect(a.view()).toMatchObject({ state: 'standby', holder: 'b' });
    expect((await store.collection<LeaseTerm>(LEASES).find({})).map((t) => t._id)).toEqual(['projection-runner#2']);
  });

  it('is not extended by a renewal confirmed after the holder’s deadline (a pause in mid-renewal)', async () => {
    const store = holdableStore();
    const clock = clocks();
    const a = new ProjectionLease(store, { ttlMs: TTL, holder: 'a', ...clock.options });
    await a.attempt();

    store.hold();
    const renewal = a.attempt();
    clock.advance(TTL);
    store.release();
    expect(await renewal).toBe(false);
    expect(a.holds()).toBe(false);
  });

  it('is released by a clean stop, so the standby takes it at its next look, not after the TTL', async () => {
    const store = new EmbeddedReadStore();
    const clock = clocks();
    const a = new ProjectionLease(store, { ttlMs: TTL, holder: 'a', ...clock.options });
    const b = new ProjectionLease(store, { ttlMs: TTL, holder: 'b', ...clock.options });
    await a.attempt();
    expect(await b.attempt()).toBe(false);

    await a.release();
    expect(a.holds()).toBe(false);
    expect(await b.attempt()).toBe(true);
  });

  it('goes to exactly one of several processes asking at the same moment, fresh or expired', async () => {
    const store = new EmbeddedReadStore();
    const clock = clocks();
    const leases = ['a', 'b', 'c', 'd'].map((holder) => new ProjectionLease(store, { ttlMs: TTL, holder, ...clock.options }));

    expect((await Promise.all(leases.map((l) => l.attempt()))).filter(Boolean)).toHaveLength(1);
    clock.advance(2 * TTL);
    expect((await Promise.all(leases.map((l) => l.attempt()))).filter(Boolean)).toHaveLength(1);
    expect(leases.filter((l) => l.holds())).toHaveLength(1);
  });

  it('is never revived by a holder that lost track of it: that holder takes a new term', async () => {
    const store = new EmbeddedReadStore();
    const clock = clocks();
    const a = new ProjectionLease(store, { ttlMs: TTL, holder: 'a', ...clock.options });
    await a.attempt();
    // Paused past its own deadline, though the stored term has not expired for the others.
    clock.advance(TTL - TTL / 10);
    expect(a.holds()).toBe(false);
    expect(await a.attempt()).toBe(true);
    expect(a.heldTerm()).toBe(2);
  });
});
