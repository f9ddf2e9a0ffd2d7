import { projectionSpec } from '../../../../test/support/projection-spec';
import { ReportQueries } from '../queries/report.queries';
import { at, newId } from '../reports.fixtures';
import { readersReportProjection } from './readers-report.projection';

const spec = projectionSpec(readersReportProjection);

describe('READERS report projection', () => {
  it('counts new readers per month, the readers who studied in each month once, and the running total', async () => {
    const [ada, ben, cy] = [newId(), newId(), newId()];
    await spec.given(
      { type: 'ReaderRegistered', data: { userId: ada }, ...at('2026-02-03T00:00:00Z') },
      { type: 'ReaderRegistered', data: { userId: ben }, ...at('2026-03-03T00:00:00Z') },
      { type: 'ReaderRegistered', data: { userId: cy }, ...at('2026-03-09T00:00:00Z') },
      {
        type: 'AktAnswerSubmitted',
        data: { readerID: ada, aktQuestionID: newId(), marks: 1, outOf: 1 },
        ...at('2026-03-04T00:00:00Z'),
      },
      {
        type: 'AktAnswerSubmitted',
        data: { readerID: ada, aktQuestionID: newId(), marks: 0, outOf: 1 },
        ...at('2026-03-05T00:00:00Z'),
      },
      {
        type: 'LessonReadingMarked',
        data: { readerID: ben, lessonID: newId(), lessonReading: 'FIRST' },
        ...at('2026-03-06T00:00:00Z'),
      },
    );
    await spec.given({
      type: 'MockAttemptStarted',
      data: { mockAttemptID: newId(), readerID: ada, mockExamID: newId(), startedAt: '2026-03-07T00:00:00Z' },
      ...at('2026-03-07T00:00:00Z'),
    });

    const { rows, series } = await new ReportQueries(spec.db).report('READERS', new Date('2026-04-02T00:00:00Z'));
    expect(rows).toEqual([
      { month: '2026-04', newReaders: 0, activeReaders: 0, totalReaders: 3 },
      { month: '2026-03', newReaders: 2, activeReaders: 2, totalReaders: 3 },
      { month: '2026-02', newReaders: 1, activeReaders: 0, totalReaders: 1 },
    ]);
    expect(
      series
        .find((s) => s.key === 'totalReaders')!
        .points.slice(-3)
        .map((p) => p.value),
    ).toEqual([1, 3, 3]);
  });
});
