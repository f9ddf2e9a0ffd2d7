import type { SubAnswer } from '@notebook/contracts';
import { Select } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { noteProse } from '@/lib/note-prose';
import { answerText } from '@/lib/rich-answer';
import { optionLetter } from './answer-labels';
import type { QuestionOption } from './option-list';

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

/** An extended-match question: each sub-question with a select of the shared options, and its marking once shown. */
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
  return (
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
  );
}
