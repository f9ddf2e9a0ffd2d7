import { sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import { LessonStudyEvent, ReaderStudyEventTypes } from '../reader-study/lesson-study.events';

/**
 * reader_lesson_study: each reader's reading mark and bookmark per lesson, for the primary index's
 * reading progress, loadReaderTopic and the profile's paged lists. Removed or hidden lessons drop
 * out at query time through the joins with the catalog tables.
 */
export const readerStudyProjection: Projection<LessonStudyEvent> = {
  name: 'reader-study',
  version: 1,
  canHandle: ReaderStudyEventTypes,
  tables: ['reader_lesson_study'],
  async handle(events, trx) {
    for (const event of events) {
      const at = occurredAt(event);
      const { readerID, lessonID } = event.data;
      if (event.type === 'LessonReadingMarked') {
        const reading = event.data.lessonReading;
        await sql`INSERT INTO reader_lesson_study (reader_id, lesson_id, lesson_reading, read_at, updated_at)
          VALUES (${readerID}, ${lessonID}, ${reading}, ${reading ? at : null}, ${at})
          ON CONFLICT ON CONSTRAINT reader_lesson_study_pkey DO UPDATE
          SET lesson_reading = excluded.lesson_reading, read_at = excluded.read_at, updated_at = excluded.updated_at`.execute(
          trx,
        );
      } else {
        const bookmarked = event.data.bookmarked;
        await sql`INSERT INTO reader_lesson_study (reader_id, lesson_id, bookmarked, bookmarked_at, updated_at)
          VALUES (${readerID}, ${lessonID}, ${bookmarked}, ${bookmarked ? at : null}, ${at})
          ON CONFLICT ON CONSTRAINT reader_lesson_study_pkey DO UPDATE
          SET bookmarked = excluded.bookmarked, bookmarked_at = excluded.bookmarked_at, updated_at = excluded.updated_at`.execute(
          trx,
        );
      }
    }
  },
};
