import { Messages } from '@notebook/contracts';
import { type CommandHandler, commandHandler } from './command-handler';
import type { Decider, DomainEvent } from './decider';
import { ValidationError } from '../errors/domain-errors';

/** A new order must name every current item exactly once, and nothing else (every reorder's rule). */
export function sameMembers(proposed: readonly string[], current: readonly string[], field: string): void {
  const proposedSet = new Set(proposed);
  const valid =
    proposedSet.size === proposed.length &&
    proposed.length === current.length &&
    current.every((id) => proposedSet.has(id));
  if (!valid) throw new ValidationError(Messages.newOrderListsEveryItem, field);
}

/** A reorder of a whole list: the new order, and the members as the read model holds them now. */
export type ListReorder<Type extends string, Field extends string, CurrentField extends string> = {
  type: Type;
  data: Record<Field | CurrentField, string[]>;
};

/**
 * The order of a whole list (all chapter groups, all pricing terms), decided on one small stream of its
 * own so that concurrent reorders conflict cleanly. Stateless: a new order names every current member once.
 */
export function listOrderCommands<
  const Type extends string,
  const Field extends string,
  const CurrentField extends string,
  Event extends DomainEvent,
>(options: {
  command: Type;
  field: Field;
  currentField: CurrentField;
  streamName: string;
  reordered: (ids: string[]) => Event;
}): CommandHandler<null, ListReorder<Type, Field, CurrentField>, Event, void> {
  const { field, currentField, streamName, reordered } = options;
  const decider: Decider<null, ListReorder<Type, Field, CurrentField>, Event> = {
    initialState: () => null,
    evolve: (state) => state,
    decide(command) {
      sameMembers(command.data[field], command.data[currentField], field);
      return [reordered(command.data[field])];
    },
  };
  return commandHandler<null, ListReorder<Type, Field, CurrentField>, Event, void>({
    decider,
    streamName: () => streamName,
  });
}
