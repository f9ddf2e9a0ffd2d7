import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { Select } from '@/components/ui/input';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { cn } from '@/lib/cn';
import { answerLabel, countOptions } from './texts';

/** Keep the first `count` answers and add blank ones after them. */
export function resizeAnswers<T>(list: readonly T[], count: number, blank: (index: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => list[index] ?? blank(index));
}

type AnswerCountSelectProps = {
  id: string;
  value: number;
  /** The highest count offered (1..max). */
  max: number;
  onChange: (count: number) => void;
};

/** "Number of answers" of a question form; the form resizes its answers on a change. */
export function AnswerCountSelect({ id, value, max, onChange }: AnswerCountSelectProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Number of answers
      </label>
      <Select id={id} value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {countOptions(max).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

type AnswerRowProps<T extends FieldValues> = {
  index: number;
  /** The answer's rich-text field, e.g. "questionAnswers.0.answer". */
  name: FieldPath<T>;
  control: Control<T>;
  /** Lets the row wrap, the text keeping a useful width (the KFP(MSQ) rows carry a score too). */
  wrap?: boolean;
  /** What follows the text: the "Correct" tick, a score. */
  children?: ReactNode;
};

/** One answer of a question form: its letter (A..), its text and what the kind adds after it. */
export function AnswerRow<T extends FieldValues>({ index, name, control, wrap = false, children }: AnswerRowProps<T>) {
  const label = answerLabel(index);
  return (
    <div className={cn('flex items-start gap-3', wrap && 'flex-wrap')}>
      <span className="mt-2 w-5 font-semibold text-ink-muted">{label}</span>
      <RichTextField
        label={`Answer ${label}`}
        name={name}
        control={control}
        height={RichTextHeights.answer}
        className={cn('min-w-0 flex-1', wrap && 'basis-64')}
      />
      {children}
    </div>
  );
}

/** The "Correct" tick of answer `index`. */
export function CorrectTick({ index, registration }: { index: number; registration: UseFormRegisterReturn }) {
  return (
    <label className="mt-2 flex items-center gap-1.5 text-sm text-ink-muted">
      <input
        type="checkbox"
        className="size-4 accent-accent"
        aria-label={`Answer ${answerLabel(index)} is correct`}
        {...registration}
      />
      Correct
    </label>
  );
}
