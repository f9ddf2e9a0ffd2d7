import { projectionSpec } from '../../../../test/support/projection-spec';
import { ReportQueries } from '../queries/report.queries';
import { newId } from '../reports.fixtures';
import { studyReportProjection } from './study-report.projection';

const spec = projectionSpec(studyReportProjection);

describe('STUDY report projection', () => {
  it('gives each chapter its lessons read and its practice answers with their accuracy, following a moved topic', async () => {
    const [cardio, neuro, topicID, lessonID, akt, msq] = [newId(), newId(), newId(), newId(), newId(), newId()];
    const [ada, ben] = [newId(), newId()];
    await spec.given(
      { type: 'ChapterCreated', data: { chapterID: cardio, chapterName: 'Cardiology', status: 'ACT' } },
      { type: 'ChapterCreated', data: { chapterID: neuro, chapterName: 'Neurology', status: 'ACT' } },
      { type: 'TopicCreated', data: { topicID, chapterID: cardio, status: 'ACT', ownerReaderID: null } },
      { type: 'LessonCreated', data: { lessonID, topicID, status: 'ACT', ownerReaderID: null } },
      { type: 'AktQuestionCreated', data: { questionID: akt, topicID, status: 'ACT' } },
      { type: 'MsqQuestionCreated', data: { questionID: msq, topicID, status: 'ACT' } },
      { type: 'LessonReadingMarked', data: { readerID: ada, lessonID, lessonReading: 'FIRST' } },
      { type: 'LessonReadingMarked', data: { readerID: ben, lessonID, lessonReading: 'SECOND' } },
      { type: 'LessonReadingMarked', data: { readerID: ben, lessonID, lessonReading: null } },
      { type: 'AktAnswerSubmitted', data: { readerID: ada, aktQuestionID: akt, marks: 1, outOf: 1 } },
      { type: 'AktAnswerSubmitted', data: { readerID: ben, aktQuestionID: akt, marks: 0, outOf: 1 } },
    );
    await spec.given(
      { type: 'MsqAnswerSubmitted', data: { readerID: ada, msqQuestionID: msq, marks: 1.5, outOf: 2 } },
      { type: 'TopicMoved', data: { topicID, toChapterID: neuro } },
    );
    const { rows, series } = await new ReportQueries(spec.db).report('STUDY', new Date('2026-01-02T00:00:00Z'));
    expect(rows).toEqual([
      { chapter: 'Cardiology', lessonsRead: 0, readers: 0, answers: 0, fullMarks: 0, accuracy: null },
      { chapter: 'Neurology', lessonsRead: 1, readers: 1, answers: 3, fullMarks: 1, accuracy: 62.5 },
    ]);
    expect(series.find((s) => s.key === 'answers')!.points.at(-1)).toEqual({ month: '2026-01', value: 3 });
  });
});
