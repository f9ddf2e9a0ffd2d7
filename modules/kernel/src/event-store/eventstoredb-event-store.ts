import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  Filter,
  FORWARDS,
  JSONType,
  NO_STREAM,
  Position as EsdbPosition,
  ReadPosition,
  START as ESDB_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  excludeSystemEvents,
  eventTypeFilter,
  jsonEvent,
  streamNameFilter,
  type AppendExpectedRevision,
  type AllStreamRecordedEvent,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { newId } from '../ids/ids';
import { DeliveryContext } from './delivery-context';
import {
  AllFilter,
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  NewEvent,
  Position,
  ReadStreamOptions,
  RecordedEvent,
  START,
  StreamAppend,
  SubscribeOptions,
  Subscription,
  WrongExpectedVersionError,
  assertDistinctStreams,
  comparePositions,
  formatPosition,
  parsePosition,
  streamCategory,
} from './event-store';

/** EventStoreDB has no schema version of its own; it rides in the metadata under this key. */
const SCHEMA_VERSION_KEY = 'schemaVersion';
const READ_ALL_PAGE = 500;
const RESUBSCRIBE_AFTER_MS = 1_000;

type EsdbRecordedEvent = NonNullable<ResolvedEvent['event']>;

/**
 * The `EventStore` port on EventStoreDB. Positions are the commit and prepare positions of `$all`;
 * system streams and events ($-prefixed) are never returned.
 */
export class EventStoreDbEventStore implements EventStore {
  constructor(
    private readonly client: EventStoreDBClient,
    private readonly ownsClient = false,
  ) {}

  static fromConnectionString(connectionString: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString), true);
  }

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(streamName, events.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(expectedRevision),
      });
      const position = result.position
        ? toPosition(result.position)
        : await this.positionOf(streamName, result.nextExpectedRevision);
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        const actual = error.actualVersion;
        throw new WrongExpectedVersionError(
          streamName,
          expectedRevision,
          actual === NO_STREAM || actual < 0n ? 'no_stream' : actual,
        );
      }
      throw error;
    }
  }

  /** EventStoreDB has no transaction across streams: one append per stream, in turn. */
  readonly atomicMultiStreamAppends = false;
  readonly announcesAppends = false;

  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    assertDistinctStreams(appends);
    const results: AppendResult[] = [];
    for (const { streamName, events, expectedRevision } of appends) {
      results.push(await this.appendToStream(streamName, events, { expectedRevision }));
    }
    return results;
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamName, {
        fromRevision: options.fromRevision ?? ESDB_START,
        direction: FORWARDS,
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of read) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(from: Position, maxCount: number, filter: AllFilter = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let cursor: ReadPosition = toReadPosition(from);
    let excludedPosition: Position | null = from === START ? null : from;
    while (events.length < maxCount) {
      const page = await this.readAllPage(cursor);
      const fresh = page.filter((event) => toPosition(event.position) !== excludedPosition);
      if (fresh.length === 0) break;
      for (const event of fresh) {
        if (events.length < maxCount && isVisible(event) && matches(event, filter)) events.push(toRecordedEvent(event));
      }
      const last = fresh[fresh.length - 1]!;
      cursor = last.position;
      excludedPosition = toPosition(last.position);
    }
    return events;
  }

  /** One page of `$all` from a position, inclusive, as EventStoreDB reads it. */
  private async readAllPage(from: ReadPosition): Promise<AllStreamRecordedEvent[]> {
    const page: AllStreamRecordedEvent[] = [];
    for await (const resolved of this.client.readAll({
      fromPosition: from,
      maxCount: READ_ALL_PAGE,
      direction: FORWARDS,
    })) {
      if (resolved.event) page.push(resolved.event);
    }
    return page;
  }

  async headPosition(): Promise<Position> {
    let from: ReadPosition = END;
    for (;;) {
      const page: AllStreamRecordedEvent[] = [];
      for await (const resolved of this.client.readAll({
        fromPosition: from,
        maxCount: READ_ALL_PAGE,
        direction: BACKWARDS,
      })) {
        if (resolved.event) page.push(resolved.event);
      }
      const visible = page.find(isVisible);
      if (visible) return toPosition(visible.position);
      if (page.length < READ_ALL_PAGE) return START;
      from = page[page.length - 1]!.position;
    }
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    return new EventStoreDbSubscription(this.client, options);
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.dispose();
  }

  /** EventStoreDB leaves out the position of an idempotent append: look it up from the event. */
  private async positionOf(streamName: string, revision: bigint): Promise<Position> {
    for await (const resolved of this.client.readStream(streamName, { fromRevision: revision, maxCount: 1 })) {
      const position = resolved.event?.position;
      if (position) return toPosition(position);
    }
    throw new Error(`No position for revision ${revision} of ${streamName}`);
  }
}

const delivery = new DeliveryContext<EventStoreDbSubscription>();

/** Follows `$all` with a catch-up subscription, resubscribing from the last delivered position on error. */
class EventStoreDbSubscription implements Subscription {
  private stopped = false;
  private current: { unsubscribe(): Promise<void> } | null = null;
  private wake: (() => void) | null = null;
  private readonly done: Promise<void>;

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly options: SubscribeOptions,
  ) {
    this.done = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.current?.unsubscribe().catch(() => undefined);
    // From inside onEvents the loop ends as soon as the handler returns; waiting here would deadlock.
    if (delivery.isInside(this)) return;
    await this.done;
  }

  private async run(): Promise<void> {
    let position = this.options.from;
    while (!this.stopped) {
      try {
        position = await this.follow(position);
        // The server ended the subscription without being asked: follow again, without spinning.
        if (!this.stopped) await this.pause(RESUBSCRIBE_AFTER_MS);
      } catch (error) {
        if (this.stopped) break;
        this.options.onError?.(error);
        await this.pause(RESUBSCRIBE_AFTER_MS);
      }
    }
  }

  /** Delivers until the subscription ends; returns the position of the last event delivered. */
  private async follow(from: Position): Promise<Position> {
    let position = from;
    const subscription = this.client.subscribeToAll({
      fromPosition: toReadPosition(from),
      filter: serverFilter(this.options.filter),
    });
    this.current = subscription;
    try {
      for await (const resolved of subscription) {
        if (this.stopped) break;
        const event = resolved.event;
        if (!event || !isVisible(event) || !matches(event, this.options.filter ?? {})) continue;
        const eventPosition = toPosition(event.position);
        // Delivered before a resubscription, or the `from` event itself: never twice.
        if (comparePositions(eventPosition, position) <= 0) continue;
        await delivery.run(this, () => this.options.onEvents([toRecordedEvent(event)]));
        position = eventPosition;
      }
    } finally {
      this.current = null;
      await subscription.unsubscribe().catch(() => undefined);
    }
    return position;
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = finish;
    });
  }
}

/** The server filters on one thing; the other filter, if any, is applied as events arrive. */
function serverFilter(filter: AllFilter = {}): Filter {
  if (filter.eventTypes) return eventTypeFilter({ regex: `^(${filter.eventTypes.map(escapeRegex).join('|')})$` });
  if (filter.categories) {
    return streamNameFilter({ regex: `^(${filter.categories.map(escapeRegex).join('|')})(-|$)` });
  }
  return excludeSystemEvents();
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isVisible(event: EsdbRecordedEvent): boolean {
  return !event.type.startsWith('$') && !event.streamId.startsWith('$');
}

function matches(event: EsdbRecordedEvent, filter: AllFilter): boolean {
  if (filter.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter.categories && !filter.categories.includes(streamCategory(event.streamId))) return false;
  return true;
}

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return expected;
}

function toEventData(event: NewEvent) {
  const metadata: EventMetadata = { ...event.metadata, [SCHEMA_VERSION_KEY]: event.schemaVersion ?? 1 };
  // The client JSON-encodes data of any shape; its type only admits objects, arrays and strings.
  return jsonEvent({
    id: event.eventId ?? newId(),
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata,
  });
}

function toRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
  const { [SCHEMA_VERSION_KEY]: schemaVersion, ...metadata } = readMetadata(event);
  if (!event.position) throw new Error(`EventStoreDB returned event ${event.id} without a position`);
  return {
    eventId: event.id,
    type: event.type,
    data: event.data,
    metadata,
    schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : 1,
    streamName: event.streamId,
    revision: event.revision,
    position: toPosition(event.position),
    createdAt: event.created,
  };
}

function readMetadata(event: EsdbRecordedEvent): EventMetadata {
  const metadata = event.metadata;
  return metadata && typeof metadata === 'object' && !Array.isArray(metadata) && !(metadata instanceof Uint8Array)
    ? (metadata as EventMetadata)
    : {};
}

function toPosition(position: EsdbPosition): Position {
  return formatPosition(position.commit, position.prepare);
}

function toReadPosition(position: Position): ReadPosition {
  if (position === START) return ESDB_START;
  const { major, minor } = parsePosition(position);
  return { commit: major, prepare: minor };
}
