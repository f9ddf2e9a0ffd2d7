import type { ReaderMockExam } from '@notebook/contracts';
import { Messages } from '@notebook/contracts';
import { Clock, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/admin-list';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { useLoggedInUser } from '@/lib/auth-store';
import { useReaderMockExams, useStartMockExam } from '../api/mock-exam-calls';
import { formatClock, formatDuration, formatWhen, stateLabel, typeLabel } from './mock-exam-format';

/** /public/mock-exams: the exams a reader may sit (upcoming with a countdown, open, finished with the result); a visitor is asked to sign in. */
export function ReaderMockExamsPage() {
  const user = useLoggedInUser();
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="mock-exams-title" className="mx-auto w-full max-w-3xl">
      <PageHeader title="Mock Exams" description="Full AKT and KFP(MSQ) papers, timed like the real exam." />
      {user?.user.userType === 'READER' ? (
        <ReaderExams />
      ) : (
        <p className="text-ink-muted">
          <Link to={paths.login.getHref(pathname)} className="font-medium text-accent-strong hover:underline">
            Sign in
          </Link>{' '}
          to sit mock exams.
        </p>
      )}
    </section>
  );
}

function ReaderExams() {
  const exams = useReaderMockExams();
  const now = useNow(1000);
  // An upcoming exam whose window has just opened (or an open one just closed) is asked for again,
  // every 2 s until the server's answer has crossed too (one read taken a moment early kept 'Opens in 0:00').
  const boundary = exams.data?.some(
    (exam) =>
      (exam.state === 'UPCOMING' && Date.parse(exam.windowStart) <= now) ||
      (exam.state === 'OPEN' && Date.parse(exam.windowEnd) <= now),
  );
  const { refetch } = exams;
  useEffect(() => {
    if (!boundary) return;
    void refetch();
    const timer = setInterval(() => void refetch(), 2_000);
    return () => clearInterval(timer);
  }, [boundary, refetch]);
  return (
    <QueryView query={exams} pending={<Spinner />} isEmpty={(list) => list.length === 0} empty={Messages.noMockExams}>
      {(list) => (
        <ul className="flex flex-col gap-3">
          {list.map((exam) => (
            <MockExamCard key={exam.mockExamID} exam={exam} now={now} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function MockExamCard({ exam, now }: { exam: ReaderMockExam; now: number }) {
  const [confirming, setConfirming] = useState(false);
  const start = useStartMockExam();
  const navigate = useNavigate();
  const attempt = exam.attempt;
  const running = attempt?.status === 'IN_PROGRESS' && Date.parse(attempt.deadline) > now;
  const finished = attempt && !running;
  return (
    <li aria-label={exam.mockExamName} className="rounded-2xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-ink [overflow-wrap:anywhere]">{exam.mockExamName}</h2>
          <p className="mt-1 text-sm text-ink-muted">
            {typeLabel[exam.mockExamType]} · {exam.noOfQuestions} question(s) · {formatDuration(exam.durationMinutes)}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {stateLabel[exam.state]} · {formatWhen(exam.windowStart)} – {formatWhen(exam.windowEnd)}
          </p>
        </div>
        <div className="flex flex-col items-end gap-2 text-sm">
          {exam.state === 'UPCOMING' && (
            <p className="flex items-center gap-1.5 font-medium text-ink" role="timer" aria-label="Opens in">
              <Clock aria-hidden className="size-4" /> Opens in {countdown(Date.parse(exam.windowStart) - now)}
            </p>
          )}
          {exam.state === 'OPEN' && !attempt && (
            <Button onClick={() => setConfirming(true)} disabled={start.isPending}>
              <Play aria-hidden /> Start
            </Button>
          )}
          {running && (
            <>
              <p className="font-medium text-ink tabular-nums">
                {formatClock((Date.parse(attempt.deadline) - now) / 1000)} left
              </p>
              <Button asChild>
                <Link to={paths.public.mockExamSitting.getHref(attempt.mockAttemptID)}>Continue</Link>
              </Button>
            </>
          )}
          {finished && (
            <>
              {attempt.score !== null && <p className="font-semibold text-ink tabular-nums">Score {attempt.score}%</p>}
              <Button asChild variant="secondary">
                <Link to={paths.public.mockExamResult.getHref(attempt.mockAttemptID)}>
                  {attempt.score !== null ? 'Review' : 'Result'}
                </Link>
              </Button>
            </>
          )}
          {exam.state === 'CLOSED' && !attempt && <p className="text-ink-muted">Not sat</p>}
        </div>
      </div>
      {exam.instructions && (
        <p className="mt-3 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">{exam.instructions}</p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Start the exam"
        body={`The clock starts now: ${formatDuration(exam.durationMinutes)} for ${exam.noOfQuestions} question(s), and it keeps running if you close the page.`}
        confirmLabel="Start"
        cancelLabel="Not yet"
        onConfirm={() =>
          start.mutate(exam.mockExamID, {
            onSuccess: (started) => navigate(paths.public.mockExamSitting.getHref(started.mockAttemptID)),
          })
        }
      />
    </li>
  );
}

/** '2 d 3 h', '3 h 5 min', '4:59'. */
function countdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 3600) return formatClock(seconds);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days} d ${hours} h` : `${hours} h ${minutes} min`;
}
