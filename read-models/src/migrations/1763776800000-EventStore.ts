import { Kysely, sql } from 'kysely';
import { createEventStoreSchemaSql, dropEventStoreSchemaSql } from '@notebook/kernel';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(createEventStoreSchemaSql).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(dropEventStoreSchemaSql).execute(db);
}
