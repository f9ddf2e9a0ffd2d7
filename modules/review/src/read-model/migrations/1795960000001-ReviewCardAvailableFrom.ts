import { Kysely, sql } from 'kysely';

/**
 * When each card is first offered (a mock exam's miss: its result's release). The queue, the
 * summary and the forecast count only cards offered by now, so nothing tells a reader how a mock
 * exam went before its result is out (an exam's eve could bring a card's due before its release).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE review_card ADD COLUMN available_from timestamptz;
    UPDATE review_card SET available_from = added_at;
    ALTER TABLE review_card ALTER COLUMN available_from SET NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE review_card DROP COLUMN available_from;`.execute(db);
}
