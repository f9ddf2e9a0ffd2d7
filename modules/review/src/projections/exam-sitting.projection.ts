import { sql } from 'kysely';
import type { Projection } from '@notebook/read-models';
import { type ExamSittingEvent, ExamSittingEventTypes } from '../sittings/exam-sitting.events';

/** review_exam_sitting: each RACGP exam sitting as last saved; a removed one has no row. */
export const examSittingProjection: Projection<ExamSittingEvent> = {
  name: 'review-exam-sittings',
  version: 1,
  canHandle: ExamSittingEventTypes,
  tables: ['review_exam_sitting'],
  async handle(events, trx) {
    for (const event of events) {
      switch (event.type) {
        case 'ExamSittingSaved': {
          const { sittingID, exam, name, examDate } = event.data;
          await sql`INSERT INTO review_exam_sitting (sitting_id, exam, name, exam_date)
            VALUES (${sittingID}, ${exam}, ${name}, ${examDate})
            ON CONFLICT (sitting_id) DO UPDATE
              SET exam = EXCLUDED.exam, name = EXCLUDED.name, exam_date = EXCLUDED.exam_date`.execute(trx);
          break;
        }
        case 'ExamSittingRemoved':
          await trx.deleteFrom('review_exam_sitting').where('sitting_id', '=', event.data.sittingID).execute();
          break;
      }
    }
  },
};
