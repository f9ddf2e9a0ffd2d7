import type { KfpCaseDTO, KfpCaseQuestionDTO } from '@notebook/contracts';
import { Check } from 'lucide-react';
import { SubQuestionsSection } from '../shell/sub-questions-section';
import { EditRemoveButtons } from '../shell/edit-remove-buttons';
import { useState } from 'react';
import { QueryView } from '@/components/ui/admin-list';
import { StatusDot } from '@/components/ui/status-dot';
import { useKfpCase } from '../../api/get-kfp-case';
import { useRemoveKfpCaseQuestion } from '../../api/remove-kfp-case-question';
import { useUpdateKfpCaseQuestionDisplayOrder } from '../../api/update-kfp-case-question-display-order';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Html } from '../shell/detail-list';
import { DragHandle, DropIndicator, useSavedOrder } from '@/components/ui/drag-reorder';
import { MoveButtons } from '@/components/ui/move-buttons';
import { QuestionTexts, answerLabel } from '../shell/texts';
import { KfpQuestionForm, kfpAnswerTypeLabels } from './kfp-question-form';
import { RichAnswer } from '@/lib/rich-answer';
import { ExplanationView } from '../shell/explanation';
import { ExpandToggle, useExpandedItems } from '../shell/expand-toggle';

/** An expanded case: loaded by id (getKFPCaseDTO), its description and its questions. */
export function KfpCaseDetails({ kfpCaseID, canEdit }: { kfpCaseID: string; canEdit: boolean }) {
  const detail = useKfpCase(kfpCaseID);
  return <QueryView query={detail}>{(kfpCase) => <LoadedCase kfpCase={kfpCase} canEdit={canEdit} />}</QueryView>;
}

function LoadedCase({ kfpCase, canEdit }: { kfpCase: KfpCaseDTO; canEdit: boolean }) {
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const { isExpanded, toggle } = useExpandedItems();
  const [removing, setRemoving] = useState<KfpCaseQuestionDTO | null>(null);
  const remove = useRemoveKfpCaseQuestion();
  const reorder = useUpdateKfpCaseQuestionDisplayOrder();
  const questions = kfpCase.kfpCaseQuestions;

  const { move, drag } = useSavedOrder(questions, reorder, (reordered) => ({
    kfpCaseID: kfpCase.kfpCaseID,
    kfpCaseQuestionIDs: reordered.map((question) => question.kfpCaseQuestionID),
    version: kfpCase.version,
  }));

  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Case description" className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-ink">Case description</h4>
        <Html label="Case description text" html={kfpCase.caseDescription} />
      </section>
      <SubQuestionsSection
        newLabel="New question"
        onNew={canEdit ? () => setEditing({}) : undefined}
        empty={questions.length === 0}
        newForm={editing && !editing.id && <KfpQuestionForm kfpCase={kfpCase} onDone={() => setEditing(null)} />}
      >
        <ul aria-label={`Questions of ${kfpCase.caseName}`} className="flex flex-col gap-2">
          {questions.map((question, index) => {
            const name = `Question ${index + 1}`;
            const isEditing = editing?.id === question.kfpCaseQuestionID;
            const isOpen = isEditing || isExpanded(question.kfpCaseQuestionID);
            const item = canEdit ? drag(index) : undefined;
            return (
              <li
                key={question.kfpCaseQuestionID}
                aria-label={name}
                className="relative rounded-lg border border-line data-[dragging]:opacity-50"
                {...item?.targetProps}
              >
                {item && <DropIndicator position={item.indicator} />}
                <div className="flex items-center gap-2 px-3 py-1.5">
                  {item && <DragHandle name={name} item={item} />}
                  <StatusDot status={question.status} />
                  <ExpandToggle open={isOpen} onToggle={() => toggle(question.kfpCaseQuestionID)} className="min-w-0">
                    {name}
                  </ExpandToggle>
                  <span className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">
                    {kfpAnswerTypeLabels[question.kfpAnswerType]}
                  </span>
                  {canEdit && (
                    <>
                      <MoveButtons
                        label={name}
                        index={index}
                        count={questions.length}
                        disabled={reorder.isPending}
                        onMove={(step) => move(index, index + step)}
                      />
                      <EditRemoveButtons
                        name={name}
                        onEdit={() => setEditing({ id: question.kfpCaseQuestionID })}
                        onRemove={() => setRemoving(question)}
                        withTitles
                      />
                    </>
                  )}
                </div>
                {isOpen && (
                  <div className="border-t border-line px-3 py-3">
                    {isEditing ? (
                      <KfpQuestionForm kfpCase={kfpCase} question={question} onDone={() => setEditing(null)} />
                    ) : (
                      <QuestionView question={question} />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </SubQuestionsSection>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove"
        body={QuestionTexts.removeQuestion}
        onConfirm={() => {
          if (removing)
            remove.mutate({
              kfpCaseQuestionID: removing.kfpCaseQuestionID,
              kfpCaseID: kfpCase.kfpCaseID,
              version: kfpCase.version,
            });
          setRemoving(null);
        }}
      />
    </div>
  );
}

function QuestionView({ question }: { question: KfpCaseQuestionDTO }) {
  const multipleChoice = question.kfpAnswerType === 'MULTIPLE_CHOICE';
  return (
    <div className="flex flex-col gap-3">
      <Html label="Question text" html={question.question} />
      <ol aria-label="Answers" className="flex flex-col gap-1">
        {question.questionAnswers.map((answer, index) => (
          <li key={answer.kfpCaseQuestionAnswerID} className="flex items-start gap-2 text-sm">
            <span className="font-semibold text-ink-muted">{answerLabel(index)}.</span>
            <RichAnswer html={answer.answer} className="flex-1" />
            {multipleChoice && answer.correctAnswer && (
              <Check role="img" aria-label="Correct" className="size-4 text-success" />
            )}
          </li>
        ))}
      </ol>
      <ExplanationView html={question.explanation} heading="h5" />
    </div>
  );
}
