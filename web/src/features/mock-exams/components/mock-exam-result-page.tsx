import type { MockAttemptResult, MockExamType } from '@notebook/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useMockAttempt, useMockAttemptQuestion, useMockAttemptResult } from '../api/mock-exam-calls';
import { formatWhen } from './mock-exam-format';
import { MockQuestionBody } from './mock-question';
import { MockNavigator, useRemainingSeconds } from './mock-exam-sitting-page';

const statusText = {
  IN_PROGRESS: 'Submitting your answers…',
  SUBMITTED: 'Submitted',
  AUTO_SUBMITTED: 'Submitted automatically when the time ran out',
} as const;

/**
 * /public/mock-exams/result?mockAttemptID=…: the score, the pass mark, the breakdown by chapter and
 * the percentile, then a review of every question with the correct answers and explanations, once
 * the exam's release rule allows; until then, when the results come out.
 */
export function MockExamResultPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mockAttemptID = searchParams.get('mockAttemptID') ?? '';
  const result = useMockAttemptResult(mockAttemptID);
  const attempt = useMockAttempt(mockAttemptID);
  // The attempt may be the sitting's cached read: its time left counts down from when it was read.
  const remaining = useRemainingSeconds(attempt.data, attempt.dataUpdatedAt);
  if (!mockAttemptID || result.isError)
    return (
      <p className="text-ink-muted">
        This attempt was not found. <Link to={paths.public.mockExams.getHref()}>Mock exams</Link>
      </p>
    );
  if (!result.data || !attempt.data) return <Spinner />;
  const questionNo = Math.max(1, Number(searchParams.get('questionNo')) || 1);
  const marks =
    result.data.questions && new Map(result.data.questions.map((item) => [item.questionID, item.answerStatus]));
  // An attempt with time left (reached by the back button or a link): the way back to the paper.
  const running = result.data.status === 'IN_PROGRESS' && remaining > 0;
  return (
    <section aria-labelledby="result-title" className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div>
        <h1 id="result-title" className="text-xl font-semibold tracking-tight text-ink [overflow-wrap:anywhere]">
          {attempt.data.mockExamName}
        </h1>
        <p className="mt-1 text-sm text-ink-muted" role="status">
          {running ? 'Your exam is still running: the clock has not stopped.' : statusText[result.data.status]}
        </p>
      </div>
      {running ? (
        <p>
          <Button asChild>
            <Link to={paths.public.mockExamSitting.getHref(mockAttemptID)}>Return to your exam</Link>
          </Button>
        </p>
      ) : (
        <Score result={result.data} />
      )}
      {result.data.released && (
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
          <ReviewQuestion mockAttemptID={mockAttemptID} questionNo={questionNo} examType={attempt.data.mockExamType} />
          <MockNavigator
            attempt={attempt.data}
            current={questionNo}
            onGo={(no) => setSearchParams({ mockAttemptID, questionNo: String(no) })}
            marks={marks}
          />
        </div>
      )}
      <p>
        <Link to={paths.public.mockExams.getHref()} className="text-sm font-medium text-accent-strong hover:underline">
          All mock exams
        </Link>
      </p>
    </section>
  );
}

function Score({ result }: { result: MockAttemptResult }) {
  if (result.status === 'IN_PROGRESS') return <Spinner />;
  if (!result.released)
    return (
      <p className="rounded-2xl border border-line bg-surface p-5 text-ink">
        Your answers are in. Results and explanations are released when the exam closes
        {result.releasedAt ? ` on ${formatWhen(result.releasedAt)}` : ''}.
      </p>
    );
  return (
    <div className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-[auto_1fr]">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-ink-muted">Score</p>
        <p className="text-4xl font-semibold text-ink tabular-nums" aria-label="Score">
          {result.score}%
        </p>
        <p className="text-sm text-ink-muted tabular-nums">
          {result.marks} of {result.outOf}
          {!!result.penalties && ` · −${result.penalties} points for extra options`}
        </p>
        {result.passMark !== null && result.passMark !== undefined && (
          <p className={cn('text-sm font-semibold', result.passed ? 'text-success' : 'text-danger')}>
            {result.passed ? 'Passed' : 'Not passed'} (pass mark {result.passMark}%)
          </p>
        )}
        <p className="text-sm text-ink-muted">
          {result.percentile === null || result.percentile === undefined
            ? 'Your place among everyone who sat it shows when the exam closes.'
            : `Better than ${result.percentile}% of those who sat it.`}
        </p>
      </div>
      <table aria-label="By chapter" className="w-full self-start text-sm tabular-nums">
        <thead className="text-left text-ink-muted">
          <tr>
            <th className="py-1 font-medium">Chapter</th>
            <th className="py-1 text-right font-medium">Marks</th>
            <th className="py-1 text-right font-medium">Score</th>
          </tr>
        </thead>
        <tbody>
          {result.byChapter?.map((chapter) => (
            <tr key={chapter.chapterName} className="border-t border-line">
              <td className="py-1.5 [overflow-wrap:anywhere]">{chapter.chapterName}</td>
              <td className="py-1.5 text-right">
                {chapter.marks} / {chapter.outOf}
                {!!chapter.penalties && ` − ${chapter.penalties}`}
              </td>
              <td className="py-1.5 text-right">{chapter.score}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReviewQuestion({
  mockAttemptID,
  questionNo,
  examType,
}: {
  mockAttemptID: string;
  questionNo: number;
  examType: MockExamType;
}) {
  const question = useMockAttemptQuestion(mockAttemptID, questionNo);
  if (!question.data) return <Spinner />;
  return (
    <article aria-label="Review" className="min-w-0 flex-1 rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-ink">
        Question {question.data.questionNo} of {question.data.noOfQuestions}
      </h2>
      <MockQuestionBody question={question.data} examType={examType} />
    </article>
  );
}
