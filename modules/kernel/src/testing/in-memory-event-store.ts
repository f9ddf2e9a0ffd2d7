import {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadStreamOptions,
  RecordedEvent,
  WrongExpectedVersionError,
  formatPosition,
} from '../event-store/event-store';

/**
 * Streams in a Map, for unit specs of the command path: appends honour the expected revision like
 * the real stores (so a concurrent write is a WrongExpectedVersionError); the global log is not kept.
 * `appends` counts append calls, so a spec can prove that a refused command wrote nothing.
 */
export class InMemoryEventStore implements EventStore {
  readonly streams = new Map<string, RecordedEvent[]>();
  appends = 0;

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    this.appends += 1;
    const stream = this.streams.get(streamName) ?? [];
    const actual = stream.length === 0 ? 'no_stream' : BigInt(stream.length - 1);
    if (options.expectedRevision !== 'any' && options.expectedRevision !== actual)
      throw new WrongExpectedVersionError(streamName, options.expectedRevision, actual);
    for (const event of events) {
      const revision = BigInt(stream.length);
      stream.push({
        eventId: `e-${this.appends}-${revision}`,
        type: event.type,
        data: event.data,
        metadata: event.metadata ?? {},
        schemaVersion: event.schemaVersion ?? 1,
        streamName,
        revision,
        position: formatPosition(0n, revision),
        createdAt: new Date(),
      });
    }
    this.streams.set(streamName, stream);
    return { nextExpectedRevision: BigInt(stream.length - 1), position: stream.at(-1)!.position };
  }

  /** `reads` counts the events handed out, so a spec can prove a read started past what it knew. */
  reads = 0;

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = Number(options.fromRevision ?? 0n);
    const events = (this.streams.get(streamName) ?? []).slice(
      from,
      options.maxCount === undefined ? undefined : from + options.maxCount,
    );
    this.reads += events.length;
    return events;
  }

  readonly atomicMultiStreamAppends = false;
  readonly announcesAppends = false;

  appendToStreams(): never {
    throw new Error('not used');
  }
  readAll(): never {
    throw new Error('not used');
  }
  subscribeToAll(): never {
    throw new Error('not used');
  }
  headPosition(): never {
    throw new Error('not used');
  }
  async close(): Promise<void> {}
}
