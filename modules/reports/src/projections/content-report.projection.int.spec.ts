import { projectionSpec } from '../../../../test/support/projection-spec';
import { ReportQueries } from '../queries/report.queries';
import { newId } from '../reports.fixtures';
import { contentReportProjection } from './content-report.projection';

const spec = projectionSpec(contentReportProjection);

describe('CONTENT report projection', () => {
  it('counts author content and questions by status; readers’ own items and removed ones are not content', async () => {
    const [chapterID, topicID, lessonID, questionID, caseID] = [newId(), newId(), newId(), newId(), newId()];
    await spec.given(
      { type: 'ChapterCreated', data: { chapterID, chapterName: 'Cardiology', status: 'ACT' } },
      { type: 'TopicCreated', data: { topicID, chapterID, status: 'ACT', ownerReaderID: null } },
      { type: 'TopicCreated', data: { topicID: newId(), chapterID, status: 'ACT', ownerReaderID: newId() } },
      { type: 'LessonCreated', data: { lessonID, topicID, status: 'ACT', ownerReaderID: null } },
      { type: 'LessonStatusChanged', data: { lessonID, status: 'INA' } },
      { type: 'NoteCreated', data: { noteID: newId(), status: 'ACT', ownerReaderID: null } },
      { type: 'AktQuestionCreated', data: { questionID, topicID, status: 'ACT' } },
      { type: 'AktQuestionUpdated', data: { questionID, topicID, status: 'INA' } },
      { type: 'MsqQuestionCreated', data: { questionID: newId(), topicID, status: 'ACT' } },
      { type: 'KfpCaseCreated', data: { kfpCaseID: caseID, status: 'ACT' } },
      { type: 'KfpCaseRemoved', data: { kfpCaseID: caseID } },
    );
    const { rows } = await new ReportQueries(spec.db).report('CONTENT', new Date('2026-01-02T00:00:00Z'));
    expect(rows).toEqual([
      { content: 'Chapters', active: 1, inactive: 0, total: 1 },
      { content: 'Topics', active: 1, inactive: 0, total: 1 },
      { content: 'Lessons', active: 0, inactive: 1, total: 1 },
      { content: 'Notes', active: 1, inactive: 0, total: 1 },
      { content: 'AKT questions', active: 0, inactive: 1, total: 1 },
      { content: 'KFP(MSQ) questions', active: 1, inactive: 0, total: 1 },
      { content: 'KFP cases', active: 0, inactive: 0, total: 0 },
    ]);
  });
});
