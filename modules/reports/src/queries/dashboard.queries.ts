import { type Kysely, sql } from 'kysely';
import type { Database } from '@notebook/read-models';

/** A count per period start ('YYYY-MM' for months, 'YYYY-MM-DD' for weeks and days), UTC. */
export type PeriodCounts = Map<string, number>;

/** The dashboard's reads of the reports' live tables. */
export class DashboardQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async readerCount(): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM report_reader`.execute(this.db);
    return rows[0]?.n ?? 0;
  }

  /** Readers registered per month since `from`. */
  async newReadersByMonth(from: Date): Promise<PeriodCounts> {
    return this.counts(sql`
      SELECT to_char(registered_at AT TIME ZONE 'UTC', 'YYYY-MM') AS period, count(*)::int AS n
      FROM report_reader WHERE registered_at >= ${from} GROUP BY 1`);
  }

  /** Readers whose paid period covers each moment (a month's end, or now for the current month). */
  async activeSubscriptionsAt(moments: readonly { period: string; at: Date }[]): Promise<PeriodCounts> {
    return this.counts(sql`
      SELECT m.period, count(DISTINCT p.reader_id)::int AS n
      FROM unnest(${moments.map((m) => m.period)}::text[], ${moments.map((m) => m.at)}::timestamptz[]) AS m(period, at)
      JOIN report_paid_period p ON p.period_start <= m.at AND p.period_end > m.at
      GROUP BY 1`);
  }

  /** Net revenue (paid minus refunded, cents) per month of payment since `from`. */
  async revenueByMonth(from: Date): Promise<PeriodCounts> {
    return this.counts(sql`
      SELECT to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM') AS period, sum(amount_cents - refunded_cents)::int AS n
      FROM report_payment WHERE paid_at >= ${from} GROUP BY 1`);
  }

  async unreadContactMessages(): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM report_contact_message WHERE acknowledged_at IS NULL`.execute(this.db);
    return rows[0]?.n ?? 0;
  }

  /** Contact messages received per ISO week (its Monday) since `from`. */
  async contactMessagesByWeek(from: Date): Promise<PeriodCounts> {
    return this.counts(sql`
      SELECT to_char(date_trunc('week', received_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS period, count(*)::int AS n
      FROM report_contact_message WHERE received_at >= ${from} GROUP BY 1`);
  }

  private async counts(query: ReturnType<typeof sql>): Promise<PeriodCounts> {
    const { rows } = await (query as ReturnType<typeof sql<{ period: string; n: number }>>).execute(this.db);
    return new Map(rows.map((row) => [row.period, Number(row.n)]));
  }
}
