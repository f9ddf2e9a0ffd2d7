/**
 * The event store port. Its semantics mirror EventStoreDB's so that either adapter can stand
 * behind it: 0-based stream revisions, expected-revision guards, idempotent appends by event id,
 * and an opaque global `Position` whose text order equals log order.
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export type EventMetadata = {
  actorId?: string;
  actorType?: string;
  correlationId?: string;
  causationId?: string;
  occurredAt?: string;
  [key: string]: unknown;
};

/** An event about to be appended. `eventId` makes a retried append idempotent. */
export type NewEvent<Type extends string = string, Data = unknown> = {
  eventId?: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
  schemaVersion?: number;
};

export type RecordedEvent<Type extends string = string, Data = unknown> = {
  eventId: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  schemaVersion: number;
  streamName: string;
  revision: bigint;
  position: Position;
  createdAt: Date;
};

/**
 * Text of the form `AAAAAAAAAAAAAAAAAAAA:BBBBBBBBBBBBBBBBBBBB` (two zero-padded 20-digit numbers).
 * PostgreSQL: transaction id and global sequence. EventStoreDB: commit and prepare positions.
 */
export type Position = string;

export const START: Position = formatPosition(0n, 0n);

export function formatPosition(major: bigint, minor: bigint): Position {
  return `${major.toString().padStart(20, '0')}:${minor.toString().padStart(20, '0')}`;
}

export function parsePosition(position: Position): { major: bigint; minor: bigint } {
  const match = /^(\d{20}):(\d{20})$/.exec(position);
  if (!match) throw new Error(`Not an event store position: ${position}`);
  return { major: BigInt(match[1]!), minor: BigInt(match[2]!) };
}

export function comparePositions(a: Position, b: Position): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export type AppendResult = { nextExpectedRevision: bigint; position: Position };

/** One stream's part of `appendToStreams`. */
export type StreamAppend = { streamName: string; events: readonly NewEvent[]; expectedRevision: ExpectedRevision };

export type ReadStreamOptions = { fromRevision?: bigint; maxCount?: number };

export type AllFilter = {
  /** Only events of these types. */
  eventTypes?: readonly string[];
  /** Only events of streams whose category (the part before the first '-') is one of these. */
  categories?: readonly string[];
};

export type SubscribeOptions = {
  /** Exclusive: the subscription delivers events after this position. */
  from: Position;
  filter?: AllFilter;
  maxBatchSize?: number;
  /** Called for each batch in log order; the next batch waits until the promise settles. */
  onEvents: (events: RecordedEvent[]) => Promise<void>;
  onError?: (error: unknown) => void;
};

export interface Subscription {
  stop(): Promise<void>;
}

export interface EventStore {
  appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /**
   * Appends to many streams at once (a bulk load such as the demo seed), each with its own
   * expectation; results in the order of `appends`. A stream may appear once. When
   * `atomicMultiStreamAppends` is true the appends commit together or not at all (PostgreSQL: one
   * transaction); otherwise they are made one stream after the other and a failure leaves the
   * earlier ones appended (EventStoreDB has no multi-stream transaction). Either way a failed
   * expectation throws `WrongExpectedVersionError` for its stream, and a retry with the same event
   * ids is idempotent.
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  readonly atomicMultiStreamAppends: boolean;
  /**
   * Whether every append is announced to other connections once committed (PostgreSQL: a NOTIFY on
   * `event_store_appended`), so a projection runner need not poll often; EventStoreDB's is not.
   */
  readonly announcesAppends: boolean;
  /** Events of one stream in revision order; an empty array when the stream does not exist. */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Up to `maxCount` committed events after `from` (exclusive), in log order. */
  readAll(from: Position, maxCount: number, filter?: AllFilter): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** The position of the last event a reader of the whole log can see now. */
  headPosition(): Promise<Position>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Wrong expected version on ${streamName}: expected ${String(expected)}, actual ${String(actual)}`);
  }
}

/** `category-id` is EventStoreDB's stream naming convention; the category is the part before '-'. */
export function streamCategory(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash === -1 ? streamName : streamName.slice(0, dash);
}

export function streamName(category: string, id: string): string {
  return `${category}-${id}`;
}

/** `appendToStreams` takes each stream once: two appends to one stream would race their expectations. */
export function assertDistinctStreams(appends: readonly StreamAppend[]): void {
  const names = new Set(appends.map((append) => append.streamName));
  if (names.size !== appends.length) throw new Error('appendToStreams names a stream more than once');
}
