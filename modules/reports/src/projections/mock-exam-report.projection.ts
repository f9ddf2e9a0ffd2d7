import { sql } from 'kysely';
import type { Projection } from '@notebook/read-models';
import type { MockAttemptStarted, MockAttemptSubmitted, MockExamDeleted, MockExamSaved } from './report-events';

type MockExamReportEvent = MockExamSaved | MockExamDeleted | MockAttemptStarted | MockAttemptSubmitted;

/** MOCK_EXAMS: each exam (name, type, pass mark) and its attempts: started, submitted, score (0..100). */
export const mockExamReportProjection: Projection<MockExamReportEvent> = {
  name: 'report-mock-exams',
  version: 1,
  canHandle: ['MockExamSaved', 'MockExamDeleted', 'MockAttemptStarted', 'MockAttemptSubmitted'],
  tables: ['report_mock_exam', 'report_mock_attempt'],
  async handle(events, trx) {
    for (const event of events) {
      switch (event.type) {
        case 'MockExamSaved': {
          const d = event.data;
          await sql`INSERT INTO report_mock_exam (mock_exam_id, mock_exam_name, mock_exam_type, pass_mark)
            VALUES (${d.mockExamID}, ${d.mockExamName}, ${d.mockExamType}, ${d.passMark})
            ON CONFLICT (mock_exam_id) DO UPDATE SET mock_exam_name = EXCLUDED.mock_exam_name,
              mock_exam_type = EXCLUDED.mock_exam_type, pass_mark = EXCLUDED.pass_mark`.execute(trx);
          break;
        }
        case 'MockExamDeleted':
          await sql`DELETE FROM report_mock_exam WHERE mock_exam_id = ${event.data.mockExamID}`.execute(trx);
          break;
        case 'MockAttemptStarted': {
          const d = event.data;
          await sql`INSERT INTO report_mock_attempt (mock_attempt_id, mock_exam_id, reader_id, started_at)
            VALUES (${d.mockAttemptID}, ${d.mockExamID}, ${d.readerID}, ${new Date(d.startedAt)})
            ON CONFLICT (mock_attempt_id) DO NOTHING`.execute(trx);
          break;
        }
        case 'MockAttemptSubmitted':
          await sql`UPDATE report_mock_attempt SET submitted_at = ${new Date(event.data.submittedAt)}, score = ${event.data.score}
            WHERE mock_attempt_id = ${event.data.mockAttemptID} AND submitted_at IS NULL`.execute(trx);
          break;
      }
    }
  },
};
