import type { Clock } from '../clock/clock';
import { ConflictError } from '../errors/domain-errors';
import {
  EventStore,
  ExpectedRevision,
  Position,
  RecordedEvent,
  WrongExpectedVersionError,
} from '../event-store/event-store';
import type { EventSchemaRegistry } from '../events/event-schema-registry';
import { Decider, DomainEvent, foldEvents } from './decider';
import { decideCommand } from './decide-command';
import { FoldedStateCache } from './folded-state-cache';
import { markReadModelBehind } from './read-model-lag';

/** Who asked, for the event metadata (and so for the audit trail). */
export type Actor = { actorId: string; actorType: 'ADMIN' | 'READER' | 'SYSTEM' | 'VISITOR' };

export const SYSTEM_ACTOR: Actor = { actorId: 'system', actorType: 'SYSTEM' };
/** Someone not signed in, on the few public calls that record an event (e.g. Contact Us). */
export const VISITOR_ACTOR: Actor = { actorId: 'visitor', actorType: 'VISITOR' };

/** Lets the executor hold the HTTP response until the read models show the new events. */
export interface ProjectionAwaiter {
  /** False when the wait timed out before the read models showed them. */
  waitFor(position: Position, eventTypes: readonly string[]): Promise<boolean>;
  /** The same for every event of these types appended so far (the log's head). */
  catchUp(eventTypes: readonly string[]): Promise<boolean>;
}

export type ExecuteRequest<State, Command, Event extends DomainEvent> = {
  streamName: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  actor: Actor;
  correlationId?: string;
  /**
   * False: answer as soon as the events are appended, without waiting for the read models. For a
   * command whose caller reads the result from the stream itself (a practice session's own screens),
   * where the read models it feeds are read through `catchUpReadModels`.
   */
  awaitReadModels?: boolean;
};

export type ExecuteResult<State, Event> = {
  events: Event[];
  state: State;
  position: Position | null;
};

/**
 * Load, decide, append with the expected revision; on a concurrent write, decide once more against
 * the fresher state, then give up with a ConflictError. Afterwards wait (bounded) for the read
 * models, so the caller can answer from them and see its own write.
 *
 * Streams are read through the event schemas (older versions upcast to the current shape), and every
 * event a decider returns is checked against its schema before anything is appended: an unknown
 * type or a wrong shape is a programming error (a plain Error, so a 500) and writes nothing.
 *
 * The executor stamps every event with the time of its clock (`occurredAt` in the metadata), so no
 * caller passes a time. Services reach it through a `CommandHandler` bound once per aggregate.
 */
export class CommandExecutor {
  private readonly folded = new FoldedStateCache();

  constructor(
    private readonly eventStore: EventStore,
    private readonly eventSchemas: EventSchemaRegistry,
    private readonly projections: ProjectionAwaiter | null,
    private readonly clock: Clock,
  ) {}

  async execute<State, Command, Event extends DomainEvent>(
    request: ExecuteRequest<State, Command, Event>,
  ): Promise<ExecuteResult<State, Event>> {
    try {
      return await this.attempt(request);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
    try {
      return await this.attempt(request);
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw new ConflictError();
      throw error;
    }
  }

  private async attempt<State, Command, Event extends DomainEvent>(
    request: ExecuteRequest<State, Command, Event>,
  ): Promise<ExecuteResult<State, Event>> {
    const { streamName, decider } = request;
    const { state, revision, last } = await this.fold(streamName, decider);
    const decision = decideCommand(request, state, this.eventSchemas, this.clock);
    const { events } = decision;
    if (events.length === 0) {
      // Nothing new (a repeat of a command already done): the caller still reads what the stream holds,
      // so wait as for the write that made it, should that write still be on its way to the read models.
      if (last && request.awaitReadModels !== false) await this.projections?.waitFor(last.position, [last.type]);
      return { events, state, position: null };
    }
    const expectedRevision: ExpectedRevision = revision ?? 'no_stream';
    const { position, nextExpectedRevision } = await this.eventStore.appendToStream(streamName, decision.toAppend, {
      expectedRevision,
    });
    this.folded.set(decider, streamName, {
      revision: nextExpectedRevision,
      state: decision.state,
      last: { position, type: events.at(-1)!.type },
    });
    if (request.awaitReadModels !== false) {
      const shown = await this.projections?.waitFor(position, [...new Set(events.map((event) => event.type))]);
      if (shown === false) markReadModelBehind();
    }
    return { events, state: decision.state, position };
  }

  /**
   * Waits (bounded) until the read models fed by these event types show every event appended so
   * far: the read side of a command that did not wait (`awaitReadModels: false`), so a list or a
   * count read afterwards still shows the caller's own writes. False when it gave up waiting (the
   * caller then reads what there is).
   */
  async catchUpReadModels(eventTypes: readonly string[]): Promise<boolean> {
    return this.projections ? this.projections.catchUp(eventTypes) : true;
  }

  /** Reads a stream and folds it, for commands that only need to look (e.g. does the parent exist). */
  async load<State, Event extends DomainEvent>(
    streamName: string,
    decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  ): Promise<State> {
    return (await this.fold(streamName, decider)).state;
  }

  /**
   * The stream's state and the revision of its last event (null: no stream yet): the state cached
   * for it, brought up to date with the events after it, or folded from the start.
   */
  private async fold<State, Event extends DomainEvent>(
    streamName: string,
    decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  ): Promise<{ state: State; revision: bigint | null; last: LastEvent | null }> {
    const cached = this.folded.get(decider, streamName);
    const recorded = await this.readStream(streamName, cached ? cached.revision + 1n : undefined);
    const newer = recorded.map((event) => asDomainEvent<Event>(event));
    const state = cached ? newer.reduce(decider.evolve, cached.state as State) : foldEvents(decider, newer);
    const newest = recorded.at(-1);
    const revision = newest?.revision ?? cached?.revision ?? null;
    const last = newest ? { position: newest.position, type: newest.type } : (cached?.last ?? null);
    if (revision !== null && newest) this.folded.set(decider, streamName, { revision, state, last });
    return { state, revision, last };
  }

  /** A stream's events (from a revision on) in their current shapes. */
  private async readStream(streamName: string, fromRevision?: bigint): Promise<readonly RecordedEvent[]> {
    return this.eventSchemas.upcast(
      await this.eventStore.readStream(streamName, fromRevision === undefined ? {} : { fromRevision }),
    );
  }
}

/** Where a stream's last event stands in the log, and its type: what a repeat waits for. */
type LastEvent = { position: Position; type: string };

function asDomainEvent<Event extends DomainEvent>(event: RecordedEvent): Event {
  return { type: event.type, data: event.data } as Event;
}
