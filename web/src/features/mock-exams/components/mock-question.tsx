import type { MockAttemptQuestion, SubAnswer } from '@notebook/contracts';
import { Check, Strikethrough } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { noteProse } from '@/lib/note-prose';
import { RichAnswer, answerText } from '@/lib/rich-answer';

export const letter = (index: number) => String.fromCharCode(65 + index);
export const answerStatusLabel = { CORRECT: 'Correct', INCORRECT: 'Incorrect', NOT_COMPLETED: 'Not answered' } as const;

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
  const multiple = question.noOfExpectedAnswers !== null;
  const chosen = question.chosenAnswerIDs;
  const choose = (answerID: string) => {
    const next = !multiple
      ? [answerID]
      : chosen.includes(answerID)
        ? chosen.filter((id) => id !== answerID)
        : [...chosen, answerID];
    onAnswer?.({ answerIDs: next, subAnswers: [] });
  };
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
          <ul className="flex flex-col gap-2" role={multiple ? 'group' : 'radiogroup'} aria-label="Options">
            {question.answers.map((option, index) => {
              const struck = question.struckAnswerIDs.includes(option.answerID);
              const picked = chosen.includes(option.answerID);
              const correct = review?.correctAnswerIDs.includes(option.answerID);
              return (
                <li key={option.answerID} className="flex items-stretch gap-2">
                  <label
                    className={cn(
                      'flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
                      picked ? 'border-accent bg-accent-soft' : 'border-line',
                      review && correct && 'border-success',
                      review && picked && !correct && 'border-danger',
                      locked && 'cursor-default',
                    )}
                  >
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      name={`answer-${question.questionID}`}
                      className="mt-0.5 size-4 accent-[var(--accent)]"
                      checked={picked}
                      disabled={locked}
                      onChange={() => choose(option.answerID)}
                    />
                    <span className="font-semibold text-ink-muted">{letter(index)}</span>
                    <RichAnswer
                      html={option.answer}
                      className={cn('flex-1', struck && 'text-ink-faint line-through')}
                    />
                    {review && correct && (
                      <Check aria-label="Correct answer" className="size-4 shrink-0 text-success" />
                    )}
                  </label>
                  {onStrike && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`${struck ? 'Restore' : 'Strike out'} option ${letter(index)}`}
                      aria-pressed={struck}
                      onClick={() => onStrike(option.answerID, !struck)}
                    >
                      <Strikethrough aria-hidden />
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <ExtendedMatch question={question} onAnswer={onAnswer} />
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

function ExtendedMatch({ question, onAnswer }: Pick<Props, 'question' | 'onAnswer'>) {
  const chosen = new Map(question.chosenSubAnswers.map((sub) => [sub.subQuestionID, sub.answerID]));
  const correctOf = new Map(question.review?.correctSubAnswers.map((sub) => [sub.subQuestionID, sub.answerID]));
  const change = (subQuestionID: string, answerID: string) => {
    const next = new Map(chosen);
    if (answerID) next.set(subQuestionID, answerID);
    else next.delete(subQuestionID);
    onAnswer?.({
      answerIDs: [],
      subAnswers: [...next].map(([id, answer]) => ({ subQuestionID: id, answerID: answer })),
    });
  };
  return (
    <ol className="flex flex-col gap-4">
      {question.subQuestions.map((sub) => {
        const correct = correctOf.get(sub.subQuestionID);
        const picked = chosen.get(sub.subQuestionID) ?? '';
        return (
          <li key={sub.subQuestionID} className="flex flex-col gap-2">
            <div className={noteProse} dangerouslySetInnerHTML={{ __html: sub.question }} />
            <Select
              aria-label="Your answer"
              value={picked}
              disabled={!onAnswer}
              onChange={(event) => change(sub.subQuestionID, event.target.value)}
            >
              <option value="">Choose an option</option>
              {question.answers.map((option, index) => (
                <option key={option.answerID} value={option.answerID}>
                  {letter(index)}. {answerText(option.answer)}
                </option>
              ))}
            </Select>
            {correct && (
              <p className={cn('text-sm', correct === picked ? 'text-success' : 'text-danger')}>
                {correct === picked
                  ? 'Correct'
                  : `Correct answer: ${letter(question.answers.findIndex((option) => option.answerID === correct))}`}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
