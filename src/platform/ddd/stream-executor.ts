import { randomUUID } from 'node:crypto';
import { DomainError } from './domain-error';
import type { Decider, DomainEvent } from './decider';
import type { Clock } from './clock';
import {
  EventStore,
  ExpectedRevision,
  RecordedEvent,
  WrongExpectedRevisionError,
} from '../event-store/event-store.port';

export interface CommandMetadata {
  userId: string | null;
  correlationId: string;
  causationId?: string | null;
}

/**
 * A stream as `load` returns it. A caller that loaded it to check the rules before costly work
 * (hashing a draw's entrants) passes it to `execute` as `from`: the first decision is made on
 * it and appended at its revision, so the stream is not read twice; a concurrent writer still
 * makes the append fail, and the command is then decided again on the fresh state.
 */
export interface LoadedStream<S> {
  state: S;
  /** -1: the stream does not exist yet. */
  revision: number;
  position: number;
}

export interface ExecutionResult<E, S> {
  events: E[];
  state: S;
  /** Revision of the stream after the command (-1: the stream still does not exist). */
  revision: number;
  /** Global position of the last event written (or of the stream's last event when none). */
  position: number;
  /** Time of the decision (metadata.at of the events written). */
  at: string;
}

const toDomainEvent = <E extends DomainEvent>(e: RecordedEvent): E => ({ type: e.type, data: e.data, at: e.metadata.at }) as E;

/**
 * The write side's one loop (DESIGN.md): read the stream, fold it, decide, append with the
 * expected revision. A concurrent writer makes the append fail; the command is then decided
 * again on the fresh state (rules are re-checked), unless the caller pinned a revision
 * with If-Match, which turns the conflict into 412.
 */
export class StreamExecutor {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async load<E extends DomainEvent, S>(streamId: string, decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>): Promise<LoadedStream<S>> {
    const recorded = await this.store.readStream(streamId);
    const state = recorded.map((e) => toDomainEvent<E>(e)).reduce(decider.evolve, decider.initialState);
    const last = recorded[recorded.length - 1];
    return { state, revision: last ? last.revision : -1, position: last ? last.position : 0 };
  }

  async execute<C, E extends DomainEvent, S>(
    streamId: string,
    decider: Decider<C, E, S>,
    command: C,
    metadata: CommandMetadata,
    options: { ifMatch?: number; attempts?: number; from?: LoadedStream<S> } = {},
  ): Promise<ExecutionResult<E, S>> {
    const attempts = options.ifMatch !== undefined ? 1 : (options.attempts ?? 3);
    for (let attempt = 1; ; attempt++) {
      const { state, revision, position } = attempt === 1 && options.from ? options.from : await this.load(streamId, decider);
      if (options.ifMatch !== undefined && options.ifMatch !== revision) throw preconditionFailed();
      const now = this.clock.now();
      const events = decider.decide(command, state, { now, random: (n) => this.clock.random(n) });
      if (events.length === 0) return { events, state, revision, position, at: now.toISOString() };
      const expected: ExpectedRevision = revision === -1 ? 'no_stream' : revision;
      const at = now.toISOString();
      try {
        const result = await this.store.append(
          streamId,
          events.map((e) => ({
            id: randomUUID(),
            type: e.type,
            data: e.data as Record<string, unknown>,
            metadata: { userId: metadata.userId, correlationId: metadata.correlationId, causationId: metadata.causationId ?? null, at },
          })),
          expected,
        );
        const newState = events.map((e) => ({ ...e, at })).reduce(decider.evolve, state);
        return { events, state: newState, revision: result.revision, position: result.position, at };
      } catch (err) {
        if (!(err instanceof WrongExpectedRevisionError)) throw err;
        if (options.ifMatch !== undefined) throw preconditionFailed();
        if (attempt >= attempts) throw new DomainError('CONCURRENCY_CONFLICT', 'Outra alteração foi feita ao mesmo tempo. Tente novamente.');
      }
    }
  }
}

const preconditionFailed = () =>
  new DomainError('PRECONDITION_FAILED', 'Este registro foi alterado por outra pessoa. Recarregue e tente novamente.');
