import type { Clock } from '../clock/clock';
import type { NewEvent } from '../event-store/event-store';
import type { EventSchemaRegistry } from '../events/event-schema-registry';
import { newId } from '../ids/ids';
import type { ExecuteRequest } from './command-executor';
import type { DomainEvent } from './decider';

export type Decision<State, Event> = {
  /** What the decider decided (empty: nothing to record). */
  events: Event[];
  /** The state with those events folded in. */
  state: State;
  /** The same events ready to append: each checked against its schema, stamped with the actor, a correlation id and the clock's time. */
  toAppend: NewEvent[];
};

/**
 * One command against the state of its stream: decide, check every event against its schema and
 * stamp the metadata. The one place this happens for the `CommandExecutor` (one stream per call) and
 * the `CommandBatch` (bulk loads); they differ only in where the state comes from and when they append.
 */
export function decideCommand<State, Command, Event extends DomainEvent>(
  request: ExecuteRequest<State, Command, Event>,
  state: State,
  eventSchemas: EventSchemaRegistry,
  clock: Clock,
): Decision<State, Event> {
  const events = request.decider.decide(request.command, state);
  if (events.length === 0) return { events, state, toAppend: [] };
  const schemaVersions = events.map((event) => eventSchemas.check(event));
  const metadata = {
    actorId: request.actor.actorId,
    actorType: request.actor.actorType,
    correlationId: request.correlationId ?? newId(),
    occurredAt: clock.now().toISOString(),
  };
  return {
    events,
    state: events.reduce(request.decider.evolve, state),
    toAppend: events.map((event, index) => ({
      eventId: newId(),
      type: event.type,
      data: event.data,
      metadata,
      schemaVersion: schemaVersions[index],
    })),
  };
}
