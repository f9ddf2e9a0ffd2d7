import type { MockExam } from '@notebook/contracts';
import { Download } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import {
  exportMockExamResults,
  useChangeMockExamStatus,
  useMockExam,
  useMockExamResults,
} from '../api/mock-exam-calls';
import type { AdminMockExamPageProps } from './admin-mock-exams-page';
import { MockExamFormCard } from './mock-exam-form';
import {
  MockExamStatusDot,
  actionsFor,
  editHref,
  formatDuration,
  formatWhen,
  listHref,
  stateLabel,
  statusLabel,
  useMockExamPermissions,
} from './mock-exam-format';

/**
 * /admin/akt-mock-exam/add-edit (and the KFP(MSQ) twin), ?mockExamID=… to edit: the form while the
 * paper may change; once readers have started, the exam as it stands with its results.
 */
export function AdminMockExamEditPage({ type, title, description }: AdminMockExamPageProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const mockExamID = searchParams.get('mockExamID');
  const exam = useMockExam(mockExamID);
  const can = useMockExamPermissions();
  if (mockExamID && exam.isPending) return <PageSpinner />;
  if (mockExamID && exam.isError)
    return (
      <p role="alert" className="text-danger">
        {exam.error.message}
      </p>
    );
  const found = exam.data;
  const editable = found ? actionsFor(found, can).edit : can.create;
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={found ? found.mockExamName : title} description={found ? undefined : description} />
      {found && <ExamSummary exam={found} />}
      {editable && (
        <MockExamFormCard
          key={found?.version ?? 'new'}
          type={type}
          exam={found}
          onSaved={(savedID) => (found ? undefined : navigate(editHref(type, savedID), { replace: true }))}
        />
      )}
      {found && found.status !== 'DRAFT' && <ExamResults exam={found} />}
      {!editable && !found && <p className="text-ink-muted">You may not add mock exams.</p>}
      {found && (
        <p>
          <a className="text-sm font-medium text-accent-strong hover:underline" href={listHref(type)}>
            Back to the mock exams
          </a>
        </p>
      )}
    </section>
  );
}

function ExamSummary({ exam }: { exam: MockExam }) {
  const can = useMockExamPermissions();
  const changeStatus = useChangeMockExamStatus();
  const allowed = actionsFor(exam, can);
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl border border-line bg-surface p-4 text-sm shadow-xs">
      <span className="inline-flex items-center gap-2">
        <MockExamStatusDot status={exam.status} />
        <strong className="text-ink">{statusLabel[exam.status]}</strong>
        {exam.status === 'ACTIVE' && <span className="text-ink-muted">· {stateLabel[exam.state]}</span>}
      </span>
      <span className="text-ink-muted">
        {exam.noOfQuestions} question(s) · {formatDuration(exam.durationMinutes)} · {formatWhen(exam.windowStart)} –{' '}
        {formatWhen(exam.windowEnd)}
      </span>
      {exam.paperFrozen && <span className="text-ink-muted">The paper is fixed: readers have started.</span>}
      <span className="ml-auto flex gap-2">
        {allowed.activate && (
          <Button
            size="sm"
            disabled={changeStatus.isPending}
            onClick={() => changeStatus.mutate({ mockExamID: exam.mockExamID, status: 'ACTIVE' })}
          >
            Activate
          </Button>
        )}
        {allowed.toDraft && (
          <Button
            size="sm"
            variant="secondary"
            disabled={changeStatus.isPending}
            onClick={() => changeStatus.mutate({ mockExamID: exam.mockExamID, status: 'DRAFT' })}
          >
            Back to draft
          </Button>
        )}
      </span>
    </div>
  );
}

/** Attempts, the mean, the spread of scores per tenth and the hardest questions; the CSV of every submitted attempt. */
function ExamResults({ exam }: { exam: MockExam }) {
  const results = useMockExamResults(exam.mockExamID);
  if (results.isPending) return <PageSpinner />;
  if (results.isError) return null;
  const { attempts, submitted, mean, distribution, hardest } = results.data;
  const highest = Math.max(1, ...distribution);
  return (
    <section
      aria-labelledby="results-title"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-title" className="text-base font-semibold text-ink">
          Results
        </h2>
        <Button
          size="sm"
          variant="secondary"
          disabled={submitted === 0}
          onClick={() =>
            void exportMockExamResults(
              exam.mockExamID,
              `${exam.mockExamName.replace(/[^A-Za-z0-9]+/g, '-')}-results.csv`,
            )
          }
        >
          <Download aria-hidden="true" /> Export CSV
        </Button>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-ink-muted">Attempts</dt>
          <dd className="text-lg font-semibold text-ink tabular-nums">{attempts}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Submitted</dt>
          <dd className="text-lg font-semibold text-ink tabular-nums">{submitted}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Mean score</dt>
          <dd className="text-lg font-semibold text-ink tabular-nums">{mean === null ? '-' : `${mean}%`}</dd>
        </div>
      </dl>
      {submitted > 0 && (
        <>
          <figure aria-label="Scores" className="flex h-32 items-end gap-1.5">
            {distribution.map((count, tenth) => (
              <div
                key={tenth}
                className="flex flex-1 flex-col items-center gap-1"
                title={`${tenth * 10}–${tenth === 9 ? 100 : tenth * 10 + 9}%: ${count}`}
              >
                <span className="text-xs text-ink-muted tabular-nums">{count || ''}</span>
                <span className="w-full rounded-t bg-accent" style={{ height: `${(count / highest) * 80}px` }} />
                <span className="text-[10px] text-ink-muted tabular-nums">{tenth * 10}</span>
              </div>
            ))}
          </figure>
          <table aria-label="Hardest questions" className="w-full text-sm">
            <thead className="text-left text-ink-muted">
              <tr>
                <th className="py-1 font-medium">Hardest questions</th>
                <th className="py-1 text-right font-medium">Got it right</th>
              </tr>
            </thead>
            <tbody>
              {hardest.map((question) => (
                <tr key={question.questionID} className="border-t border-line">
                  <td className="py-1.5 text-ink [overflow-wrap:anywhere]">{question.questionName}</td>
                  <td className="py-1.5 text-right tabular-nums">{question.correctPercent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
