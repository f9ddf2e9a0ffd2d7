import { PublicRoutes, type ReviewCard, ReviewPace, type SubAnswer, suggestedRating } from '@notebook/contracts';
import { BookOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toggleChoice } from '@/components/question/answer-labels';
import { AnswerReview } from '@/components/question/answer-review';
import { ExtendedMatch } from '@/components/question/extended-match-select';
import { QuestionOptionList, choosesSeveral } from '@/components/question/option-list';
import { ChoiceCount, QuestionStem } from '@/components/question/question-stem';
import { QuestionSource } from '@/components/question/question-source';
import { useQuestionKeys } from '@/components/question/use-question-keys';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { lessonNotesHref, lessonsHref } from '@/lib/reading-links';
import { type ReviewSessionRef, useReviewQuestion, useSubmitReviewAnswer } from '../api/review-calls';
import { RatingPanel } from './rating-panel';
import type { ReviewProgress } from './review-progress';
import { countOf } from '@/lib/count-of';
import { practiceKindLabels } from '@/lib/practice-kinds';
import { shownDate } from './review-labels';

type SessionProps = { progress: ReviewProgress; onChange: (next: ReviewProgress | null) => void };

/** A review session: its cards one at a time, each answered (or practised, for a KFP case), then rated. */
export function ReviewSessionView({ progress, onChange }: SessionProps) {
  const { session, index } = progress;
  const card = session.cards[index];
  const leave = () => onChange(null);
  if (!card) return <ReviewDone progress={progress} onClose={leave} />;
  const graded = (due: string) =>
    onChange({ ...progress, index: index + 1, graded: { ...progress.graded, [card.cardID]: due } });
  const answered = (seconds: number) =>
    onChange({ ...progress, seconds: { ...progress.seconds, [card.cardID]: seconds } });
  const ref = sessionRefOf(progress);
  return (
    <section aria-labelledby="review-card-title" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {practiceKindLabels[session.kind]} review · {countOf(Object.keys(progress.graded).length, 'card')} rated
        </p>
        <Button variant="secondary" size="sm" onClick={leave}>
          Leave review
        </Button>
      </div>
      <LastGraded progress={progress} />
      <article key={card.cardID} className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <header className="mb-4 flex flex-col gap-1">
          <h1 id="review-card-title" className="text-lg font-semibold tracking-tight text-ink">
            Card {index + 1} of {session.cards.length}
          </h1>
          <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
            {card.topicName} · due {shownDate(card.due)}
          </p>
        </header>
        {ref ? (
          <QuestionCard
            key={card.cardID}
            card={card}
            sessionRef={ref}
            questionNo={index + 1}
            seconds={progress.seconds[card.cardID]}
            last={index + 1 === session.cards.length}
            onAnswered={answered}
            onGraded={graded}
            onLeave={leave}
          />
        ) : (
          <KfpCaseCard key={card.cardID} card={card} last={index + 1 === session.cards.length} onGraded={graded} />
        )}
      </article>
    </section>
  );
}

function sessionRefOf({ session }: ReviewProgress): ReviewSessionRef | null {
  if (session.aktSessionID) return { kind: 'AKT', sessionID: session.aktSessionID };
  if (session.msqSessionID) return { kind: 'MSQ', sessionID: session.msqSessionID };
  return null;
}

/** The card rated last, and when it is due again. */
function LastGraded({ progress }: { progress: ReviewProgress }) {
  const previous = progress.session.cards[progress.index - 1];
  const due = previous && progress.graded[previous.cardID];
  return (
    <p role="status" className="min-h-5 text-sm text-ink-muted">
      {due ? `Card ${progress.index} saved: next due ${shownDate(due)}.` : ''}
    </p>
  );
}

/** "Read: <topic> › <lesson>", to the lesson the card's question belongs to (or its topic without one). */
function ReadLink({ card, missed }: { card: ReviewCard; missed: boolean }) {
  const to = card.lessonID ? lessonNotesHref(card.lessonID, card.topicID) : lessonsHref(card.topicID);
  const label = `Read: ${card.topicName}${card.lessonName ? ` › ${card.lessonName}` : ''}`;
  return (
    <div className={cn('mt-4 flex flex-col gap-2', missed && 'rounded-xl border border-warning p-3')}>
      {missed && <p className="text-sm text-ink">You missed this one: read its lesson before the next card.</p>}
      <Link
        to={to}
        className="inline-flex items-center gap-2 font-medium text-accent-strong underline-offset-2 hover:underline [overflow-wrap:anywhere]"
      >
        <BookOpen aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </Link>
    </div>
  );
}

type QuestionCardProps = {
  card: ReviewCard;
  sessionRef: ReviewSessionRef;
  questionNo: number;
  /** How long the answer took, once answered on this device. */
  seconds: number | undefined;
  last: boolean;
  onAnswered: (seconds: number) => void;
  onGraded: (due: string) => void;
  onLeave: () => void;
};

/** An AKT or KFP(MSQ) card: the question of the practice session (tutor mode), marked on Submit. */
function QuestionCard({
  card,
  sessionRef,
  questionNo,
  seconds,
  last,
  onAnswered,
  onGraded,
  onLeave,
}: QuestionCardProps) {
  const question = useReviewQuestion(sessionRef, questionNo);
  const submit = useSubmitReviewAnswer(sessionRef, questionNo);
  const [chosen, setChosen] = useState<string[]>([]);
  const [subAnswers, setSubAnswers] = useState<Record<string, string>>({});
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const data = question.data;
  const locked = !data || data.reveal !== null;
  const isChoice = data?.answerType !== 'EXTENDED_MATCH';
  const multiple = data ? choosesSeveral(data) : false;
  const choose = (answerID: string) => setChosen(toggleChoice(chosen, answerID, multiple));
  useQuestionKeys({
    questionNo: 1,
    noOfQuestions: 1,
    choosableOptions: data && isChoice && !locked ? data.answers.length : 0,
    choose: (optionIndex) => data && choose(data.answers[optionIndex]!.answerID),
    toggleFlag: () => undefined,
    move: () => undefined,
  });

  if (question.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-ink-muted">This review session was not found.</p>
        <Button variant="secondary" onClick={onLeave}>
          Back to today’s review
        </Button>
      </div>
    );
  if (!data) return <Spinner />;
  const anyChosen = isChoice ? chosen.length > 0 : data.subQuestions.some((sub) => subAnswers[sub.subQuestionID]);
  const send = () =>
    submit.mutate(
      {
        questionID: data.questionID,
        answerIDs: isChoice ? chosen : [],
        subAnswers: isChoice
          ? []
          : Object.entries(subAnswers)
              .filter(([, answerID]) => answerID)
              .map(([subQuestionID, answerID]): SubAnswer => ({ subQuestionID, answerID })),
      },
      { onSuccess: () => onAnswered(Math.round((Date.now() - shownAt.current) / 1000)) },
    );
  const reveal = data.reveal;
  const correct = reveal?.answerStatus === 'CORRECT';
  // Answered on another device (or before this tab kept the time): rated as if at a normal pace.
  const took = seconds ?? ReviewPace.easyWithinSeconds + 1;
  return (
    <>
      <QuestionStem html={data.question} />
      {isChoice ? (
        <>
          {multiple && <ChoiceCount expected={data.noOfExpectedAnswers ?? 0} chosen={chosen.length} />}
          <QuestionOptionList
            question={data}
            chosenIDs={reveal ? data.chosenAnswerIDs : chosen}
            correctIDs={reveal?.correctAnswerIDs ?? null}
            pointsOf={reveal?.answerScores}
            locked={locked}
            onChoose={choose}
          />
        </>
      ) : (
        <ExtendedMatch
          subQuestions={data.subQuestions}
          options={data.answers}
          chosen={
            reveal
              ? Object.fromEntries(data.chosenSubAnswers.map((sub) => [sub.subQuestionID, sub.answerID]))
              : subAnswers
          }
          correctSubAnswers={reveal?.correctSubAnswers ?? null}
          locked={locked}
          onChoose={(subQuestionID, answerID) => setSubAnswers({ ...subAnswers, [subQuestionID]: answerID })}
        />
      )}
      {!reveal && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={send} disabled={!anyChosen || submit.isPending}>
            Submit answer
          </Button>
          <span className="text-sm text-ink-muted">Keys: 1–9 or A–Z choose.</span>
        </div>
      )}
      {reveal && (
        <>
          <AnswerReview answer={reveal} unit={sessionRef.kind === 'MSQ' ? 'points' : 'mark(s)'} />
          <QuestionSource contentType={sessionRef.kind} contentID={card.questionID} />
          <ReadLink card={card} missed={!correct} />
          <RatingPanel
            cardID={card.cardID}
            suggested={suggestedRating(correct, took)}
            last={last}
            onGraded={onGraded}
          />
        </>
      )}
    </>
  );
}

/** A KFP case card: the case is practised on its own page, then rated here. */
function KfpCaseCard({ card, last, onGraded }: { card: ReviewCard; last: boolean; onGraded: (due: string) => void }) {
  const caseHref = `${PublicRoutes.kfpQuestion}?${new URLSearchParams({ kfpCaseID: card.questionID }).toString()}`;
  return (
    <>
      <p className="text-ink">Work through the case again, then come back here and rate how it went.</p>
      <div className="mt-3">
        <Button asChild>
          <Link to={caseHref}>Practise the case</Link>
        </Button>
      </div>
      <ReadLink card={card} missed={false} />
      <RatingPanel cardID={card.cardID} suggested={null} last={last} onGraded={onGraded} />
    </>
  );
}

/** The session's end: each card and when it is due again. */
function ReviewDone({ progress, onClose }: { progress: ReviewProgress; onClose: () => void }) {
  const { cards } = progress.session;
  return (
    <section aria-labelledby="review-done" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h1 id="review-done" className="font-serif text-3xl font-semibold tracking-tight text-ink">
        Review done
      </h1>
      <p className="text-ink-muted">You rated {countOf(Object.keys(progress.graded).length, 'card')}.</p>
      <ul
        aria-label="Reviewed cards"
        className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface"
      >
        {cards.map((card, index) => (
          <li key={card.cardID} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
            <span className="text-ink [overflow-wrap:anywhere]">
              Card {index + 1}: {card.topicName}
              {card.lessonName ? ` › ${card.lessonName}` : ''}
            </span>
            <span className="text-ink-muted">
              {progress.graded[card.cardID] ? `next due ${shownDate(progress.graded[card.cardID]!)}` : 'not rated'}
            </span>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={onClose}>Back to today’s review</Button>
      </div>
    </section>
  );
}
