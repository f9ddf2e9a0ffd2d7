import { Check } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { RichAnswer } from '@/lib/rich-answer';
import { optionLetter, toggleChoice } from './answer-labels';
import { StrikeButton } from './strike-button';

export type QuestionOption = { answerID: string; answer: string };

type OptionListProps = {
  /** The inputs' group name: one radio group per question. */
  name: string;
  options: QuestionOption[];
  /** Checkboxes (KFP(MSQ): choose several) instead of radios. */
  multiple: boolean;
  chosenIDs: string[];
  struckIDs: string[];
  /** Once the marking is shown: the correct options; null before (nothing of the marking shows). */
  correctIDs: string[] | null;
  /** KFP(MSQ) once marked: the points each correct option earns. */
  pointsOf?: Record<string, number> | null;
  locked: boolean;
  onChoose: (answerID: string) => void;
  /** Absent: the options cannot be struck out (an ended session, a review). */
  onStrike?: (answerID: string, struck: boolean) => void;
};

/** A question as the practice sessions and the mock exam send it, as far as its options go. */
export type QuestionWithOptions = {
  questionID: string;
  answers: QuestionOption[];
  /** KFP(MSQ): how many options to choose; null where one is chosen. */
  noOfExpectedAnswers: number | null;
  struckAnswerIDs: string[];
};

/** KFP(MSQ) questions ask for a number of options; the others for one. */
export const choosesSeveral = (question: QuestionWithOptions) => question.noOfExpectedAnswers !== null;

type QuestionOptionListProps = Omit<OptionListProps, 'name' | 'options' | 'multiple' | 'struckIDs'> & {
  question: QuestionWithOptions;
};

/** The option list of a practice or mock question: its options, one or several to choose, the ones struck out. */
export function QuestionOptionList({ question, ...choice }: QuestionOptionListProps) {
  return (
    <OptionList
      name={`answer-${question.questionID}`}
      options={question.answers}
      multiple={choosesSeveral(question)}
      struckIDs={question.struckAnswerIDs}
      {...choice}
    />
  );
}

/** A question's options, lettered, each a radio (or a checkbox) with its strike-out button beside it. */
export function OptionList({ options, multiple, chosenIDs, onChoose, ...row }: OptionListProps) {
  const [shownIDs, choose] = useChoiceShownAtOnce(chosenIDs, multiple, onChoose);
  return (
    // The group holds a list (a list given another role would leave its items outside any list).
    <div role={multiple ? 'group' : 'radiogroup'} aria-label="Options">
      <ul className="flex flex-col gap-2">
        {options.map((option, index) => (
          <OptionRow
            key={option.answerID}
            option={option}
            letter={optionLetter(index)}
            multiple={multiple}
            chosenIDs={shownIDs}
            onChoose={choose}
            {...row}
          />
        ))}
      </ul>
    </div>
  );
}

/**
 * The choice as the reader just made it, until the question's data says otherwise. The owner's data
 * (a query cache) tells React a moment after the click, and a controlled radio would meanwhile snap back
 * unchecked; a state set in the click's own handler is rendered before the browser shows the input.
 */
function useChoiceShownAtOnce(
  chosenIDs: string[],
  multiple: boolean,
  onChoose: (answerID: string) => void,
): [string[], (answerID: string) => void] {
  const [justChosen, setJustChosen] = useState<string[] | null>(null);
  const [seenIDs, setSeenIDs] = useState(chosenIDs);
  if (seenIDs !== chosenIDs) {
    setSeenIDs(chosenIDs);
    setJustChosen(null);
  }
  const choose = (answerID: string) => {
    setJustChosen(toggleChoice(justChosen ?? chosenIDs, answerID, multiple));
    onChoose(answerID);
  };
  return [justChosen ?? chosenIDs, choose];
}

function OptionRow({
  name,
  option,
  letter,
  multiple,
  chosenIDs,
  struckIDs,
  correctIDs,
  pointsOf,
  locked,
  onChoose,
  onStrike,
}: Omit<OptionListProps, 'options'> & { option: QuestionOption; letter: string }) {
  const struck = struckIDs.includes(option.answerID);
  const picked = chosenIDs.includes(option.answerID);
  const marked = correctIDs !== null;
  const correct = marked && correctIDs.includes(option.answerID);
  const points = pointsOf?.[option.answerID];
  return (
    <li className="flex items-stretch gap-2">
      <label
        className={cn(
          'flex min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
          picked ? 'border-accent bg-accent-soft' : 'border-line',
          correct && 'border-success',
          marked && picked && !correct && 'border-danger',
          locked && 'cursor-default',
        )}
      >
        <input
          type={multiple ? 'checkbox' : 'radio'}
          name={name}
          className="-my-1 size-6 shrink-0 accent-[var(--accent)]"
          checked={picked}
          disabled={locked}
          onChange={() => onChoose(option.answerID)}
        />
        <span className="font-semibold text-ink-muted">{letter}</span>
        <RichAnswer html={option.answer} className={cn('flex-1', struck && 'text-ink-faint line-through')} />
        {points !== undefined && <span className="shrink-0 text-success tabular-nums">+{points}</span>}
        {correct && <Check aria-label="Correct answer" className="size-4 shrink-0 text-success" />}
      </label>
      {onStrike && (
        <StrikeButton letter={letter} struck={struck} onToggle={(next) => onStrike(option.answerID, next)} />
      )}
    </li>
  );
}
