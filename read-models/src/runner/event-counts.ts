import { QueryExecutorProvider, sql } from 'kysely';
import { Position, parsePosition } from '@notebook/kernel';

/**
 * How many events of these types lie in (after, upTo]. Counted in SQL on the PostgreSQL adapter's
 * table (the EventStore port has no count): with another adapter it reports 0.
 */
export async function countEvents(
  db: QueryExecutorProvider,
  range: { after: Position; upTo: Position; eventTypes: readonly string[] },
): Promise<number> {
  if (range.eventTypes.length === 0 || range.upTo <= range.after) return 0;
  const after = parsePosition(range.after);
  const upTo = parsePosition(range.upTo);
  const { rows } = await sql<{ count: string }>`
    SELECT count(*) AS count FROM event_store.event
    WHERE event_type = ANY(${[...range.eventTypes]}::text[])
      AND (transaction_id, global_position) > (${after.major.toString()}::text::xid8, ${after.minor.toString()}::bigint)
      AND (transaction_id, global_position) <= (${upTo.major.toString()}::text::xid8, ${upTo.minor.toString()}::bigint)
  `.execute(db);
  return Number(rows[0]?.count ?? 0);
}
