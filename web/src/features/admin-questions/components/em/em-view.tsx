import { saveAktEmQuestionRequest, type ContentStatus } from '@notebook/contracts';
import { Pencil } from 'lucide-react';
import { SubQuestionsSection } from '../shell/sub-questions-section';
import { EditRemoveButtons } from '../shell/edit-remove-buttons';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, SelectField } from '@/components/ui/form';
import { StatusDot } from '@/components/ui/status-dot';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Html } from '../shell/detail-list';
import { RichTextField, RichTextHeights } from '@/components/rich-text/rich-text-field';
import { QuestionTexts, answerLabel, statusOptions } from '../shell/texts';
import { RichAnswer, answerText as plainAnswer } from '@/lib/rich-answer';
import { EditorFormActions } from '../shell/editor-form-actions';
import { ExplanationField } from '../shell/explanation';
import { ExpandToggle, useExpandedItems } from '../shell/expand-toggle';

/** An extended-match answer, whichever editor (AKT or KFP(MSQ)) it belongs to. */
export type EmAnswer = { id: string; answer: string };
export type EmSubQuestion = { id: string; question: string; correctAnswerID: string | null; status: ContentStatus };
/** What the sub-question form submits; `id` is absent for a new sub-question. */
export type EmSubQuestionValues = { id?: string; question: string; correctAnswerID: string; status: ContentStatus };

type EmViewProps = {
  /** The question details above the answers (left out in the editor, whose form shows them). */
  details?: ReactNode;
  answers: EmAnswer[];
  subQuestions: EmSubQuestion[];
  explanation: string | null;
  /** The add/edit privilege: New Question, edit, Remove and the explanation editor. */
  canEdit: boolean;
  removeTitle: string;
  removeBody: string;
  onSaveSubQuestion: (values: EmSubQuestionValues) => Promise<unknown>;
  onRemoveSubQuestion: (id: string) => void;
  /** Saves the answers list with this explanation merged into the question. */
  onSaveExplanation: (explanation: string) => Promise<unknown>;
};

/** The extended-match question view (spec section 2): answers, sub-questions and explanation. Shared by AKT and KFP(MSQ). */
export function EmView({
  details,
  answers,
  subQuestions,
  explanation,
  canEdit,
  removeTitle,
  removeBody,
  onSaveSubQuestion,
  onRemoveSubQuestion,
  onSaveExplanation,
}: EmViewProps) {
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const { isExpanded, toggle } = useExpandedItems();
  const [removing, setRemoving] = useState<EmSubQuestion | null>(null);

  const answerText = (id: string | null) => {
    const index = answers.findIndex((answer) => answer.id === id);
    return index < 0
      ? QuestionTexts.noSelection
      : `${answerLabel(index)}. ${plainAnswer(answers[index]?.answer ?? '')}`;
  };

  return (
    <div className="flex flex-col gap-5">
      {details}
      <section aria-label="Answers" className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-ink">Answers</h4>
        <ol className="flex flex-col gap-1">
          {answers.map((answer, index) => (
            <li key={answer.id} className="text-sm">
              <span className="font-semibold text-ink-muted">{answerLabel(index)}.</span>{' '}
              <RichAnswer html={answer.answer} inline />
            </li>
          ))}
        </ol>
      </section>

      <SubQuestionsSection
        newLabel="New Question"
        onNew={canEdit && answers.length > 0 ? () => setEditing({}) : undefined}
        empty={subQuestions.length === 0}
        newForm={
          editing &&
          !editing.id && (
            <SubQuestionForm answers={answers} onSave={onSaveSubQuestion} onDone={() => setEditing(null)} />
          )
        }
      >
        <ul className="flex flex-col gap-2">
          {subQuestions.map((subQuestion, index) => {
            const name = `Question ${index + 1}`;
            const isEditing = editing?.id === subQuestion.id;
            const isOpen = isEditing || isExpanded(subQuestion.id);
            return (
              <li key={subQuestion.id} aria-label={name} className="rounded-lg border border-line">
                <div className="flex items-center gap-2 px-3 py-1.5">
                  <StatusDot status={subQuestion.status} />
                  <ExpandToggle open={isOpen} onToggle={() => toggle(subQuestion.id)}>
                    {name}
                  </ExpandToggle>
                  {canEdit && (
                    <EditRemoveButtons
                      name={name}
                      onEdit={() => setEditing({ id: subQuestion.id })}
                      onRemove={() => setRemoving(subQuestion)}
                    />
                  )}
                </div>
                {isOpen && (
                  <div className="border-t border-line px-3 py-2">
                    {isEditing ? (
                      <SubQuestionForm
                        answers={answers}
                        subQuestion={subQuestion}
                        onSave={onSaveSubQuestion}
                        onDone={() => setEditing(null)}
                      />
                    ) : (
                      <div className="flex flex-col gap-2">
                        <Html label={`${name} text`} html={subQuestion.question} />
                        <p className="text-sm">
                          <span className="text-ink-muted">Correct Answer: </span>
                          {answerText(subQuestion.correctAnswerID)}
                        </p>
                      </div>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </SubQuestionsSection>

      <ExplanationSection explanation={explanation} canEdit={canEdit} onSave={onSaveExplanation} />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removeTitle}
        body={removeBody}
        onConfirm={() => {
          if (removing) onRemoveSubQuestion(removing.id);
          setRemoving(null);
        }}
      />
    </div>
  );
}

/** The sub-question fields, with the same rules (and messages) as the save calls of both kinds. */
const subQuestionSchema = saveAktEmQuestionRequest.pick({ question: true, correctAnswerID: true, status: true });

type SubQuestionFormProps = {
  answers: EmAnswer[];
  subQuestion?: EmSubQuestion;
  onSave: (values: EmSubQuestionValues) => Promise<unknown>;
  onDone: () => void;
};

function SubQuestionForm({ answers, subQuestion, onSave, onDone }: SubQuestionFormProps) {
  const options = [
    { value: '', label: QuestionTexts.noSelection },
    ...answers.map((answer, index) => ({
      value: answer.id,
      label: `${answerLabel(index)}. ${plainAnswer(answer.answer)}`,
    })),
  ];
  return (
    <Form
      schema={subQuestionSchema}
      aria-label={subQuestion ? 'Edit sub-question' : 'New sub-question'}
      options={{
        mode: 'onChange',
        defaultValues: {
          question: subQuestion?.question ?? '',
          correctAnswerID: subQuestion?.correctAnswerID ?? '',
          status: subQuestion?.status ?? 'ACT',
        },
      }}
      onSubmit={async (values) => {
        await onSave({ ...(subQuestion ? { id: subQuestion.id } : {}), ...values });
        onDone();
      }}
    >
      {({ control, bind }) => (
        <>
          <RichTextField label="Question" name="question" control={control} height={RichTextHeights.aktQuestion} />
          <SelectField label="Correct Answer" options={options} {...bind('correctAnswerID')} />
          <SelectField label="Status" options={statusOptions} {...bind('status')} />
          <EditorFormActions onCancel={onDone} divided={false} />
        </>
      )}
    </Form>
  );
}

const explanationSchema = z.object({ explanation: z.string() });

function ExplanationSection({
  explanation,
  canEdit,
  onSave,
}: {
  explanation: string | null;
  canEdit: boolean;
  onSave: (explanation: string) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <section aria-label="Explanation" className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <h4 className="text-sm font-semibold text-ink">Explanation</h4>
        {canEdit && !editing && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {explanation ? 'Edit explanation' : 'Add explanation'}
          </Button>
        )}
      </div>
      {editing ? (
        <Form
          schema={explanationSchema}
          aria-label="Explanation"
          options={{ mode: 'onChange', defaultValues: { explanation: explanation ?? '' } }}
          onSubmit={async (values) => {
            await onSave(values.explanation);
            setEditing(false);
          }}
        >
          {({ control }) => (
            <>
              <ExplanationField name="explanation" control={control} />
              <EditorFormActions onCancel={() => setEditing(false)} divided={false} />
            </>
          )}
        </Form>
      ) : explanation ? (
        <Html label="Explanation text" html={explanation} />
      ) : (
        <p className="text-sm text-ink-muted">{QuestionTexts.noExplanation}</p>
      )}
    </section>
  );
}
