import type { SubAnswer } from '@notebook/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { answerStatusLabel, toggleChoice } from '@/components/question/answer-labels';
import { AnswerReview } from '@/components/question/answer-review';
import { ExtendedMatch, subQuestionsUnanswered } from '@/components/question/extended-match-select';
import { QuestionOptionList, choosesSeveral } from '@/components/question/option-list';
import { QuestionNavigator } from '@/components/question/question-navigator';
import { QuestionSource } from '@/components/question/question-source';
import { QuestionStepper } from '@/components/question/question-stepper';
import { ChoiceCount, QuestionHeader, QuestionStem } from '@/components/question/question-stem';
import { questionKeysHint, useQuestionKeys } from '@/components/question/use-question-keys';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { AnswerInsightAfterReveal } from '@/lib/answer-insight';
import { ReportProblem } from '@/lib/report-problem';
import { cn } from '@/lib/cn';
import {
  useEndSession,
  useFlagQuestion,
  usePracticeSession,
  useSessionQuestion,
  useStrikeAnswer,
  useSubmitAnswer,
} from '../api/practice-calls';
import {
  type PracticeKind,
  type PracticeQuestionView,
  type PracticeSessionView,
  sessionHref,
} from '../api/practice-kinds';
import { modeLabel } from './sessions-page';

/**
 * /public/akt-questions/session?aktSessionID=…&questionNo=… (and the KFP(MSQ) twin): one question at
 * a time, with the navigator. The URL keeps the question, so a reload (or another device) resumes
 * exactly there. Keyboard: 1–9 or A–Z choose an option, Shift+F flags, ← → move.
 */
export function SessionPage({ kind }: { kind: PracticeKind }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionID = searchParams.get(kind.ids.session) ?? '';
  const askedNo = searchParams.get('questionNo');
  const session = usePracticeSession(kind, sessionID);
  const questionNo = askedNo ? Math.max(1, Number(askedNo) || 1) : session.data ? resumePoint(session.data) : null;
  const question = useSessionQuestion(kind, sessionID, questionNo);
  const go = (no: number, replace = false) =>
    setSearchParams({ [kind.ids.session]: sessionID, questionNo: String(no) }, { replace });
  // 'Resume' links carry no question: the page opens where the reader left off and writes it into the URL.
  useEffect(() => {
    if (!askedNo && questionNo !== null) go(questionNo, true);
  });

  if (!sessionID || session.isError)
    return (
      <p className="text-ink-muted">
        This session was not found. <Link to={kind.routes.list}>Your sessions</Link>
      </p>
    );
  // A question number the session does not have (an edited or stale URL) would otherwise wait forever.
  if (session.data && question.isError && !question.data)
    return (
      <p className="text-ink-muted">
        This session has no question {questionNo}. <Link to={sessionHref(kind, sessionID, 1)}>Go to question 1</Link>
      </p>
    );
  if (!session.data || !question.data || questionNo === null) return <Spinner />;
  return (
    <section
      aria-labelledby="question-title"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 lg:flex-row lg:items-start"
    >
      <div className="min-w-0 flex-1">
        <SessionHeader kind={kind} session={session.data} />
        <QuestionCard key={question.data.questionID} kind={kind} question={question.data} onMove={go} />
        <SessionResults session={session.data} onGo={go} />
      </div>
      <QuestionNavigator items={session.data.questions} current={questionNo} onGo={go} hint={questionKeysHint} />
    </section>
  );
}

/** An unfinished session resumes at its first unanswered question; an ended one (or a fully answered one) at the start. */
function resumePoint(session: PracticeSessionView): number {
  const unanswered = session.status === 'IN_PROGRESS' ? session.questions.find((item) => !item.answered) : undefined;
  return unanswered?.questionNo ?? 1;
}

function SessionHeader({ kind, session }: { kind: PracticeKind; session: PracticeSessionView }) {
  const [confirming, setConfirming] = useState(false);
  const end = useEndSession(kind);
  const ended = session.status === 'ENDED';
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted">
        {modeLabel[session.mode]} mode · {session.answeredCount} of {session.noOfQuestions} answered
        {session.score !== null && (
          <>
            {' · '}
            <strong className="text-ink">Score {session.score}%</strong>
          </>
        )}
        {!!session.penalties && ` (after −${session.penalties} points for extra options)`}
      </p>
      {ended ? (
        <p className="rounded-full bg-surface-muted px-3 py-1 text-sm font-medium text-ink">Session ended: review</p>
      ) : (
        <>
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            End session
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="End session"
            body={`End the session? ${session.noOfQuestions - session.answeredCount} question(s) are unanswered; you cannot answer after it ends.`}
            onConfirm={() => end.mutate({ sessionID: session.sessionID })}
          />
        </>
      )}
    </div>
  );
}

function QuestionCard({
  kind,
  question,
  onMove,
}: {
  kind: PracticeKind;
  question: PracticeQuestionView;
  onMove: (questionNo: number) => void;
}) {
  const submit = useSubmitAnswer(kind);
  const flag = useFlagQuestion(kind);
  const strike = useStrikeAnswer(kind);
  const [chosen, setChosen] = useState<string[]>(question.chosenAnswerIDs);
  const [subAnswers, setSubAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(question.chosenSubAnswers.map((sub) => [sub.subQuestionID, sub.answerID])),
  );
  const savedChoice = question.chosenAnswerIDs.join();
  // Once the reader has chosen on this card, their choice is the truth: a server echo (a refetch read
  // before their latest save landed) never replaces it. Before that, the saved choice is shown.
  const [touched, setTouched] = useState(false);
  // Keyed by the ids, not the array: a refetch of the same answer must not undo a choice being made.
  const [shownSavedChoice, setShownSavedChoice] = useState(savedChoice);
  if (savedChoice !== shownSavedChoice) {
    setShownSavedChoice(savedChoice);
    if (!touched) setChosen(question.chosenAnswerIDs);
  }
  // The card takes focus when a question opens, so Tab starts at the question.
  const card = useRef<HTMLElement>(null);
  useEffect(() => card.current?.focus({ preventScroll: true }), []);

  const ref = { sessionID: question.sessionID, questionID: question.questionID };
  const ended = question.status === 'ENDED';
  const locked = ended || (question.mode === 'TUTOR' && question.reveal !== null);
  const isChoice = question.answerType === 'MULTIPLE_CHOICE';
  const multiple = choosesSeveral(question);
  // Exam mode saves every choice as it is made (as the mock exam does); tutor mode marks on 'Submit answer'.
  const autosave = question.mode === 'EXAM' && !locked;
  const save = (answerIDs: string[], subs: Record<string, string>) =>
    submit.mutate({
      ...ref,
      answerIDs: isChoice ? answerIDs : [],
      subAnswers: isChoice
        ? []
        : Object.entries(subs)
            .filter(([, answerID]) => answerID)
            .map(([subQuestionID, answerID]): SubAnswer => ({ subQuestionID, answerID })),
    });
  const change = (answerIDs: string[], subs: Record<string, string>) => {
    setTouched(true);
    setChosen(answerIDs);
    setSubAnswers(subs);
    if (autosave) save(answerIDs, subs);
  };
  const choose = (answerID: string) => change(toggleChoice(chosen, answerID, multiple), subAnswers);
  const toggleFlag = () => flag.mutate({ ...ref, flagged: !question.flagged });
  const anyChosen = isChoice ? chosen.length > 0 : question.subQuestions.some((sub) => subAnswers[sub.subQuestionID]);
  const blankSubQuestions = isChoice ? 0 : question.subQuestions.filter((sub) => !subAnswers[sub.subQuestionID]).length;
  // Tutor mode marks a whole extended match at once: a blank is said, not sent to be refused.
  const [blankWarning, setBlankWarning] = useState(false);
  const send = () => {
    setBlankWarning(blankSubQuestions > 0);
    if (blankSubQuestions === 0) save(chosen, subAnswers);
  };

  useQuestionKeys({
    questionNo: question.questionNo,
    noOfQuestions: question.noOfQuestions,
    choosableOptions: isChoice && !locked ? question.answers.length : 0,
    choose: (index) => choose(question.answers[index]!.answerID),
    toggleFlag,
    move: onMove,
  });

  return (
    <article tabIndex={-1} ref={card} className="rounded-2xl border border-line bg-surface p-5 outline-none sm:p-6">
      <QuestionHeader
        questionNo={question.questionNo}
        noOfQuestions={question.noOfQuestions}
        flagged={question.flagged}
        onToggleFlag={toggleFlag}
      />
      <QuestionStem html={question.question} />

      {isChoice ? (
        <>
          {multiple && <PenaltyChoiceCount question={question} chosen={chosen.length} locked={locked} />}
          <QuestionOptionList
            question={question}
            chosenIDs={chosen}
            correctIDs={question.reveal?.correctAnswerIDs ?? null}
            pointsOf={question.reveal?.answerScores}
            locked={locked}
            onChoose={choose}
            onStrike={ended ? undefined : (answerID, struck) => strike.mutate({ ...ref, answerID, struck })}
          />
        </>
      ) : (
        <ExtendedMatch
          subQuestions={question.subQuestions}
          options={question.answers}
          chosen={subAnswers}
          correctSubAnswers={question.reveal?.correctSubAnswers ?? null}
          locked={locked}
          onChoose={(subQuestionID, answerID) => change(chosen, { ...subAnswers, [subQuestionID]: answerID })}
        />
      )}

      {!locked && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {!autosave && (
            <Button onClick={send} disabled={!anyChosen || submit.isPending}>
              Submit answer
            </Button>
          )}
          {anyChosen && (
            <Button variant="secondary" onClick={() => change([], {})}>
              Clear choice
            </Button>
          )}
          {blankWarning && blankSubQuestions > 0 && (
            <p role="alert" className="text-sm font-medium text-danger">
              {subQuestionsUnanswered(blankSubQuestions)}: choose an option for each before submitting.
            </p>
          )}
          {autosave && (
            <span className="text-sm text-ink-muted" aria-live="polite">
              {submit.isPending
                ? 'Saving…'
                : submit.isError
                  ? 'Not saved: try again'
                  : anyChosen && (touched || savedChoice || question.chosenSubAnswers.length > 0)
                    ? 'Answer saved'
                    : ''}
            </span>
          )}
        </div>
      )}
      {question.reveal && (
        <AnswerReview answer={question.reveal} unit={kind.unit}>
          <AnswerInsightAfterReveal source={kind.kind} questionID={question.questionID} />
          <QuestionSource contentType={kind.kind} contentID={question.questionID} />
        </AnswerReview>
      )}

      <ReportProblem contentType={kind.kind} contentID={question.questionID} />
      <QuestionStepper at={question} onMove={onMove} className="mt-6" />
    </article>
  );
}

/** KFP(MSQ): what choosing beyond the number asked costs, before it is submitted. */
function PenaltyChoiceCount({
  question,
  chosen,
  locked,
}: {
  question: PracticeQuestionView;
  chosen: number;
  locked: boolean;
}) {
  const expected = question.noOfExpectedAnswers ?? 0;
  const extra = Math.max(0, chosen - expected);
  return (
    <ChoiceCount expected={expected} chosen={chosen} warn={extra > 0 && !locked}>
      {!locked &&
        (extra > 0
          ? ` ${extra} more than asked: −${Math.round(extra * question.penaltyPerExtraOption * 100) / 100} points.`
          : ` Each option beyond ${expected} costs ${question.penaltyPerExtraOption} points.`)}
    </ChoiceCount>
  );
}

/** Once a KFP(MSQ) session ended: each question's points and penalty, the result sheet. */
function SessionResults({ session, onGo }: { session: PracticeSessionView; onGo: (questionNo: number) => void }) {
  if (session.status !== 'ENDED' || session.questions.every((item) => item.marks === null)) return null;
  return (
    <section aria-label="Results" className="mt-6 rounded-2xl border border-line bg-surface p-4">
      <h2 className="mb-3 text-base font-semibold text-ink">Results</h2>
      <table className="w-full text-sm tabular-nums">
        <thead className="text-left text-ink-muted">
          <tr>
            <th className="py-1 font-medium">Question</th>
            <th className="py-1 font-medium">Result</th>
            <th className="py-1 text-right font-medium">Points</th>
            <th className="py-1 text-right font-medium">Penalty</th>
          </tr>
        </thead>
        <tbody>
          {session.questions.map((item) => (
            <tr key={item.questionID} className="border-t border-line">
              <td className="py-1.5">
                <button
                  type="button"
                  className="text-accent-strong hover:underline"
                  onClick={() => onGo(item.questionNo)}
                >
                  {item.questionNo}
                </button>
              </td>
              <td className="py-1.5">{item.answerStatus ? answerStatusLabel[item.answerStatus] : ''}</td>
              <td className="py-1.5 text-right">{item.marks}</td>
              <td className={cn('py-1.5 text-right', item.penalty ? 'text-warning' : 'text-ink-muted')}>
                {item.penalty ? `−${item.penalty}` : '0'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
