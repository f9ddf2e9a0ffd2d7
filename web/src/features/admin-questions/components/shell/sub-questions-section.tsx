import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { QuestionTexts } from './texts';

type SubQuestionsSectionProps = {
  /** The add button's text and name ("New Question", "New question"). */
  newLabel: string;
  /** Opens the new question's form; absent, the button is not shown. */
  onNew?: () => void;
  /** There are no questions yet (the empty text shows unless a new one is being written). */
  empty: boolean;
  /** The form of the new question, while one is being written. */
  newForm?: ReactNode;
  /** The list of questions. */
  children: ReactNode;
};

/** The "Questions" section of an extended-match question or a KFP case: its add button, list and new question. */
export function SubQuestionsSection({ newLabel, onNew, empty, newForm, children }: SubQuestionsSectionProps) {
  return (
    <section aria-label="Questions" className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <h4 className="text-sm font-semibold text-ink">Questions</h4>
        {onNew && (
          <Button variant="secondary" size="sm" aria-label={newLabel} onClick={onNew}>
            <Plus aria-hidden="true" />
            {newLabel}
          </Button>
        )}
      </div>
      {empty && !newForm ? <p className="text-sm text-ink-muted">{QuestionTexts.noQuestions}</p> : children}
      {newForm && <div className="rounded-lg border border-line p-3">{newForm}</div>}
    </section>
  );
}
