import { type Kysely, sql } from 'kysely';
import type { ExamSitting } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';

/** The RACGP exam sittings admins keep: every read of review_exam_sitting. */
export class ExamSittingQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every sitting (`fromDate`: only those on that day, YYYY-MM-DD, or later), by date then name. */
  async sittings(fromDate?: string): Promise<ExamSitting[]> {
    let query = this.asSittings().orderBy('exam_date').orderBy('name').orderBy('sitting_id');
    if (fromDate) query = query.where('exam_date', '>=', fromDate);
    return query.execute();
  }

  async sitting(sittingID: string): Promise<ExamSitting | undefined> {
    return this.asSittings().where('sitting_id', '=', sittingID).executeTakeFirst();
  }

  /** The rows as the contract's `ExamSitting`. */
  private asSittings() {
    return this.db
      .selectFrom('review_exam_sitting')
      .select(['sitting_id as sittingID', 'exam', 'name', sql<string>`exam_date::text`.as('examDate')]);
  }
}
