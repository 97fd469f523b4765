import { Decider, DomainEvent, fold } from '../../src/platform/ddd/decider';
import { DomainError } from '../../src/platform/ddd/domain-error';

/** What a call threw; fails the test when it threw nothing. */
export function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('esperava um DomainError, mas decide não lançou nada');
}

/**
 * given(past events).when(command, now?).then(new events | error code), with a fixed clock
 * and zeroed random bytes (DESIGN.md: deciders are tested with a fixed clock and seed).
 * Past events without `at` get `defaultAt`, for deciders that read the time of their history.
 */
export function deciderSpec<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, clock: { now: Date; defaultAt?: string }) {
  const decideAfter = (history: Array<E & { at?: string }>, command: C, now: Date = clock.now) =>
    decider.decide(command, fold(decider, history.map((e) => ({ ...e, at: e.at ?? clock.defaultAt }))), { now, random: (n) => new Uint8Array(n) });

  const given = (history: Array<E & { at?: string }>) => ({
    when: (command: C, now: Date = clock.now) => {
      const decide = () => decideAfter(history, command, now);
      return {
        then: (expected: E[] | string) => {
          if (typeof expected !== 'string') return expect(decide()).toEqual(expected);
          const err = thrownBy(decide);
          expect(err).toBeInstanceOf(DomainError);
          expect((err as DomainError).code).toBe(expected);
        },
        error: () => thrownBy(decide) as DomainError,
      };
    },
  });
  return { given, decideAfter };
}
