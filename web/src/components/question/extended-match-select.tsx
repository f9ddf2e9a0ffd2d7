import type { SubAnswer } from '@notebook/contracts';
import { Select } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { noteProse } from '@/lib/note-prose';
import { RichAnswer, answerText } from '@/lib/rich-answer';
import { optionLetter } from './answer-labels';
import type { QuestionOption } from './option-list';
import { countOf } from '@/lib/count-of';

type ExtendedMatchProps = {
  subQuestions: Array<{ subQuestionID: string; question: string }>;
  /** The options every sub-question chooses from. */
  options: QuestionOption[];
  /** The option chosen per sub-question id ('' or absent: none yet). */
  chosen: Record<string, string>;
  /** Once the marking is shown: the correct option per sub-question; null before. */
  correctSubAnswers: SubAnswer[] | null;
  locked: boolean;
  /** answerID is '' when the candidate goes back to "Choose an option". */
  onChoose: (subQuestionID: string, answerID: string) => void;
};

export const extendedMatchInstruction =
  'For each question below, choose the option that fits best. An option may be used once, more than once or not at all.';

/** '1 sub-question unanswered', '3 sub-questions unanswered'. */
export const subQuestionsUnanswered = (count: number) => `${countOf(count, 'sub-question')} unanswered`;

/**
 * An extended-match question: the instruction and the lettered option list up front (issue 28: they
 * were only in the selects), each sub-question with a select of the shared options, how many are
 * still blank while it is open, and the marking once shown.
 */
export function ExtendedMatch({
  subQuestions,
  options,
  chosen,
  correctSubAnswers,
  locked,
  onChoose,
}: ExtendedMatchProps) {
  const correctOf = new Map(correctSubAnswers?.map((sub) => [sub.subQuestionID, sub.answerID]));
  const letterOf = (answerID: string) => optionLetter(options.findIndex((option) => option.answerID === answerID));
  const blanks = subQuestions.filter((sub) => !chosen[sub.subQuestionID]).length;
  return (
    <>
      <p className="mb-3 text-sm text-ink">{extendedMatchInstruction}</p>
      <div className="mb-4 rounded-lg border border-line bg-surface-muted p-3">
        <ul aria-label="Options" className="flex flex-col gap-1 text-sm text-ink">
          {options.map((option, index) => (
            <li key={option.answerID} className="flex gap-2">
              <span className="font-semibold text-ink-muted">{optionLetter(index)}.</span>
              <RichAnswer html={option.answer} className="min-w-0 flex-1" />
            </li>
          ))}
        </ul>
      </div>
      <ol className="flex flex-col gap-4">
        {subQuestions.map((sub) => {
          const correct = correctOf.get(sub.subQuestionID);
          const picked = chosen[sub.subQuestionID] ?? '';
          return (
            <li key={sub.subQuestionID} className="flex flex-col gap-2">
              <div className={noteProse} dangerouslySetInnerHTML={{ __html: sub.question }} />
              <Select
                aria-label="Your answer"
                value={picked}
                disabled={locked}
                onChange={(event) => onChoose(sub.subQuestionID, event.target.value)}
              >
                <option value="">Choose an option</option>
                {options.map((option, index) => (
                  <option key={option.answerID} value={option.answerID}>
                    {optionLetter(index)}. {answerText(option.answer)}
                  </option>
                ))}
              </Select>
              {correct && (
                <p className={cn('text-sm', correct === picked ? 'text-success' : 'text-danger')}>
                  {correct === picked ? 'Correct' : `Correct answer: ${letterOf(correct)}`}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {!locked && (
        <p className={cn('mt-3 text-sm', blanks > 0 ? 'font-medium text-ink' : 'text-ink-muted')} aria-live="polite">
          {blanks > 0 ? subQuestionsUnanswered(blanks) : 'Every sub-question answered'}
        </p>
      )}
    </>
  );
}
