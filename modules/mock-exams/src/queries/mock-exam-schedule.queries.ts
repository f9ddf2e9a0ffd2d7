import type { Kysely } from 'kysely';
import type { MockExamStatus, MockExamType } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';

/** A mock exam as the admins' schedule shows it: any status, its window. */
export type MockExamScheduleItem = {
  mockExamID: string;
  mockExamName: string;
  mockExamType: MockExamType;
  windowStart: Date;
  windowEnd: Date;
  status: MockExamStatus;
};

/** The schedule's read of the mock-exam read model (the schedule module's calendar asks it; it never reads the tables). */
export class MockExamScheduleQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every mock exam of any status whose window overlaps [from, to): opens before `to`, closes after `from`; soonest first. */
  async overlapping(from: Date, to: Date): Promise<MockExamScheduleItem[]> {
    const rows = await this.db
      .selectFrom('mock_exam')
      .select(['mock_exam_id', 'mock_exam_name', 'mock_exam_type', 'window_start', 'window_end', 'status'])
      .where('window_start', '<', to)
      .where('window_end', '>', from)
      .orderBy('window_start')
      .orderBy('mock_exam_id')
      .execute();
    return rows.map((row) => ({
      mockExamID: row.mock_exam_id,
      mockExamName: row.mock_exam_name,
      mockExamType: row.mock_exam_type,
      windowStart: row.window_start,
      windowEnd: row.window_end,
      status: row.status,
    }));
  }
}
