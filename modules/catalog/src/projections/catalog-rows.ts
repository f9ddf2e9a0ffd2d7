import { type RawBuilder, type Transaction, type UpdateObject, sql } from 'kysely';
import type { DomainEvent } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';

type Trx = Transaction<Database>;

/** Each catalog table: the column naming a row, and the one naming its parent, whose items are ordered together. */
const TABLES = {
  chapter_group: { key: 'chapter_group_id', parent: null },
  chapter: { key: 'chapter_id', parent: 'chapter_group_id' },
  topic: { key: 'topic_id', parent: 'chapter_id' },
  lesson: { key: 'lesson_id', parent: 'topic_id' },
  note: { key: 'note_id', parent: 'lesson_id' },
} as const;
type CatalogTable = keyof typeof TABLES;

/** The rows of `table` ordered with each other: all of them, or a parent's items. */
function siblings(table: CatalogTable, parentID?: string): RawBuilder<unknown> {
  const { parent } = TABLES[table];
  return parent ? sql`${sql.ref(`${table}.${parent}`)} = ${parentID}` : sql`true`;
}

/** Adds a row last among its parent's items: placed here, in log order, so concurrent adds never share a place. */
export async function insertLast(trx: Trx, table: CatalogTable, row: Record<string, unknown>): Promise<void> {
  const { parent } = TABLES[table];
  const columns = sql.join(Object.keys(row).map((column) => sql.ref(column)));
  await sql`INSERT INTO ${sql.table(table)} (${columns}, display_order)
    SELECT ${sql.join(Object.values(row))}, coalesce(max(display_order), 0) + 1
    FROM ${sql.table(table)} WHERE ${siblings(table, parent ? String(row[parent]) : undefined)}`.execute(trx);
}

/** Moves a row to another parent, last among its items, setting `also` with it. */
export async function moveLast(
  trx: Trx,
  table: 'topic' | 'lesson' | 'note',
  id: string,
  toParentID: string,
  also: Record<string, unknown> = {},
): Promise<void> {
  const { key, parent } = TABLES[table];
  const set = [[parent, toParentID], ...Object.entries(also)].map(
    ([column, value]) => sql`${sql.ref(column)} = ${value}`,
  );
  await sql`UPDATE ${sql.table(table)} SET ${sql.join(set)},
      display_order = (SELECT coalesce(max(display_order), 0) + 1 FROM ${sql.table(table)} WHERE ${siblings(table, toParentID)})
    WHERE ${sql.ref(key)} = ${id}`.execute(trx);
}

/** Numbers a parent's items (or all rows, for a table without parents) 1, 2, 3… in the order of `ids`. */
export async function reorderRows(trx: Trx, table: CatalogTable, ids: string[], parentID?: string): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET display_order = o.ord
    FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS o(id, ord)
    WHERE ${sql.ref(`${table}.${TABLES[table].key}`)} = o.id AND ${siblings(table, parentID)}`.execute(trx);
}

/** Columns to set on one row. */
export type RowChange = { table: CatalogTable; id: string; values: UpdateObject<Database, CatalogTable> };

export function rowChange<Table extends CatalogTable>(
  table: Table,
  id: string,
  values: UpdateObject<Database, Table>,
): RowChange {
  return { table, id, values: values as UpdateObject<Database, CatalogTable> };
}

/** The events that only set columns of one row, and which row and columns (given the time the event occurred). */
export type RowChanges<Event extends DomainEvent> = {
  [Type in Event['type']]?: (data: Extract<Event, { type: Type }>['data'], at: Date) => RowChange;
};

/** Applies the event's row change, if it has one; false when it has none. */
export async function applyRowChange<Event extends DomainEvent>(
  trx: Trx,
  changes: RowChanges<Event>,
  event: Event,
  at: Date,
): Promise<boolean> {
  const changeOf = changes[event.type as Event['type']] as ((data: unknown, at: Date) => RowChange) | undefined;
  if (!changeOf) return false;
  const { table, id, values } = changeOf(event.data, at);
  await trx.updateTable(table).set(values).where(trx.dynamic.ref(TABLES[table].key), '=', id).execute();
  return true;
}
