import type { KfpAttempt, KfpAttemptQuestion } from '@notebook/contracts';
import { KfpPracticeLimits } from '@notebook/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { answerStatusLabel, toggleChoice } from '@/components/question/answer-labels';
import { AnswerExplanation, AnswerVerdict } from '@/components/question/answer-review';
import { OptionList } from '@/components/question/option-list';
import { QuestionSource } from '@/components/question/question-source';
import { QuestionStem } from '@/components/question/question-stem';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLoggedInUser } from '@/lib/auth-store';
import { AnswerInsightAfterReveal } from '@/lib/answer-insight';
import { ReportProblem } from '@/lib/report-problem';
import { cn } from '@/lib/cn';
import { noteProse } from '@/lib/note-prose';
import {
  useKfpAttempt,
  useKfpCase,
  useMarkKfpAnswer,
  useStartKfpAttempt,
  useSubmitKfpAnswer,
} from '../api/kfp-practice';
import { RichAnswer } from '@/lib/rich-answer';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';

/**
 * /public/kfp-question?kfpCaseID=…&kfpAttemptID=…: the case and, in an attempt, its questions in
 * order. A multiple choice is marked on submit; a written answer shows the model answers and the
 * reader marks it. The URL keeps the attempt, so a reload carries on where it was.
 */
export function KfpCasePage() {
  const user = useLoggedInUser();
  const [searchParams] = useSearchParams();
  const hasCase = !!searchParams.get('kfpCaseID');
  if (user?.user.userType !== 'READER' || !hasCase)
    return (
      <section aria-labelledby="kfp-case-title" className="mx-auto w-full max-w-[70ch]">
        <h1 id="kfp-case-title" className="mb-4 text-3xl font-semibold tracking-tight text-ink">
          KFP Question
        </h1>
        {user?.user.userType !== 'READER' ? (
          <SignInPrompt>to practise the cases and keep your attempts.</SignInPrompt>
        ) : (
          <p className="text-ink-muted">
            Choose a case in <Link to={paths.public.kfpQuestions.getHref()}>KFP Questions</Link>.
          </p>
        )}
      </section>
    );
  return <ReaderKfpCase />;
}

function ReaderKfpCase() {
  const [searchParams, setSearchParams] = useSearchParams();
  const kfpCaseID = searchParams.get('kfpCaseID') ?? '';
  const kfpAttemptID = searchParams.get('kfpAttemptID');
  const kfpCase = useKfpCase(kfpCaseID);
  const attempt = useKfpAttempt(kfpAttemptID);
  const start = useStartKfpAttempt();

  if (!kfpCaseID || kfpCase.isError)
    return (
      <p className="text-ink-muted">
        This case was not found. <Link to={paths.public.kfpQuestions.getHref()}>KFP Questions</Link>
      </p>
    );
  if (!kfpCase.data) return <Spinner />;
  const begin = async () => {
    const started = await start.mutateAsync({ kfpCaseID });
    setSearchParams({ kfpCaseID, kfpAttemptID: started.kfpAttemptID });
  };
  return (
    <article aria-labelledby="case-title" className="mx-auto w-full max-w-[70ch] pb-16">
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link
          to={paths.public.kfpQuestions.getHref(kfpCase.data.topicID)}
          className="font-medium text-accent-strong hover:underline"
        >
          KFP Questions
        </Link>
      </nav>
      <h1 id="case-title" className="mb-4 text-3xl font-semibold tracking-tight text-ink [overflow-wrap:anywhere]">
        {kfpCase.data.caseName}
      </h1>
      <div className={cn(noteProse, 'mb-6')} dangerouslySetInnerHTML={{ __html: kfpCase.data.caseDescription }} />
      <ReportProblem contentType="KFP" contentID={kfpCaseID} />
      {!kfpAttemptID ? (
        <div className="flex flex-col gap-3">
          <p className="text-ink-muted">
            {kfpCase.data.questions.length} question(s).{' '}
            {kfpCase.data.attempts.length > 0 &&
              `Attempts so far: ${kfpCase.data.attempts.map((each) => `${each.marks}/${each.noOfQuestions}`).join(', ')}.`}
          </p>
          <div>
            <Button onClick={begin} disabled={start.isPending}>
              {kfpCase.data.attempts.length ? 'New attempt' : 'Start'}
            </Button>
          </div>
        </div>
      ) : !attempt.data ? (
        <Spinner />
      ) : (
        <Attempt attempt={attempt.data} onNew={begin} />
      )}
    </article>
  );
}

function Attempt({ attempt, onNew }: { attempt: KfpAttempt; onNew: () => void }) {
  // One question at a time: the first not answered yet (or not yet self-marked), all of them once done.
  const current = attempt.questions.find((question) => question.answerStatus === null);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-ink-muted tabular-nums" aria-live="polite">
        {attempt.answeredCount} of {attempt.noOfQuestions} answered · {attempt.marks} mark(s)
      </p>
      {attempt.questions
        .filter((question) => question.answerStatus !== null || question === current)
        .map((question) => (
          <QuestionCard key={question.kfpCaseQuestionID} attempt={attempt} question={question} />
        ))}
      {attempt.completed && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-4">
          <p className="font-semibold text-ink">
            Done: {attempt.marks} of {attempt.noOfQuestions}
          </p>
          <Button variant="secondary" onClick={onNew}>
            New attempt
          </Button>
          <div className="basis-full">
            <QuestionSource contentType="KFP" contentID={attempt.kfpCaseID} />
          </div>
        </div>
      )}
    </div>
  );
}

function QuestionCard({ attempt, question }: { attempt: KfpAttempt; question: KfpAttemptQuestion }) {
  const submit = useSubmitKfpAnswer();
  const mark = useMarkKfpAnswer();
  const [chosen, setChosen] = useState<string[]>(question.chosenAnswerIDs);
  const [text, setText] = useState(question.text ?? '');
  const answered = question.reveal !== null;
  const ref = { kfpAttemptID: attempt.kfpAttemptID, kfpCaseQuestionID: question.kfpCaseQuestionID };
  const isText = question.kfpAnswerType === 'TEXT';
  const ready = isText ? text.trim().length > 0 : chosen.length > 0;

  return (
    <section
      aria-labelledby={`q-${question.kfpCaseQuestionID}`}
      className="rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={`q-${question.kfpCaseQuestionID}`} className="mb-2 text-lg font-semibold text-ink">
        Question {question.questionNo}
      </h2>
      <QuestionStem html={question.question} />
      {isText ? (
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          Your answer
          <textarea
            value={text}
            disabled={answered}
            maxLength={KfpPracticeLimits.textAnswerMax}
            onChange={(event) => setText(event.target.value)}
            className="min-h-28 rounded-lg border border-line bg-surface p-3 font-normal text-ink [overflow-wrap:anywhere]"
          />
        </label>
      ) : (
        <OptionList
          name={`answer-${question.kfpCaseQuestionID}`}
          options={question.answers}
          multiple
          chosenIDs={chosen}
          struckIDs={[]}
          correctIDs={question.reveal?.correctAnswerIDs ?? null}
          locked={answered}
          onChoose={(answerID) => setChosen(toggleChoice(chosen, answerID, true))}
        />
      )}
      {!answered && (
        <Button
          className="mt-4"
          disabled={!ready || submit.isPending}
          onClick={() => submit.mutate(isText ? { ...ref, text } : { ...ref, answerIDs: chosen })}
        >
          Submit answer
        </Button>
      )}
      {question.reveal && (
        <div role="status" className="mt-4 flex flex-col gap-3 rounded-xl border border-line p-4">
          {isText && (
            <div>
              <p className="text-sm font-semibold text-ink">Model answer(s)</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-ink">
                {question.reveal.modelAnswers.map((answer) => (
                  <li key={answer}>
                    <RichAnswer html={answer} />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {question.answerStatus && (
            <AnswerVerdict correct={question.answerStatus === 'CORRECT'}>
              {answerStatusLabel[question.answerStatus]}
            </AnswerVerdict>
          )}
          {isText && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-ink-muted">
                {question.answerStatus ? 'Change your mark:' : 'Mark your answer:'}
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-pressed={question.answerStatus === 'CORRECT'}
                onClick={() => mark.mutate({ ...ref, correct: true })}
              >
                I got it right
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-pressed={question.answerStatus === 'INCORRECT'}
                onClick={() => mark.mutate({ ...ref, correct: false })}
              >
                I got it wrong
              </Button>
            </div>
          )}
          <AnswerExplanation html={question.reveal.explanation} />
          {/* Asked again once a written answer is marked: only a marked answer counts. */}
          <AnswerInsightAfterReveal
            key={question.answerStatus ?? 'unmarked'}
            source="KFP"
            questionID={question.kfpCaseQuestionID}
          />
        </div>
      )}
    </section>
  );
}
