import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { readerStudyProjection } from './reader-study.projection';

const spec = projectionSpec(readerStudyProjection);

describe('reader study projection', () => {
  it('a reading mark and a bookmark of the same lesson share one row, each with its own time, cleared when unset', async () => {
    const [readerID, lessonID] = [randomUUID(), randomUUID()];
    await spec.given(
      { type: 'LessonReadingMarked', data: { readerID, lessonID, lessonReading: 'FIRST' } },
      { type: 'LessonBookmarkChanged', data: { readerID, lessonID, bookmarked: true } },
    );
    const row = () =>
      spec.db
        .selectFrom('reader_lesson_study')
        .select(['lesson_reading', 'read_at', 'bookmarked', 'bookmarked_at'])
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({
      lesson_reading: 'FIRST',
      bookmarked: true,
      read_at: expect.any(Date),
      bookmarked_at: expect.any(Date),
    });

    await spec.given({ type: 'LessonReadingMarked', data: { readerID, lessonID, lessonReading: null } });
    expect(await row()).toMatchObject({ lesson_reading: null, read_at: null, bookmarked: true });
    expect(await spec.db.selectFrom('reader_lesson_study').select('lesson_id').execute()).toHaveLength(1);
  });
});
