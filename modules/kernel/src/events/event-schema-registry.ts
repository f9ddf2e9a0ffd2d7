import type { DomainEvent } from '../commands/decider';
import type { RecordedEvent } from '../event-store/event-store';
import type { EventSchema } from './event-schema';

/**
 * What readers of the log need (the projection runner, replay): events in their current shape.
 * Returns the same array when no event in it is of an older version, so the common case allocates
 * nothing; events of types it does not know pass through unchanged.
 */
export interface EventUpcaster {
  upcast(events: readonly RecordedEvent[]): readonly RecordedEvent[];
}

/**
 * Every event type the application records, with its schema (built once by each composition root
 * from the modules' lists, e.g. `catalogEventSchemas`).
 *
 * - Before an append, `check` refuses an event whose type has no schema or whose data does not
 *   match it, and names the version to store with it. Both are programming errors (input is
 *   validated by the controllers' schemas and the deciders first), so they throw a plain Error: 500.
 * - On reading, `upcast` brings events stored at an older version to the current shape, one
 *   upcaster at a time, and checks the result against the current schema (only events that were
 *   upcast are parsed: the hot path is one map lookup per event). Events stored without a version
 *   are version 1.
 */
export class EventSchemaRegistry implements EventUpcaster {
  private readonly schemas = new Map<string, EventSchema>();

  constructor(schemas: Iterable<EventSchema>) {
    for (const schema of schemas) {
      if (this.schemas.has(schema.type))
        throw new Error(`Event ${schema.type} has two schemas; each event type is declared once`);
      this.schemas.set(schema.type, schema);
    }
  }

  /** The registered event types, in registration order. */
  get types(): string[] {
    return [...this.schemas.keys()];
  }

  has(type: string): boolean {
    return this.schemas.has(type);
  }

  schemaOf(type: string): EventSchema | undefined {
    return this.schemas.get(type);
  }

  /** Throws unless the event's type is registered and its data matches; returns the schema version to store. */
  check(event: DomainEvent): number {
    const schema = this.schemas.get(event.type);
    if (!schema)
      throw new Error(
        `Event ${event.type} has no schema: declare it with defineEvent and register it in the module's event schema list`,
      );
    const result = schema.data.safeParse(event.data);
    if (!result.success)
      throw new Error(
        `Event ${event.type} does not match its schema (version ${schema.version}): ${describeIssues(result.error.issues)}`,
      );
    return schema.version;
  }

  upcast(events: readonly RecordedEvent[]): readonly RecordedEvent[] {
    let upcast: RecordedEvent[] | null = null;
    for (let index = 0; index < events.length; index += 1) {
      const event = events[index]!;
      const schema = this.schemas.get(event.type);
      if (schema === undefined || event.schemaVersion === schema.version) continue;
      upcast ??= events.slice();
      upcast[index] = {
        ...event,
        data: this.upcastData(schema, event.schemaVersion, event.data),
        schemaVersion: schema.version,
      };
    }
    return upcast ?? events;
  }

  private upcastData(schema: EventSchema, storedVersion: number, data: unknown): unknown {
    if (!Number.isInteger(storedVersion) || storedVersion < 1 || storedVersion > schema.version) {
      throw new Error(
        `Event ${schema.type} was stored at schema version ${storedVersion}, which this code does not know (it knows 1 to ${schema.version})`,
      );
    }
    let current = data;
    for (let version = storedVersion; version < schema.version; version += 1)
      current = schema.upcast[version]!(current as never);
    const result = schema.data.safeParse(current);
    if (!result.success) {
      throw new Error(
        `Event ${schema.type} upcast from version ${storedVersion} does not match version ${schema.version}: ${describeIssues(result.error.issues)}`,
      );
    }
    return result.data;
  }
}

/** Paths and messages only: the data itself may hold secrets (password hashes) and stays out of logs. */
function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : '(data)'}: ${issue.message}`)
    .join('; ');
}
