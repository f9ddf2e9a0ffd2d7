import type { MockAttemptQuestion, SubAnswer } from '@notebook/contracts';
import { answerStatusLabel, toggleChoice } from '@/components/question/answer-labels';
import { ExtendedMatch } from '@/components/question/extended-match-select';
import { QuestionOptionList, choosesSeveral } from '@/components/question/option-list';
import { cn } from '@/lib/cn';
import { noteProse } from '@/lib/note-prose';

type Props = {
  question: MockAttemptQuestion;
  /** While the attempt runs: choices are saved as they are made. Absent: read only (the review). */
  onAnswer?: (answer: { answerIDs: string[]; subAnswers: SubAnswer[] }) => void;
  onStrike?: (answerID: string, struck: boolean) => void;
};

/** A question of a mock paper: its options (radio, or checkboxes for KFP(MSQ)) or its extended match, with the review once released. */
export function MockQuestionBody({ question, onAnswer, onStrike }: Props) {
  const locked = !onAnswer;
  const review = question.review;
  const multiple = choosesSeveral(question);
  const chosen = question.chosenAnswerIDs;
  const choose = (answerID: string) =>
    onAnswer?.({ answerIDs: toggleChoice(chosen, answerID, multiple), subAnswers: [] });
  return (
    <>
      {question.question && (
        <div className={cn(noteProse, 'mb-4')} dangerouslySetInnerHTML={{ __html: question.question }} />
      )}
      {question.answerType === 'MULTIPLE_CHOICE' ? (
        <>
          {multiple && (
            <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
              Choose {question.noOfExpectedAnswers}. {chosen.length} chosen.
              {chosen.length > (question.noOfExpectedAnswers ?? 0) && ' Options beyond the number asked cost points.'}
            </p>
          )}
          <QuestionOptionList
            question={question}
            chosenIDs={chosen}
            correctIDs={review?.correctAnswerIDs ?? null}
            locked={locked}
            onChoose={choose}
            onStrike={onStrike}
          />
        </>
      ) : (
        <MockExtendedMatch question={question} onAnswer={onAnswer} />
      )}
      {review && (
        <div
          role="status"
          className={cn(
            'mt-4 rounded-xl border p-4',
            review.answerStatus === 'CORRECT' ? 'border-success' : 'border-danger',
          )}
        >
          <p className={cn('font-semibold', review.answerStatus === 'CORRECT' ? 'text-success' : 'text-danger')}>
            {answerStatusLabel[review.answerStatus]} · {review.marks} of {review.outOf}
          </p>
          {review.penalty > 0 && (
            <p className="mt-1 text-sm text-warning">Over-selection penalty: −{review.penalty} points.</p>
          )}
          {review.explanation && (
            <div className={cn(noteProse, 'mt-3 text-base')} dangerouslySetInnerHTML={{ __html: review.explanation }} />
          )}
        </div>
      )}
    </>
  );
}

/** Each change saves the whole set of sub-answers; going back to "Choose an option" drops that one. */
function MockExtendedMatch({ question, onAnswer }: Pick<Props, 'question' | 'onAnswer'>) {
  const chosen = Object.fromEntries(question.chosenSubAnswers.map((sub) => [sub.subQuestionID, sub.answerID]));
  const change = (subQuestionID: string, answerID: string) => {
    const next = { ...chosen, [subQuestionID]: answerID };
    if (!answerID) delete next[subQuestionID];
    onAnswer?.({
      answerIDs: [],
      subAnswers: Object.entries(next).map(([id, answer]) => ({ subQuestionID: id, answerID: answer })),
    });
  };
  return (
    <ExtendedMatch
      subQuestions={question.subQuestions}
      options={question.answers}
      chosen={chosen}
      correctSubAnswers={question.review?.correctSubAnswers ?? null}
      locked={!onAnswer}
      onChoose={change}
    />
  );
}
