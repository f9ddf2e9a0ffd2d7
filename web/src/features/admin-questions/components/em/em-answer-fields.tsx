import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { AnswerCountSelect, AnswerRow, resizeAnswers } from '../shell/answer-fields';

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
      <AnswerCountSelect
        id={countId}
        value={count}
        max={max}
        onChange={(next) => {
          const list = (m.getValues(listName) as Array<{ answer: string; displayOrder?: number }> | undefined) ?? [];
          m.setValue(
            listName as string,
            resizeAnswers(list, next, (index) => ({ answer: '', displayOrder: index + 1 })),
          );
          m.setValue(countName as string, next, { shouldValidate: true });
          void m.trigger();
        }}
      />
      {Array.from({ length: count }, (_, index) => (
        <AnswerRow key={index} index={index} name={`${listName}.${index}.answer`} control={m.control} />
      ))}
    </fieldset>
  );
}
