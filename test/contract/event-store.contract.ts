import { randomUUID } from 'node:crypto';
import { EventStore, NewEvent, RecordedEvent, WrongExpectedRevisionError } from '../../src/platform/event-store/event-store.port';

export interface EventStoreContractOptions {
  /** The store starts empty and only this test writes to it (false for a shared server). */
  isolated: boolean;
  /** Re-sending stored ids returns the first result even with a different expected revision. */
  idempotentWhateverExpected: boolean;
}

export const newEvent = (type = 'ThingHappened', data: Record<string, unknown> = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { userId: 'user-1', correlationId: randomUUID(), causationId: null, at: '2025-01-02T03:04:05.000Z' },
});

const waitFor = async (condition: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** The EventStore port's semantics, run against every adapter (DESIGN.md § Tests). */
export function eventStoreContract(
  name: string,
  createStore: () => Promise<EventStore>,
  options: EventStoreContractOptions,
): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    // Unique stream ids keep tests independent when the backend is a shared server.
    let stream: (label: string) => string;

    beforeEach(async () => {
      store = await createStore();
      const run = randomUUID();
      stream = (label) => `${label}-${run}`;
    });
    afterEach(() => store.close());

    it('appends the first events of a new stream when no stream is expected', async () => {
      const events = [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })];
      const result = await store.append(stream('s'), events, 'no_stream');
      expect(result.revision).toBe(1);
      expect(result.position).toBeGreaterThan(0);
      const read = await store.readStream(stream('s'));
      expect(read.map((e) => [e.id, e.type, e.data, e.revision])).toEqual([
        [events[0].id, 'A', { n: 1 }, 0],
        [events[1].id, 'B', { n: 2 }, 1],
      ]);
      expect(read[0].metadata).toEqual(events[0].metadata);
      expect(read[1].position).toBe(result.position);
      expect(read[0].position).toBeLessThan(read[1].position);
      expect(read[0].streamId).toBe(stream('s'));
      expect(Number.isNaN(Date.parse(read[0].recordedAt))).toBe(false);
    });

    it('rejects no_stream when the stream already exists', async () => {
      await store.append(stream('s'), [newEvent()], 'no_stream');
      const attempt = store.append(stream('s'), [newEvent()], 'no_stream');
      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(attempt).rejects.toMatchObject({ actual: 0, expected: 'no_stream' });
      expect(await store.readStream(stream('s'))).toHaveLength(1);
    });

    it('accepts the exact current revision and rejects a stale one', async () => {
      await store.append(stream('s'), [newEvent(), newEvent()], 'no_stream');
      expect((await store.append(stream('s'), [newEvent()], 1)).revision).toBe(2);
      await expect(store.append(stream('s'), [newEvent()], 1)).rejects.toMatchObject({
        code: 'WRONG_EXPECTED_REVISION',
        actual: 2,
      });
      expect(await store.readStream(stream('s'))).toHaveLength(3);
    });

    it('rejects stream_exists on a missing stream and accepts it on an existing one', async () => {
      await expect(store.append(stream('s'), [newEvent()], 'stream_exists')).rejects.toMatchObject({
        actual: 'no_stream',
      });
      expect(await store.readStream(stream('s'))).toEqual([]);
      await store.append(stream('s'), [newEvent()], 'any');
      expect((await store.append(stream('s'), [newEvent()], 'stream_exists')).revision).toBe(1);
    });

    it('appends with any whether or not the stream exists', async () => {
      expect((await store.append(stream('s'), [newEvent()], 'any')).revision).toBe(0);
      expect((await store.append(stream('s'), [newEvent()], 'any')).revision).toBe(1);
    });

    it('reads a stream in order, from a given revision', async () => {
      await store.append(stream('s'), [newEvent('E0'), newEvent('E1')], 'no_stream');
      await store.append(stream('other'), [newEvent('X')], 'no_stream');
      await store.append(stream('s'), [newEvent('E2')], 1);
      expect((await store.readStream(stream('s'))).map((e) => e.type)).toEqual(['E0', 'E1', 'E2']);
      expect((await store.readStream(stream('s'), 1)).map((e) => [e.type, e.revision])).toEqual([
        ['E1', 1],
        ['E2', 2],
      ]);
      expect(await store.readStream(stream('s'), 3)).toEqual([]);
    });

    it('reads a missing stream as empty', async () => {
      expect(await store.readStream(stream('missing'))).toEqual([]);
    });

    it('reads the global log after a position, in order across streams, at most limit', async () => {
      const before = await store.headPosition();
      await store.append(stream('a'), [newEvent('A0')], 'no_stream');
      await store.append(stream('b'), [newEvent('B0')], 'no_stream');
      const last = await store.append(stream('a'), [newEvent('A1')], 0);
      const mine = (events: RecordedEvent[]) =>
        events.filter((e) => e.streamId === stream('a') || e.streamId === stream('b'));

      const all = mine(await store.readAll(before, 100));
      expect(all.map((e) => e.type)).toEqual(['A0', 'B0', 'A1']);
      expect(all[2].position).toBe(last.position);
      expect(all[0].position).toBeLessThan(all[1].position);
      expect(all[1].position).toBeLessThan(all[2].position);
      expect(mine(await store.readAll(all[0].position, 100)).map((e) => e.type)).toEqual(['B0', 'A1']);
      expect(mine(await store.readAll(last.position, 100))).toEqual([]);
      if (options.isolated) expect((await store.readAll(before, 2)).map((e) => e.type)).toEqual(['A0', 'B0']);
    });

    // The position rule (readAll in event-store.port.ts): a reader resuming after the last
    // event it handled must get the very next one. One event per page is the harshest
    // reader: two events sharing a position, or a position the store cannot resume from
    // exactly, make it skip or repeat an event of a multi-event append.
    it('visits every event once, in order, reading one event per page over multi-event appends to several streams', async () => {
      const start = options.isolated ? 0 : await store.headPosition();
      const appends: Array<[label: string, types: string[]]> = [
        ['a', ['A0', 'A1', 'A2']],
        ['b', ['B0']],
        ['c', ['C0', 'C1']],
        ['a', ['A3', 'A4']],
        ['b', ['B1', 'B2', 'B3']],
      ];
      const written: NewEvent[] = [];
      const answers: Array<{ position: number; lastId: string }> = [];
      for (const [label, types] of appends) {
        const events = types.map((type) => newEvent(type));
        const { position } = await store.append(stream(label), events, 'any');
        answers.push({ position, lastId: events[events.length - 1].id });
        written.push(...events);
      }

      const visited: RecordedEvent[] = [];
      for (let after = start; ; ) {
        const page = await store.readAll(after, 1);
        if (page.length === 0) break;
        expect(page).toHaveLength(1);
        expect(page[0].position).toBeGreaterThan(after);
        visited.push(page[0]);
        after = page[0].position;
        // A shared server may hold other writers' events after ours; a store that never
        // ends the log must fail here rather than hang.
        if (visited.length > written.length + 1000) throw new Error('readAll(p, 1) never reached the end of the log');
      }

      const streams = new Set(['a', 'b', 'c'].map(stream));
      const mine = (events: RecordedEvent[]) => events.filter((e) => streams.has(e.streamId));
      expect(mine(visited).map((e) => e.id)).toEqual(written.map((e) => e.id));
      expect(mine(visited).map((e) => e.type)).toEqual(['A0', 'A1', 'A2', 'B0', 'C0', 'C1', 'A3', 'A4', 'B1', 'B2', 'B3']);
      if (options.isolated) expect(visited).toHaveLength(written.length);
      expect(visited.every((e, i) => i === 0 || e.position > visited[i - 1].position)).toBe(true);
      // Each append answers with the position of its own last event.
      const positionOf = new Map(visited.map((e) => [e.id, e.position]));
      expect(answers.map((a) => positionOf.get(a.lastId))).toEqual(answers.map((a) => a.position));
      // Paging does not change the log: one large page holds the same events.
      expect(mine(await store.readAll(start, visited.length)).map((e) => e.id)).toEqual(written.map((e) => e.id));
    });

    it('reports the head position of the global log', async () => {
      if (options.isolated) expect(await store.headPosition()).toBe(0);
      await store.append(stream('a'), [newEvent()], 'no_stream');
      const last = await store.append(stream('b'), [newEvent(), newEvent()], 'no_stream');
      expect(await store.headPosition()).toBe(last.position);
    });

    it('returns the first result when the same event ids are appended again, without duplicating', async () => {
      const events = [newEvent('A'), newEvent('B')];
      const first = await store.append(stream('s'), events, 'no_stream');
      expect(await store.append(stream('s'), events, 'no_stream')).toEqual(first);
      if (options.idempotentWhateverExpected) {
        await store.append(stream('s'), [newEvent('C')], 1);
        expect(await store.append(stream('s'), events, 0)).toEqual(first);
        expect(await store.append(stream('s'), events, 'stream_exists')).toEqual(first);
      }
      expect((await store.readStream(stream('s'))).filter((e) => e.type !== 'C')).toHaveLength(2);
    });

    it('rejects a request whose ids are only partly stored already', async () => {
      const stored = newEvent('A');
      await store.append(stream('s'), [stored], 'no_stream');
      await expect(store.append(stream('s'), [stored, newEvent('B')], 'any')).rejects.toThrow();
      expect((await store.readStream(stream('s'))).map((e) => e.type)).toEqual(['A']);
    });

    it('lets exactly one of 50 concurrent no_stream appends to the same stream succeed', async () => {
      const attempts = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) => store.append(stream('reservation'), [newEvent('Reserved', { i })], 'no_stream')),
      );
      const won = attempts.filter((a) => a.status === 'fulfilled');
      const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost.every((a) => a.reason instanceof WrongExpectedRevisionError)).toBe(true);
      expect(await store.readStream(stream('reservation'))).toHaveLength(1);
    });

    it('accepts concurrent appends to different streams with distinct increasing positions', async () => {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => store.append(stream(`s${i}`), [newEvent()], 'no_stream')),
      );
      expect(results.every((r) => r.revision === 0)).toBe(true);
      const positions = results.map((r) => r.position);
      expect(new Set(positions).size).toBe(30);
      const read = await Promise.all(results.map((_, i) => store.readStream(stream(`s${i}`))));
      expect(read.map((events) => events[0].position)).toEqual(positions);
    });

    it('notifies onAppended listeners, and stops after unsubscribing', async () => {
      const seenA: number[] = [];
      const seenB: number[] = [];
      const stopA = store.onAppended((p) => seenA.push(p));
      store.onAppended((p) => seenB.push(p));
      const first = await store.append(stream('s'), [newEvent()], 'no_stream');
      await waitFor(() => seenA.some((p) => p >= first.position));
      stopA();
      const second = await store.append(stream('s'), [newEvent()], 0);
      await waitFor(() => seenB.some((p) => p >= second.position));
      expect(seenA.every((p) => p < second.position)).toBe(true);
    });
  });
}
