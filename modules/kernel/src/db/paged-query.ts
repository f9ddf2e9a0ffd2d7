import { type SelectQueryBuilder, sql } from 'kysely';
import type { Paged } from '@notebook/contracts';

/** A page as list calls ask for it: `page` counts from 0, `rows` is the page's length. */
export type PageRequest = { page: number; rows: number };

/**
 * One page of a filtered query and the count of all it finds, read side by side: `pageOf` adds the
 * page's selection and order to the filter, the count runs on the filter alone.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  pageOf: (filtered: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  request: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, total] = await Promise.all([
    pageOf(filtered)
      .limit(request.rows)
      .offset(request.page * request.rows)
      .execute(),
    filtered
      .select(sql<number>`count(*)::int`.as('count'))
      .$castTo<{ count: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Row[], total: total.count };
}

/** {@link pageWithTotal} as a list call answers it: each row mapped, with the count of all. */
export async function pagedRows<DB, TB extends keyof DB, O, Row, Item>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  pageOf: (filtered: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  request: PageRequest,
  toItem: (row: Row) => Item,
): Promise<Paged<Item>> {
  const { rows, total } = await pageWithTotal(filtered, pageOf, request);
  return { pageData: rows.map(toItem), totalNoOfRecords: total };
}
