import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { Select } from '@/components/ui/input';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { answerLabel, countOptions } from '../shell/texts';

type EmAnswerFieldsProps<T extends FieldValues> = {
  methods: UseFormReturn<T>;
  /** Where the form keeps the number of answers, e.g. "aktQuestionDTO.noOfAnswers". */
  countName: Path<T>;
  /** Where the form keeps the answers list, e.g. "aktemAnswerDTOList". */
  listName: Path<T>;
  max: number;
  /** Id of the count select (one per form). */
  countId: string;
};

/** "Number of answers" and the answers A.. of an extended-match question (AKT and KFP(MSQ)). */
export function EmAnswerFields<T extends FieldValues>({
  methods,
  countName,
  listName,
  max,
  countId,
}: EmAnswerFieldsProps<T>) {
  // The two kinds differ only in their field paths; inside, the form is handled by path.
  const m = methods as unknown as UseFormReturn<Record<string, unknown>>;
  const count = (useWatch({ control: m.control, name: countName }) as number | undefined) ?? 0;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-ink">Answers</legend>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={countId} className="text-sm font-medium text-ink">
          Number of answers
        </label>
        <Select
          id={countId}
          value={String(count)}
          onChange={(event) => {
            const next = Number(event.target.value);
            const list = (m.getValues(listName) as Array<{ answer: string; displayOrder?: number }> | undefined) ?? [];
            m.setValue(
              listName as string,
              Array.from({ length: next }, (_, index) => list[index] ?? { answer: '', displayOrder: index + 1 }),
            );
            m.setValue(countName as string, next, { shouldValidate: true });
            void m.trigger();
          }}
        >
          {countOptions(max).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-start gap-3">
          <span className="mt-2 w-5 font-semibold text-ink-muted">{answerLabel(index)}</span>
          <RichTextField
            label={`Answer ${answerLabel(index)}`}
            name={`${listName}.${index}.answer`}
            control={m.control}
            height={RichTextHeights.answer}
            className="min-w-0 flex-1"
          />
        </div>
      ))}
    </fieldset>
  );
}
