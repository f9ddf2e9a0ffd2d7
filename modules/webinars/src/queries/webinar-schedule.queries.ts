import { type Kysely, sql } from 'kysely';
import type { ContentStatus } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';

/** A webinar as the admins' schedule shows it: any status, its start and end (start + duration). */
export type WebinarScheduleItem = {
  webinarID: string;
  webinarName: string;
  categoryName: string;
  startsAt: Date;
  endsAt: Date;
  status: ContentStatus;
};

const endsAt = sql<Date>`w.starts_at + make_interval(mins => w.duration_minutes)`;

/** The schedule's read of the webinars read model (the schedule module's calendar asks it; it never reads the tables). */
export class WebinarScheduleQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every webinar of any status that overlaps [from, to): starts before `to` and ends after `from`; soonest start first. */
  async overlapping(from: Date, to: Date): Promise<WebinarScheduleItem[]> {
    const rows = await this.db
      .selectFrom('webinar as w')
      .innerJoin('webinar_category as c', 'c.webinar_category_id', 'w.webinar_category_id')
      .select([
        'w.webinar_id',
        'w.starts_at',
        'w.status',
        endsAt.as('ends_at'),
        sql<string>`w.document->>'webinarName'`.as('webinar_name'),
        sql<string>`c.document->>'categoryName'`.as('category_name'),
      ])
      .where('w.starts_at', '<', to)
      .where(endsAt, '>', from)
      .orderBy('w.starts_at')
      .orderBy('w.webinar_id')
      .execute();
    return rows.map((row) => ({
      webinarID: row.webinar_id,
      webinarName: row.webinar_name,
      categoryName: row.category_name,
      startsAt: row.starts_at,
      endsAt: new Date(row.ends_at),
      status: row.status,
    }));
  }
}
