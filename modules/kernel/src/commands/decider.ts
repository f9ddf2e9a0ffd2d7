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

type Existing<State> = Extract<State, { exists: true }>;
type DataOf<Event extends DomainEvent, Type extends Event['type']> = Extract<Event, { type: Type }>['data'];

/**
 * The evolve of an aggregate its first event creates: `created` builds the state from that event's data;
 * each other event changes the existing state by what `changes` gives for its type (an event not listed
 * there changes nothing), and nothing happens before the aggregate exists.
 */
export function evolveCreated<
  State extends { exists: boolean },
  Event extends DomainEvent,
  Created extends Event['type'],
>(
  createdType: Created,
  created: (data: DataOf<Event, Created>) => NoInfer<Existing<State>>,
  changes: {
    [Type in Exclude<Event['type'], Created>]?: (
      data: DataOf<Event, Type>,
      state: NoInfer<Existing<State>>,
    ) => NoInfer<Partial<Existing<State>>>;
  },
): (state: State, event: Event) => State {
  return (state, event) => {
    if (event.type === createdType) return created(event.data as DataOf<Event, Created>);
    if (!state.exists) return state;
    const change = changes[event.type as Exclude<Event['type'], Created>] as
      ((data: unknown, state: Existing<State>) => Partial<Existing<State>>) | undefined;
    return change ? ({ ...state, ...change(event.data, state as Existing<State>) } as State) : state;
  };
}
