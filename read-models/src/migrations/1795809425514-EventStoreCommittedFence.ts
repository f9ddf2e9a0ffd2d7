import { Kysely, sql } from 'kysely';
import { committedFenceFunctionSql, dropCommittedFenceFunctionSql } from '@notebook/kernel';

/** The committed fence reads only the event store's own writers (issue 30): `event_store.committed_fence()`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(committedFenceFunctionSql).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(dropCommittedFenceFunctionSql).execute(db);
}
