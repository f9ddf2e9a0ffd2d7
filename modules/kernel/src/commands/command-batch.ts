import type { Clock } from '../clock/clock';
import {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  Position,
  comparePositions,
} from '../event-store/event-store';
import type { EventSchemaRegistry } from '../events/event-schema-registry';
import type { ExecuteRequest, ExecuteResult } from './command-executor';
import { decideCommand } from './decide-command';
import { Decider, DomainEvent, foldEvents } from './decider';

type BatchStream = {
  /** What the store holds: the expectation of the next append. */
  expectedRevision: ExpectedRevision;
  /** Every event of the stream, stored and pending, for folding. */
  events: DomainEvent[];
  pending: NewEvent[];
};

export type CommandBatchOptions = {
  /** Streams per `appendToStreams` call, so no one transaction holds readers of the log back long (default 250). */
  streamsPerAppend?: number;
  /** Called after each append with the number of streams and events it wrote. */
  onAppended?: (progress: { streams: number; events: number }) => void;
};

export type CommandBatchTotals = { streams: number; events: number; position: Position | null };

/**
 * Decides commands as the `CommandExecutor` does (the same deciders, every event checked against its
 * schema, the same metadata, stamped with its clock's time), against streams it keeps in memory, and appends them later in bulk:
 * many streams per transaction, and no wait for the read models. For bulk loads such as the demo
 * seed, where a round trip and a projection wait per command would take minutes. The caller flushes
 * and then lets the projections catch up once.
 *
 * A stream it has not seen is read from the store once, unless the command creates it (`newStream`):
 * then it is taken as empty, and the append's `no_stream` expectation refuses the flush if it exists.
 */
export class CommandBatch {
  private readonly streams = new Map<string, BatchStream>();
  private readonly streamsPerAppend: number;

  constructor(
    private readonly eventStore: EventStore,
    private readonly eventSchemas: EventSchemaRegistry,
    private readonly clock: Clock,
    private readonly options: CommandBatchOptions = {},
  ) {
    this.streamsPerAppend = options.streamsPerAppend ?? 250;
  }

  /** Decides and keeps the events for the next `flush`; `position` is null until then. */
  async execute<State, Command, Event extends DomainEvent>(
    request: ExecuteRequest<State, Command, Event>,
    { newStream = false }: { newStream?: boolean } = {},
  ): Promise<ExecuteResult<State, Event>> {
    const stream = newStream ? this.newStream(request.streamName) : await this.stream(request.streamName);
    const state = foldEvents(request.decider, stream.events as Event[]);
    const decision = decideCommand(request, state, this.eventSchemas, this.clock);
    stream.events.push(...decision.events);
    stream.pending.push(...decision.toAppend);
    return { events: decision.events, state: decision.state, position: null };
  }

  /** A stream's state with the batch's pending events folded in. */
  async load<State, Event extends DomainEvent>(
    streamName: string,
    decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  ): Promise<State> {
    return foldEvents(decider, (await this.stream(streamName)).events as Event[]);
  }

  /** Events not yet appended. */
  get pendingEvents(): number {
    let count = 0;
    for (const stream of this.streams.values()) count += stream.pending.length;
    return count;
  }

  /** Streams with events not yet appended. */
  get pendingStreams(): number {
    let count = 0;
    for (const stream of this.streams.values()) if (stream.pending.length > 0) count += 1;
    return count;
  }

  /**
   * Appends every pending event, `streamsPerAppend` streams per call. On a failure the streams of
   * the failed call keep their events (an atomic store wrote none of them), so a retry is safe: the
   * event ids make it idempotent.
   */
  async flush(): Promise<CommandBatchTotals> {
    const pending = [...this.streams.entries()].filter(([, stream]) => stream.pending.length > 0);
    const totals: CommandBatchTotals = { streams: 0, events: 0, position: null };
    for (let start = 0; start < pending.length; start += this.streamsPerAppend) {
      const chunk = pending.slice(start, start + this.streamsPerAppend);
      const results: AppendResult[] = await this.eventStore.appendToStreams(
        chunk.map(([streamName, stream]) => ({
          streamName,
          events: stream.pending,
          expectedRevision: stream.expectedRevision,
        })),
      );
      let events = 0;
      chunk.forEach(([, stream], index) => {
        const result = results[index]!;
        events += stream.pending.length;
        stream.expectedRevision = result.nextExpectedRevision;
        stream.pending = [];
        if (totals.position === null || comparePositions(result.position, totals.position) > 0)
          totals.position = result.position;
      });
      totals.streams += chunk.length;
      totals.events += events;
      this.options.onAppended?.({ streams: chunk.length, events });
    }
    return totals;
  }

  private newStream(streamName: string): BatchStream {
    if (this.streams.has(streamName)) throw new Error(`${streamName} is in this batch already, so it is not new`);
    const stream: BatchStream = { expectedRevision: 'no_stream', events: [], pending: [] };
    this.streams.set(streamName, stream);
    return stream;
  }

  private async stream(streamName: string): Promise<BatchStream> {
    const known = this.streams.get(streamName);
    if (known) return known;
    const recorded = this.eventSchemas.upcast(await this.eventStore.readStream(streamName));
    const last = recorded[recorded.length - 1];
    const stream: BatchStream = {
      expectedRevision: last ? last.revision : 'no_stream',
      events: recorded.map((event) => ({ type: event.type, data: event.data })),
      pending: [],
    };
    this.streams.set(streamName, stream);
    return stream;
  }
}
