import {
  type AktAnswerStatus,
  Messages,
  type MockAttempt,
  type MockAttemptQuestion,
  type SubAnswer,
} from '@notebook/contracts';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { QuestionNavigator } from '@/components/question/question-navigator';
import { QuestionStepper } from '@/components/question/question-stepper';
import { QuestionHeader } from '@/components/question/question-stem';
import { toggleChoice } from '@/components/question/answer-labels';
import { subQuestionsUnanswered } from '@/components/question/extended-match-select';
import { choosesSeveral } from '@/components/question/option-list';
import { questionKeysHint, useQuestionKeys } from '@/components/question/use-question-keys';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  useFlagMockQuestion,
  useMockAttempt,
  useMockAttemptQuestion,
  useSaveMockAnswer,
  useStrikeMockAnswer,
  useSubmitMockAttempt,
} from '../api/mock-exam-calls';
import { formatClock } from './mock-exam-format';
import { MockQuestionBody } from './mock-question';
import { useNow } from '@/hooks/use-now';

/**
 * /public/mock-exams/sitting?mockAttemptID=…&questionNo=…: the paper under the server's clock. Every
 * choice is saved as it is made; the URL keeps the question, so a reload or another device carries
 * on there; at the deadline the page moves to the result (the server submits the attempt).
 */
export function MockExamSittingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const mockAttemptID = searchParams.get('mockAttemptID') ?? '';
  const questionNo = Math.max(1, Number(searchParams.get('questionNo')) || 1);
  const attempt = useMockAttempt(mockAttemptID);
  const question = useMockAttemptQuestion(mockAttemptID, questionNo);
  const remaining = useRemainingSeconds(attempt.data, attempt.dataUpdatedAt);
  const over = attempt.data !== undefined && (attempt.data.status !== 'IN_PROGRESS' || remaining <= 0);
  useEffect(() => {
    if (over) navigate(paths.public.mockExamResult.getHref(mockAttemptID), { replace: true });
  }, [over, mockAttemptID, navigate]);
  const go = (no: number) => setSearchParams({ mockAttemptID, questionNo: String(no) });

  if (!mockAttemptID || attempt.isError)
    return (
      <p className="text-ink-muted">
        This attempt was not found. <Link to={paths.public.mockExams.getHref()}>Mock exams</Link>
      </p>
    );
  if (!attempt.data || !question.data) return <Spinner />;
  return (
    <section
      aria-labelledby="question-title"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 lg:flex-row lg:items-start"
    >
      <div className="min-w-0 flex-1">
        <SittingHeader attempt={attempt.data} remaining={remaining} />
        <QuestionCard key={question.data.questionID} mockAttemptID={mockAttemptID} onMove={go} />
      </div>
      <MockNavigator attempt={attempt.data} current={questionNo} onGo={go} hint={questionKeysHint} />
    </section>
  );
}

/** What is left by the server's count when the attempt was read, less the time since. */
export function useRemainingSeconds(attempt: MockAttempt | undefined, readAt: number): number {
  const now = useNow(1000);
  if (!attempt) return Number.POSITIVE_INFINITY;
  return attempt.remainingSeconds - Math.floor(Math.max(0, now - readAt) / 1000);
}

function SittingHeader({ attempt, remaining }: { attempt: MockAttempt; remaining: number }) {
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitMockAttempt();
  const navigate = useNavigate();
  const unanswered = attempt.questions.filter((item) => !item.answered).length;
  const openParts = attempt.questions.reduce((sum, item) => sum + (item.openSubQuestions ?? 0), 0);
  const lastFive = remaining <= 300;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink [overflow-wrap:anywhere]">{attempt.mockExamName}</p>
        <p className="text-sm text-ink-muted">
          {attempt.questions.length - unanswered} of {attempt.questions.length} answered
        </p>
      </div>
      <p
        role="timer"
        aria-label="Time left"
        className={cn(
          'flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold tabular-nums',
          lastFive ? 'bg-danger text-white' : 'bg-surface-muted text-ink',
        )}
      >
        <Clock aria-hidden className="size-4" /> {formatClock(remaining)}
      </p>
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={submit.isPending}>
        Submit exam
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Submit exam"
        body={`Submit your answers? ${unanswered} question(s) are unanswered${openParts > 0 ? ` (${subQuestionsUnanswered(openParts)})` : ''}; you cannot change anything afterwards.`}
        confirmLabel="Submit"
        cancelLabel="Keep going"
        onConfirm={() =>
          submit.mutate(
            { mockAttemptID: attempt.mockAttemptID },
            { onSuccess: () => navigate(paths.public.mockExamResult.getHref(attempt.mockAttemptID)) },
          )
        }
      />
    </div>
  );
}

function QuestionCard({ mockAttemptID, onMove }: { mockAttemptID: string; onMove: (questionNo: number) => void }) {
  const [searchParams] = useSearchParams();
  const questionNo = Math.max(1, Number(searchParams.get('questionNo')) || 1);
  const { data: question } = useMockAttemptQuestion(mockAttemptID, questionNo);
  if (!question) return null;
  return <SittingQuestion question={question} onMove={onMove} />;
}

function SittingQuestion({
  question,
  onMove,
}: {
  question: MockAttemptQuestion;
  onMove: (questionNo: number) => void;
}) {
  const save = useSaveMockAnswer();
  const flag = useFlagMockQuestion();
  const strike = useStrikeMockAnswer();
  const navigate = useNavigate();
  const { mockAttemptID } = question;
  const ref = { mockAttemptID, questionID: question.questionID };
  const onAnswer = (answer: { answerIDs: string[]; subAnswers: SubAnswer[] }) =>
    save.mutate(
      { ...ref, ...answer },
      {
        onError: (error) => {
          // Past the deadline the server refuses the answer: the paper is in, show the result.
          if (error instanceof ApiError && error.message === Messages.mockAttemptOver)
            navigate(paths.public.mockExamResult.getHref(mockAttemptID), { replace: true });
        },
      },
    );
  const toggleFlag = (flagged: boolean) => flag.mutate({ ...ref, flagged });
  useQuestionKeys({
    questionNo: question.questionNo,
    noOfQuestions: question.noOfQuestions,
    choosableOptions: question.answerType === 'MULTIPLE_CHOICE' ? question.answers.length : 0,
    choose: (index) =>
      onAnswer({
        answerIDs: toggleChoice(question.chosenAnswerIDs, question.answers[index]!.answerID, choosesSeveral(question)),
        subAnswers: [],
      }),
    toggleFlag: () => toggleFlag(!question.flagged),
    move: onMove,
  });
  return (
    <article className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <QuestionHeader
        questionNo={question.questionNo}
        noOfQuestions={question.noOfQuestions}
        flagged={question.flagged}
        onToggleFlag={toggleFlag}
      />
      <MockQuestionBody
        question={question}
        onAnswer={onAnswer}
        onStrike={(answerID, struck) => strike.mutate({ ...ref, answerID, struck })}
      />
      <p className="mt-3 h-5 text-sm text-ink-muted" aria-live="polite">
        {save.isPending
          ? 'Saving…'
          : save.isError
            ? `Not saved: ${save.error.message}`
            : save.isSuccess
              ? 'Answer saved'
              : ''}
      </p>
      <QuestionStepper at={question} onMove={onMove} className="mt-4" />
    </article>
  );
}

/**
 * The sitting's and the review's navigator: answered and flagged while sitting (nothing is marked
 * then); right or wrong once the result is out (`marks`, by question id; a null one is kept back).
 */
export function MockNavigator({
  attempt,
  current,
  onGo,
  hint,
  marks,
}: {
  attempt: Pick<MockAttempt, 'questions'>;
  current: number;
  onGo: (questionNo: number) => void;
  /** What follows the legend (the sitting names its keys). */
  hint?: string;
  marks?: ReadonlyMap<string, AktAnswerStatus | null>;
}) {
  const items = attempt.questions.map((item) => ({ ...item, answerStatus: marks?.get(item.questionID) ?? null }));
  const legend = marks
    ? 'Green: right. Red: wrong. Amber: not answered.'
    : 'Filled: answered. Flag: marked to come back to.';
  return <QuestionNavigator items={items} current={current} onGo={onGo} hint={hint ? `${legend} ${hint}` : legend} />;
}
