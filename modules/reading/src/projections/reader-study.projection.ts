import { type Transaction, sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
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
      const { readerID, lessonID } = event.data;
      const [columns, value] =
        event.type === 'LessonReadingMarked'
          ? ([['lesson_reading', 'read_at'], event.data.lessonReading] as const)
          : ([['bookmarked', 'bookmarked_at'], event.data.bookmarked] as const);
      await setMark(trx, readerID, lessonID, columns, value, occurredAt(event));
    }
  },
};

/** Sets a reader's mark on a lesson (a reading, or the bookmark) and when it was set (null when cleared). */
async function setMark(
  trx: Transaction<Database>,
  readerID: string,
  lessonID: string,
  [markColumn, setAtColumn]: readonly [string, string],
  value: string | boolean | null,
  at: Date,
): Promise<void> {
  const [mark, setAt] = [sql.ref(markColumn), sql.ref(setAtColumn)];
  await sql`INSERT INTO reader_lesson_study (reader_id, lesson_id, ${mark}, ${setAt}, updated_at)
    VALUES (${readerID}, ${lessonID}, ${value}, ${value ? at : null}, ${at})
    ON CONFLICT ON CONSTRAINT reader_lesson_study_pkey DO UPDATE
    SET ${mark} = excluded.${mark}, ${setAt} = excluded.${setAt}, updated_at = excluded.updated_at`.execute(trx);
}
