import { type AktemQuestionDTO, type AktemResponseDTO } from '@notebook/contracts';
import { ChevronDown, ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, SelectField } from '@/components/ui/form';
import { StatusDot } from '@/components/ui/status-dot';
import { saveAktEmAnswerListInputSchema, useSaveAktEmAnswerList } from '../../api/save-akt-em-answer-list';
import { saveAktEmQuestionInputSchema, useSaveAktEmQuestion } from '../../api/save-akt-em-question';
import { useRemoveAktEmQuestion } from '../../api/remove-akt-em-question';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { DetailList, Html } from '../shell/detail-list';
import { RichTextField, RichTextHeights } from '../shell/rich-text-field';
import { QuestionTexts, answerLabel, answerTypeLabels, statusOptions } from '../shell/texts';

type AktEmViewProps = {
  detail: AktemResponseDTO;
  /** The AKT add/edit privilege: New Question, edit, Remove and the explanation editor. */
  canEdit: boolean;
  /** Leave out the question details (the editor shows them in its form). */
  hideDetails?: boolean;
};

/** The extended-match question view (spec section 2): answers, sub-questions and explanation. */
export function AktEmView({ detail, canEdit, hideDetails = false }: AktEmViewProps) {
  const question = detail.aktemAnswerListDTO.aktQuestionDTO;
  const answers = detail.aktemAnswerListDTO.aktemAnswerDTOList;
  const subQuestions = detail.aktemQuestionDTOList;
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<AktemQuestionDTO | null>(null);
  const removeSubQuestion = useRemoveAktEmQuestion();

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const answerText = (id: string) => {
    const index = answers.findIndex((answer) => answer.aktEmAnswerID === id);
    return index < 0 ? QuestionTexts.noSelection : `${answerLabel(index)}. ${answers[index]?.answer ?? ''}`;
  };

  return (
    <div className="flex flex-col gap-5">
      {!hideDetails && (
        <DetailList
          rows={[
            ['Question name', question.questionName],
            ['Question type', question.aktType],
            ['Answer type', answerTypeLabels[question.aktAnswerType]],
            ['Status', question.status === 'ACT' ? 'Active' : 'Inactive'],
            question.mockExamQuestion === 'Y' && ['Mock exam question', 'Yes'],
          ]}
        />
      )}
      <section aria-label="Answers" className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-ink">Answers</h4>
        <ol className="flex flex-col gap-1">
          {answers.map((answer, index) => (
            <li key={answer.aktEmAnswerID} className="text-sm">
              <span className="font-semibold text-ink-muted">{answerLabel(index)}.</span> {answer.answer}
            </li>
          ))}
        </ol>
      </section>

      <section aria-label="Questions" className="flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <h4 className="text-sm font-semibold text-ink">Questions</h4>
          {canEdit && answers.length > 0 && (
            <Button variant="secondary" size="sm" aria-label="New Question" onClick={() => setEditing({})}>
              <Plus aria-hidden="true" />
              New Question
            </Button>
          )}
        </div>
        {subQuestions.length === 0 && !(editing && !editing.id) ? (
          <p className="text-sm text-ink-muted">{QuestionTexts.noQuestions}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {subQuestions.map((subQuestion, index) => {
              const name = `Question ${index + 1}`;
              const isEditing = editing?.id === subQuestion.aktEmQuestionID;
              const isOpen = isEditing || expanded.has(subQuestion.aktEmQuestionID);
              return (
                <li key={subQuestion.aktEmQuestionID} aria-label={name} className="rounded-lg border border-line">
                  <div className="flex items-center gap-2 px-3 py-1.5">
                    <StatusDot status={subQuestion.status} />
                    <button type="button" aria-expanded={isOpen} onClick={() => toggle(subQuestion.aktEmQuestionID)} className="flex flex-1 items-center gap-1 text-left text-sm font-medium">
                      {isOpen ? <ChevronDown aria-hidden="true" className="size-4" /> : <ChevronRight aria-hidden="true" className="size-4" />}
                      {name}
                    </button>
                    {canEdit && (
                      <>
                        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} onClick={() => setEditing({ id: subQuestion.aktEmQuestionID })}>
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon-sm" aria-label={`Remove ${name}`} onClick={() => setRemoving(subQuestion)}>
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </>
                    )}
                  </div>
                  {isOpen && (
                    <div className="border-t border-line px-3 py-2">
                      {isEditing ? (
                        <SubQuestionForm detail={detail} subQuestion={subQuestion} onDone={() => setEditing(null)} />
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
        )}
        {editing && !editing.id && (
          <div className="rounded-lg border border-line p-3">
            <SubQuestionForm detail={detail} onDone={() => setEditing(null)} />
          </div>
        )}
      </section>

      <ExplanationSection detail={detail} canEdit={canEdit} />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={QuestionTexts.removeAktEmQuestionTitle}
        body={QuestionTexts.removeAktEmQuestionBody}
        onConfirm={() => {
          if (removing) removeSubQuestion.mutate({ aktQuestionID: question.aktQuestionID, aktEmQuestionID: removing.aktEmQuestionID });
          setRemoving(null);
        }}
      />
    </div>
  );
}

function SubQuestionForm({ detail, subQuestion, onDone }: { detail: AktemResponseDTO; subQuestion?: AktemQuestionDTO; onDone: () => void }) {
  const save = useSaveAktEmQuestion();
  const answers = detail.aktemAnswerListDTO.aktemAnswerDTOList;
  const options = [
    { value: '', label: QuestionTexts.noSelection },
    ...answers.map((answer, index) => ({ value: answer.aktEmAnswerID, label: `${answerLabel(index)}. ${answer.answer}` })),
  ];
  return (
    <Form
      schema={saveAktEmQuestionInputSchema}
      aria-label={subQuestion ? 'Edit sub-question' : 'New sub-question'}
      options={{
        mode: 'onChange',
        defaultValues: {
          aktEmQuestionID: subQuestion?.aktEmQuestionID,
          aktQuestionID: detail.aktemAnswerListDTO.aktQuestionDTO.aktQuestionID,
          question: subQuestion?.question ?? '',
          correctAnswerID: subQuestion?.correctAnswerID ?? '',
          status: subQuestion?.status ?? 'ACT',
        },
      }}
      onSubmit={async (input) => {
        await save.mutateAsync(input);
        onDone();
      }}
    >
      {({ control, register, formState }) => (
        <>
          <RichTextField label="Question" name="question" control={control} height={RichTextHeights.aktQuestion} />
          <SelectField label="Correct Answer" options={options} registration={register('correctAnswerID')} error={formState.errors.correctAnswerID} />
          <SelectField label="Status" options={statusOptions} registration={register('status')} error={formState.errors.status} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={!formState.isValid || formState.isSubmitting}>
              Save
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}

function ExplanationSection({ detail, canEdit }: { detail: AktemResponseDTO; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const save = useSaveAktEmAnswerList();
  const question = detail.aktemAnswerListDTO.aktQuestionDTO;
  const answers = detail.aktemAnswerListDTO.aktemAnswerDTOList;
  return (
    <section aria-label="Explanation" className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <h4 className="text-sm font-semibold text-ink">Explanation</h4>
        {canEdit && !editing && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {question.explanation ? 'Edit explanation' : 'Add explanation'}
          </Button>
        )}
      </div>
      {editing ? (
        <Form
          schema={saveAktEmAnswerListInputSchema}
          aria-label="Explanation"
          options={{
            mode: 'onChange',
            defaultValues: {
              aktQuestionDTO: {
                aktQuestionID: question.aktQuestionID,
                topicID: question.topicID,
                questionName: question.questionName,
                aktType: question.aktType,
                status: question.status,
                mockExamQuestion: question.mockExamQuestion,
                explanation: question.explanation ?? '',
                noOfAnswers: answers.length,
                version: question.version,
              },
              aktemAnswerDTOList: answers.map((answer) => ({
                aktEmAnswerID: answer.aktEmAnswerID,
                answer: answer.answer,
                displayOrder: answer.displayOrder,
                status: answer.status,
              })),
            },
          }}
          onSubmit={async (input) => {
            await save.mutateAsync(input);
            setEditing(false);
          }}
        >
          {({ control, formState }) => (
            <>
              <RichTextField label="Explanation" name="aktQuestionDTO.explanation" control={control} height={RichTextHeights.explanation} />
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={!formState.isValid || formState.isSubmitting}>
                  Save
                </Button>
              </div>
            </>
          )}
        </Form>
      ) : question.explanation ? (
        <Html label="Explanation text" html={question.explanation} />
      ) : (
        <p className="text-sm text-ink-muted">{QuestionTexts.noExplanation}</p>
      )}
    </section>
  );
}
