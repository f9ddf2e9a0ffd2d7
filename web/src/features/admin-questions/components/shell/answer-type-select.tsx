import type { QuestionAnswerType } from '@notebook/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/input';
import { QuestionTexts, answerTypeLabels } from './texts';

type AnswerTypeSelectProps = {
  id: string;
  value: QuestionAnswerType;
  /** A saved question: a change is confirmed first, because it resets the answers (spec section 4). */
  confirm: boolean;
  onChange: (next: QuestionAnswerType) => void;
};

/** The "Answer type" select of the AKT and KFP(MSQ) forms. */
export function AnswerTypeSelect({ id, value, confirm, onChange }: AnswerTypeSelectProps) {
  const [pending, setPending] = useState<QuestionAnswerType | null>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Answer type
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value as QuestionAnswerType;
          if (next === value) return;
          if (confirm) setPending(next);
          else onChange(next);
        }}
      >
        {Object.entries(answerTypeLabels).map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </Select>
      <ConfirmDialog
        open={pending !== null}
        title={QuestionTexts.changeAnswerTypeTitle}
        body={QuestionTexts.changeAnswerType}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirm={() => {
          if (pending) onChange(pending);
          setPending(null);
        }}
      />
    </div>
  );
}
