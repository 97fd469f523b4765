import { randomUUID } from 'node:crypto';
import type { LiveHub, LiveMessage } from '../../src/platform/live/live-hub.port';

/** Waits until `check` passes (deliveries through a server are asynchronous). */
export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** Long enough for a message that should not come to have come through Redis. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/**
 * The LiveHub contract: every adapter must pass it. Giveaway ids are unique per test, so
 * adapters backed by a shared server (Redis) do not see each other's messages.
 */
export function liveHubContract(make: () => LiveHub): void {
  const opened: LiveHub[] = [];
  const open = () => {
    const hub = make();
    opened.push(hub);
    return hub;
  };
  const message = (id: number, data: unknown = { count: id }): LiveMessage => ({ id, event: 'spectators', data });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((hub) => hub.close()));
  });

  test("delivers each message to every listener of that giveaway, in publish order, and to no other giveaway's", async () => {
    const hub = open();
    const [giveaway, other] = [randomUUID(), randomUUID()];
    const first: LiveMessage[] = [];
    const second: LiveMessage[] = [];
    const elsewhere: LiveMessage[] = [];
    await hub.subscribe(giveaway, (m) => first.push(m));
    await hub.subscribe(giveaway, (m) => second.push(m));
    await hub.subscribe(other, (m) => elsewhere.push(m));

    const sent = [message(1), message(2), { id: 3, event: 'drawn', data: { winners: [{ rank: 1, entryId: 'e-1', nome: 'Bia Lima' }], drawnAt: '2025-06-01T12:00:00.000Z' } }];
    for (const m of sent) await hub.publish(giveaway, m);
    await eventually(() => expect(second).toHaveLength(3));
    await eventually(() => expect(first).toEqual(sent));
    expect(second).toEqual(sent);
    await settle();
    expect(elsewhere).toEqual([]);
  });

  test('stops delivering to a listener once it unsubscribes, and counts the listeners', async () => {
    const hub = open();
    const giveaway = randomUUID();
    const kept: LiveMessage[] = [];
    const gone: LiveMessage[] = [];
    await hub.subscribe(giveaway, (m) => kept.push(m));
    const unsubscribe = await hub.subscribe(giveaway, (m) => gone.push(m));
    expect(hub.listenerCount(giveaway)).toBe(2);

    unsubscribe();
    unsubscribe();
    expect(hub.listenerCount(giveaway)).toBe(1);
    await hub.publish(giveaway, message(1));
    await eventually(() => expect(kept).toEqual([message(1)]));
    await settle();
    expect(gone).toEqual([]);
  });

  test('subscribes again after every listener of a giveaway has left', async () => {
    const hub = open();
    const giveaway = randomUUID();
    const before = await hub.subscribe(giveaway, () => undefined);
    before();
    expect(hub.listenerCount(giveaway)).toBe(0);
    const received: LiveMessage[] = [];
    await hub.subscribe(giveaway, (m) => received.push(m));
    await hub.publish(giveaway, message(7));
    await eventually(() => expect(received).toEqual([message(7)]));
  });

  test('still delivers to the other listeners when one throws', async () => {
    const hub = open();
    const giveaway = randomUUID();
    const received: LiveMessage[] = [];
    await hub.subscribe(giveaway, () => {
      throw new Error('conexão quebrada');
    });
    await hub.subscribe(giveaway, (m) => received.push(m));
    await hub.publish(giveaway, message(1));
    await eventually(() => expect(received).toEqual([message(1)]));
  });

  test('a listener changing what it received does not change the message the publisher holds', async () => {
    const hub = open();
    const giveaway = randomUUID();
    const seen: LiveMessage[] = [];
    await hub.subscribe(giveaway, (m) => {
      (m.data as { count: number }).count = 99;
    });
    await hub.subscribe(giveaway, (m) => seen.push(m));
    const sent = message(1);
    await hub.publish(giveaway, sent);
    await eventually(() => expect(seen).toHaveLength(1));
    expect(sent.data).toEqual({ count: 1 });
  });

  test('publishing with nobody listening is fine, and reports healthy', async () => {
    const hub = open();
    await expect(hub.publish(randomUUID(), message(1))).resolves.toBeUndefined();
    expect(await hub.health()).toMatchObject({ ok: true });
  });
}
