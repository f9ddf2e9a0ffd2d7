import { Pool } from 'pg';
import { EventStore } from './event-store';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { PostgresEventStore, PostgresEventStoreOptions } from './postgres-event-store';

export type CreateEventStoreOptions = {
  pool: Pool;
  databaseUrl: string;
  /** `esdb://...`: use EventStoreDB; otherwise the PostgreSQL store in the application database. */
  eventStoreUrl?: string;
  postgres?: PostgresEventStoreOptions;
};

export function createEventStore({ pool, databaseUrl, eventStoreUrl, postgres }: CreateEventStoreOptions): EventStore {
  if (eventStoreUrl) return EventStoreDbEventStore.fromConnectionString(eventStoreUrl);
  return new PostgresEventStore(pool, databaseUrl, postgres);
}
