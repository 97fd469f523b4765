/** A domain event before it is recorded: what happened, in the context's own terms. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  /** Time of the decision (metadata.at), present when the event is read back from the store. */
  at?: string;
}

/** Inputs that are not pure: handlers pass them in, deciders never read clocks or RNGs. */
export interface DecisionContext {
  now: Date;
  /** n random bytes. */
  random: (n: number) => Uint8Array;
}

export interface Decider<C, E extends DomainEvent, S> {
  initialState: S;
  decide(command: C, state: S, context: DecisionContext): E[];
  evolve(state: S, event: E): S;
}

export function fold<E extends DomainEvent, S>(decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>, events: E[]): S {
  return events.reduce(decider.evolve, decider.initialState);
}
