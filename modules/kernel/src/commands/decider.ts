/** An event as a decider sees it: a type tag and its data. */
export type DomainEvent<Type extends string = string, Data = unknown> = { type: Type; data: Data };

/**
 * An aggregate as three pure functions (emmett's decider). `decide` returns the events a command
 * causes or throws a DomainError; `evolve` folds an event into state. No I/O in either.
 */
export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
};

export function foldEvents<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
