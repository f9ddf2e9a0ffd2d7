import { projectionSpec } from '../../../../test/support/projection-spec';
import { ReportQueries } from '../queries/report.queries';
import { newId } from '../reports.fixtures';
import { mockExamReportProjection } from './mock-exam-report.projection';

const spec = projectionSpec(mockExamReportProjection);

const started = (mockExamID: string, mockAttemptID = newId()) => ({
  type: 'MockAttemptStarted' as const,
  data: { mockAttemptID, readerID: newId(), mockExamID, startedAt: '2026-02-01T09:00:00Z' },
});
const submitted = (mockExamID: string, mockAttemptID: string, score: number) => ({
  type: 'MockAttemptSubmitted' as const,
  data: { mockAttemptID, mockExamID, score, submittedAt: '2026-02-01T12:00:00Z' },
});

describe('MOCK_EXAMS report projection', () => {
  it('gives each exam its attempts, average and best score and pass rate (against the latest pass mark)', async () => {
    const [akt, msq] = [newId(), newId()];
    const attempts = [started(akt), started(akt), started(akt)];
    await spec.given(
      {
        type: 'MockExamSaved',
        data: { mockExamID: akt, mockExamName: 'AKT March', mockExamType: 'AKT', passMark: 60 },
      },
      {
        type: 'MockExamSaved',
        data: { mockExamID: msq, mockExamName: 'MSQ April', mockExamType: 'MSQ', passMark: null },
      },
      {
        type: 'MockExamSaved',
        data: { mockExamID: akt, mockExamName: 'AKT March', mockExamType: 'AKT', passMark: 65 },
      },
      ...attempts,
      submitted(akt, attempts[0]!.data.mockAttemptID, 70),
      submitted(akt, attempts[1]!.data.mockAttemptID, 61),
      submitted(akt, attempts[1]!.data.mockAttemptID, 99),
    );
    const { rows } = await new ReportQueries(spec.db).report('MOCK_EXAMS', new Date('2026-02-02T00:00:00Z'));
    expect(rows).toEqual([
      {
        mockExam: 'AKT March',
        type: 'AKT',
        started: 3,
        submitted: 2,
        averageScore: 65.5,
        bestScore: 70,
        passed: 1,
        passRate: 50,
      },
      {
        mockExam: 'MSQ April',
        type: 'MSQ',
        started: 0,
        submitted: 0,
        averageScore: null,
        bestScore: null,
        passed: null,
        passRate: null,
      },
    ]);
  });
});
