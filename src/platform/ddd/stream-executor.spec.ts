import { InMemoryEventStore } from '../event-store/in-memory-event-store';
import type { AppendResult, ExpectedRevision, NewEvent, RecordedEvent } from '../event-store/event-store.port';
import { Clock } from './clock';
import type { DecisionContext, Decider, DomainEvent } from './decider';
import { DomainError } from './domain-error';
import { CommandMetadata, StreamExecutor } from './stream-executor';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const STREAM = 'counter-1';
const META: CommandMetadata = { userId: 'u-1', correlationId: 'corr-1' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

class FixedClock extends Clock {
  now(): Date {
    return new Date(NOW);
  }
  random(n: number): Uint8Array {
    return new Uint8Array(n).fill(7);
  }
}

/** A tiny decider: adds amounts to a total that must stay within `max`. */
type Added = DomainEvent<'Added', { amount: number; totalBefore: number }>;
type Add = { amount: number; max?: number };
interface Counter {
  total: number;
  lastAt: string | null;
}

function counterDecider() {
  const seen: { state: Counter; context: DecisionContext }[] = [];
  const decider: Decider<Add, Added, Counter> = {
    initialState: { total: 0, lastAt: null },
    decide(command, state, context) {
      seen.push({ state, context });
      if (command.amount === 0) return [];
      if (state.total + command.amount > (command.max ?? Infinity)) throw new DomainError('LIMIT_EXCEEDED', 'Limite excedido.');
      return [{ type: 'Added', data: { amount: command.amount, totalBefore: state.total } }];
    },
    evolve: (state, event) => ({ total: state.total + event.data.amount, lastAt: event.at ?? null }),
  };
  return { decider, seen };
}

const added = (amount: number, id: string): NewEvent => ({
  id,
  type: 'Added',
  data: { amount, totalBefore: 0 },
  metadata: { userId: 'outro', correlationId: 'corr-outro', causationId: null, at: '2025-06-01T11:00:00.000Z' },
});

/**
 * Another writer gets in between our read and our append: right after the first
 * readStream of `STREAM`, `rival` is appended, so our append meets a newer stream.
 */
class RacingStore extends InMemoryEventStore {
  reads = 0;
  appendCalls: ExpectedRevision[] = [];
  constructor(private readonly rivals: NewEvent[][]) {
    super();
  }
  override async readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]> {
    const events = await super.readStream(streamId, fromRevision);
    this.reads++;
    const rival = this.rivals.shift();
    if (rival) {
      const current = (await super.readStream(streamId)).length - 1;
      await super.append(streamId, rival, current === -1 ? 'no_stream' : current);
    }
    return events;
  }
  override async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    this.appendCalls.push(expected);
    return super.append(streamId, events, expected);
  }
}

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  const err = await promise.then(
    () => {
      throw new Error('esperava uma rejeição, mas o comando foi aceito');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('StreamExecutor', () => {
  let store: InMemoryEventStore;
  let executor: StreamExecutor;
  beforeEach(() => {
    store = new InMemoryEventStore();
    executor = new StreamExecutor(store, new FixedClock());
  });

  it('appends to a new stream with no_stream and returns revision 0', async () => {
    const racing = new RacingStore([]);
    const { decider } = counterDecider();
    const result = await new StreamExecutor(racing, new FixedClock()).execute(STREAM, decider, { amount: 5 }, META);

    expect(racing.appendCalls).toEqual(['no_stream']);
    expect(result.revision).toBe(0);
    expect(result.position).toBe(await racing.headPosition());
    expect(result.events).toEqual([{ type: 'Added', data: { amount: 5, totalBefore: 0 } }]);
    expect(result.state).toEqual({ total: 5, lastAt: NOW.toISOString() });
    expect((await racing.readStream(STREAM)).map((e) => e.data)).toEqual([{ amount: 5, totalBefore: 0 }]);
  });

  it('hands decide the state folded from the recorded events, with the instant of each', async () => {
    await store.append(STREAM, [added(2, '00000000-0000-4000-8000-000000000001'), added(3, '00000000-0000-4000-8000-000000000002')], 'no_stream');
    const { decider, seen } = counterDecider();

    const result = await executor.execute(STREAM, decider, { amount: 4 }, META);

    expect(seen).toHaveLength(1);
    expect(seen[0].state).toEqual({ total: 5, lastAt: '2025-06-01T11:00:00.000Z' });
    expect(seen[0].context.now).toEqual(NOW);
    expect(seen[0].context.random(3)).toEqual(new Uint8Array([7, 7, 7]));
    expect(result.events).toEqual([{ type: 'Added', data: { amount: 4, totalBefore: 5 } }]);
    expect(result.revision).toBe(2);
    expect(result.state.total).toBe(9);
  });

  it('appends nothing when decide returns no events', async () => {
    const { decider } = counterDecider();
    const onNew = await executor.execute(STREAM, decider, { amount: 0 }, META);
    expect(onNew).toMatchObject({ events: [], revision: -1, position: 0 });
    expect(await store.headPosition()).toBe(0);

    await store.append(STREAM, [added(2, '00000000-0000-4000-8000-000000000001')], 'no_stream');
    const onExisting = await executor.execute(STREAM, decider, { amount: 0 }, META);
    expect(onExisting).toMatchObject({ events: [], revision: 0, position: 1, state: { total: 2 } });
    expect(await store.headPosition()).toBe(1);
  });

  it('decides the command again on the updated state after a concurrent writer', async () => {
    const racing = new RacingStore([[added(10, '00000000-0000-4000-8000-00000000000a')]]);
    const { decider, seen } = counterDecider();

    const result = await new StreamExecutor(racing, new FixedClock()).execute(STREAM, decider, { amount: 1 }, META);

    expect(seen.map((s) => s.state.total)).toEqual([0, 10]);
    expect(racing.appendCalls).toEqual(['no_stream', 0]);
    expect(result.events).toEqual([{ type: 'Added', data: { amount: 1, totalBefore: 10 } }]);
    expect(result.revision).toBe(1);
    expect((await racing.readStream(STREAM)).map((e) => e.data.amount)).toEqual([10, 1]);
  });

  it('applies the rules to the new state when deciding again', async () => {
    const racing = new RacingStore([[added(10, '00000000-0000-4000-8000-00000000000a')]]);
    const { decider } = counterDecider();

    const err = await rejection(new StreamExecutor(racing, new FixedClock()).execute(STREAM, decider, { amount: 1, max: 10 }, META));

    expect(err.code).toBe('LIMIT_EXCEEDED');
    expect((await racing.readStream(STREAM)).map((e) => e.data.amount)).toEqual([10]);
  });

  it('gives up with CONCURRENCY_CONFLICT when it loses every attempt', async () => {
    const rivals = [1, 2, 3].map((n) => [added(n, `00000000-0000-4000-8000-00000000000${n}`)]);
    const racing = new RacingStore(rivals);
    const { decider } = counterDecider();

    const err = await rejection(new StreamExecutor(racing, new FixedClock()).execute(STREAM, decider, { amount: 1 }, META));

    expect(err.code).toBe('CONCURRENCY_CONFLICT');
    expect(racing.appendCalls).toHaveLength(3);
    expect((await racing.readStream(STREAM)).map((e) => e.data.amount)).toEqual([1, 2, 3]);
  });

  it('answers PRECONDITION_FAILED to an If-Match with an old revision and appends nothing', async () => {
    await store.append(STREAM, [added(2, '00000000-0000-4000-8000-000000000001'), added(3, '00000000-0000-4000-8000-000000000002')], 'no_stream');
    const { decider, seen } = counterDecider();

    const err = await rejection(executor.execute(STREAM, decider, { amount: 1 }, META, { ifMatch: 0 }));

    expect(err.code).toBe('PRECONDITION_FAILED');
    expect(seen).toHaveLength(0);
    expect(await store.headPosition()).toBe(2);
  });

  it('appends on an If-Match with the current revision', async () => {
    await store.append(STREAM, [added(2, '00000000-0000-4000-8000-000000000001')], 'no_stream');
    const { decider } = counterDecider();
    const result = await executor.execute(STREAM, decider, { amount: 1 }, META, { ifMatch: 0 });
    expect(result.revision).toBe(1);
  });

  it('does not retry an If-Match when another writer appends in between: PRECONDITION_FAILED', async () => {
    const racing = new RacingStore([[added(10, '00000000-0000-4000-8000-00000000000a')]]);
    const { decider, seen } = counterDecider();

    const err = await rejection(new StreamExecutor(racing, new FixedClock()).execute(STREAM, decider, { amount: 1 }, META, { ifMatch: -1 }));

    expect(err.code).toBe('PRECONDITION_FAILED');
    expect(seen).toHaveLength(1);
    expect((await racing.readStream(STREAM)).map((e) => e.data.amount)).toEqual([10]);
  });

  it('records who, the correlation and the clock instant in the metadata', async () => {
    const twice: Decider<Add, Added, Counter> = {
      ...counterDecider().decider,
      decide: (command, state) => [
        { type: 'Added', data: { amount: command.amount, totalBefore: state.total } },
        { type: 'Added', data: { amount: command.amount, totalBefore: state.total + command.amount } },
      ],
    };

    await executor.execute(STREAM, twice, { amount: 1 }, { userId: 'u-1', correlationId: 'corr-1', causationId: 'evt-0' });
    await executor.execute('counter-2', twice, { amount: 1 }, { userId: null, correlationId: 'corr-2' });

    const [first, second] = await store.readStream(STREAM);
    expect(first.metadata).toEqual({ userId: 'u-1', correlationId: 'corr-1', causationId: 'evt-0', at: NOW.toISOString() });
    expect(second.metadata).toEqual(first.metadata);
    expect(first.id).toMatch(UUID);
    expect(second.id).toMatch(UUID);
    expect(second.id).not.toBe(first.id);
    const [anonymous] = await store.readStream('counter-2');
    expect(anonymous.metadata).toEqual({ userId: null, correlationId: 'corr-2', causationId: null, at: NOW.toISOString() });
  });

  it('decides first on a stream the caller already loaded, appending at its revision without reading it again', async () => {
    const racing = new RacingStore([]);
    await racing.append(STREAM, [added(2, '00000000-0000-4000-8000-000000000001')], 'no_stream');
    racing.appendCalls = [];
    const { decider, seen } = counterDecider();
    const executorOnRacing = new StreamExecutor(racing, new FixedClock());
    const loaded = await executorOnRacing.load(STREAM, decider);
    const readsBefore = racing.reads;

    const result = await executorOnRacing.execute(STREAM, decider, { amount: 1 }, META, { from: loaded });

    expect(racing.reads).toBe(readsBefore);
    expect(seen.map((s) => s.state.total)).toEqual([2]);
    expect(racing.appendCalls).toEqual([0]);
    expect(result).toMatchObject({ revision: 1, state: { total: 3 } });
  });

  it('decides again on the fresh stream when a writer got in after the caller loaded it', async () => {
    const { decider, seen } = counterDecider();
    const loaded = await executor.load(STREAM, decider);
    await store.append(STREAM, [added(10, '00000000-0000-4000-8000-00000000000a')], 'no_stream');

    const err = await rejection(executor.execute(STREAM, decider, { amount: 1, max: 10 }, META, { from: loaded }));

    expect(err.code).toBe('LIMIT_EXCEEDED');
    expect(seen.map((s) => s.state.total)).toEqual([0, 10]);
    expect((await store.readStream(STREAM)).map((e) => e.data.amount)).toEqual([10]);
  });

  it('passes an error of decide to the caller and appends nothing', async () => {
    const { decider } = counterDecider();
    const err = await rejection(executor.execute(STREAM, decider, { amount: 5, max: 4 }, META));
    expect(err.code).toBe('LIMIT_EXCEEDED');
    expect(await store.headPosition()).toBe(0);
  });
});
