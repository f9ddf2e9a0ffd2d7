import { Messages } from '@notebook/contracts';
import { ConflictError, NotFoundError } from '../errors/domain-errors';

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

/** A create's guard: nothing is recorded under the id yet (409, "… already exists"). */
export function assertCreatable(state: { exists: boolean }, name: string): void {
  if (state.exists) throw new ConflictError(Messages.alreadyExists(name));
}

/** Every other command's guard: the aggregate exists (404 with the message and field given). */
export function assertExists<State extends { exists: boolean }>(
  state: State,
  message: string,
  field?: string,
): asserts state is Extract<State, { exists: true }> {
  if (!state.exists) throw new NotFoundError(message, field);
}
