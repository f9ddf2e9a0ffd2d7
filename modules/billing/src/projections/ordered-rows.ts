import { type Transaction, sql } from 'kysely';
import type { Database } from '@notebook/read-models';

type OrderedTable = 'pricing_plan' | 'pricing_category' | 'pricing_term';

/**
 * Adds a row, created and updated `at`, at the end of its table's order (one past the largest
 * display_order): placed here, in log order, so concurrent adds never share a place. A replayed add
 * changes nothing.
 */
export async function insertLast(
  trx: Transaction<Database>,
  table: OrderedTable,
  idColumn: string,
  row: Record<string, unknown>,
  at: Date,
): Promise<void> {
  const columns = sql.join(Object.keys(row).map((column) => sql.ref(column)));
  await sql`INSERT INTO ${sql.table(table)} (${columns}, display_order, created_at, updated_at)
    SELECT ${sql.join(Object.values(row))}, coalesce(max(display_order), 0) + 1, ${at}, ${at}
    FROM ${sql.table(table)}
    ON CONFLICT (${sql.ref(idColumn)}) DO NOTHING`.execute(trx);
}

/** Numbers the rows 1, 2, 3… in the order of `ids`. */
export async function reorderRows(
  trx: Transaction<Database>,
  table: OrderedTable,
  idColumn: string,
  ids: string[],
): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET display_order = o.ord
    FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS o(id, ord)
    WHERE ${sql.ref(idColumn)} = o.id`.execute(trx);
}
