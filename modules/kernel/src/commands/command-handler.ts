import type { Actor, CommandExecutor, ExecuteResult } from './command-executor';
import type { Decider, DomainEvent } from './decider';

/**
 * One aggregate's command path, bound once where its decider is defined (emmett's
 * DeciderCommandHandler): the decider and how an id names the aggregate's stream. Services hand it
 * the executor (which owns the store and the clock), the id, the command and who asks; they never
 * spell out a stream, a decider or a time again.
 *
 * `Id` is `void` for an aggregate with one stream (e.g. the order of the chapter groups).
 */
export type CommandHandler<State, Command, Event extends DomainEvent, Id = string> = {
  readonly decider: Decider<State, Command, Event>;
  readonly streamName: (id: Id) => string;
  /** Load the stream, decide, append at the expected revision, wait for the read models (unless told not to). */
  handle(
    executor: CommandExecutor,
    id: Id,
    command: Command,
    actor: Actor,
    options?: { awaitReadModels?: boolean },
  ): Promise<ExecuteResult<State, Event>>;
  /** The aggregate's current state, for commands that only need to look (does the parent exist?). */
  load(executor: CommandExecutor, id: Id): Promise<State>;
};

export function commandHandler<State, Command, Event extends DomainEvent, Id = string>(options: {
  decider: Decider<State, Command, Event>;
  streamName: (id: Id) => string;
}): CommandHandler<State, Command, Event, Id> {
  const { decider, streamName } = options;
  return {
    decider,
    streamName,
    handle: (executor, id, command, actor, options) =>
      executor.execute({ streamName: streamName(id), decider, command, actor, ...options }),
    load: (executor, id) => executor.load(streamName(id), decider),
  };
}
