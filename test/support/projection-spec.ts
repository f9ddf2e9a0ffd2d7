import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DomainEvent, EventMetadata, RecordedEvent } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { createTestDatabase, type TestDatabase } from './test-database';

/** An event as a spec gives it: the domain event, and the metadata the executor would stamp when it matters. */
export type GivenEvent<E extends DomainEvent> = E & { metadata?: EventMetadata };

export type ProjectionSpec<E extends DomainEvent> = {
  /** The read model, to query in the "then" part. */
  readonly db: Kysely<Database>;
  /** Hands the events to the projection as ONE batch, in one transaction, as the runner would. */
  given(...events: GivenEvent<E>[]): Promise<void>;
};

/**
 * Given events → then rows, for one projection, against a real migrated PostgreSQL database of the
 * file's own. Each test starts with the projection's tables empty. The projection's `handle` is called
 * directly (no event store, no runner), so a spec reads as the projection's rules and nothing else:
 *
 *   const spec = projectionSpec(catalogProjection);
 *   it('numbers topics across chapters', async () => {
 *     await spec.given(groupCreated, chapterCreated, topicCreated);
 *     expect(await spec.db.selectFrom('topic').select('topic_index').execute()).toEqual([{ topic_index: 1 }]);
 *   });
 */
export function projectionSpec<E extends DomainEvent>(projection: Projection<E>): ProjectionSpec<E> {
  let database: TestDatabase | undefined;
  let sequence = 0;
  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 2 });
  });
  afterAll(async () => database?.drop());
  beforeEach(async () => {
    await sql`TRUNCATE ${sql.join(projection.tables.map((table) => sql.table(table)))}`.execute(opened().db);
  });

  function opened(): TestDatabase {
    if (!database)
      throw new Error(
        'projectionSpec: the database is not ready (call it at the top of a describe, not inside a test)',
      );
    return database;
  }

  const recorded = (event: GivenEvent<E>) => recordedForSpec(event, ++sequence);

  return {
    get db() {
      return opened().db;
    },
    async given(...events) {
      await opened()
        .db.transaction()
        .execute((trx) => projection.handle(events.map(recorded), trx));
    },
  };
}

/**
 * `event` as the store would have recorded it, the `sequence`-th of the spec: a fresh id, one
 * second after the one before (from 2026-01-01), its own stream, and a position in log order.
 */
export function recordedForSpec<E extends DomainEvent>(event: GivenEvent<E>, sequence: number): Recorded<E> {
  const { metadata, ...domainEvent } = event;
  const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, sequence));
  const record: RecordedEvent = {
    ...domainEvent,
    eventId: randomUUID(),
    metadata: { occurredAt: createdAt.toISOString(), actorId: 'spec', ...metadata },
    schemaVersion: 1,
    streamName: `spec-${sequence}`,
    revision: 0n,
    position: `${String(sequence).padStart(20, '0')}:${String(sequence).padStart(20, '0')}`,
    createdAt,
  };
  return record as Recorded<E>;
}
