import { isAktemResponse, Messages, type AktQuestionDTO } from '@notebook/contracts';
import { useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useAktMockQuestionCount } from '../../api/get-akt-mock-question-count';
import { useAktQuestion } from '../../api/get-akt-question';
import { useAktQuestionList } from '../../api/get-akt-question-list';
import { useRemoveAktQuestion } from '../../api/remove-akt-question';
import { EditorShell, MockCount, type EditorPanelProps } from '../shell/editor-shell';
import { useDragReorder, useLocalOrder } from '@/components/ui/drag-reorder';
import { MoveButtons } from '@/components/ui/move-buttons';
import { QuestionCard, QuestionList } from '../shell/question-card';
import { useCanEditQuestions } from '../shell/question-permissions';
import { QuestionTexts, answerTypeLabels } from '../shell/texts';
import { AktEmView } from './akt-em-view';
import { AktQuestionEditor } from './akt-question-editor';
import { AktReadOnlyView } from './akt-read-only-view';

/** /admin/akt-questions: the AKT question editor (spec section 2). */
export function AktQuestionsScreen({ title, description }: { title: string; description: string }) {
  const canEdit = useCanEditQuestions('AKT');
  return (
    <EditorShell
      kind="AKT"
      title={title}
      description={description}
      newItemLabel="New AKT question"
      canAdd={canEdit}
      headerExtra={(topic) => <AktMockCount topicID={topic.topicID} />}
    >
      {(panel) => <AktPanel {...panel} canEdit={canEdit} />}
    </EditorShell>
  );
}

function AktMockCount({ topicID }: { topicID: string }) {
  const count = useAktMockQuestionCount(topicID);
  return <MockCount count={count.data?.mockQuestionCount} />;
}

function AktPanel({ topic, view, setView, canEdit }: EditorPanelProps & { canEdit: boolean }) {
  if (view.mode === 'edit') {
    return (
      <AktQuestionEditor
        key={view.id ?? 'new'}
        topicID={topic.topicID}
        questionID={view.id}
        canEdit={canEdit}
        onClose={() => setView({ mode: 'list' })}
        onSaved={(id) => setView({ mode: 'edit', id })}
      />
    );
  }
  return <AktQuestionList topicID={topic.topicID} canEdit={canEdit} onEdit={(id) => setView({ mode: 'edit', id })} />;
}

function AktQuestionList({
  topicID,
  canEdit,
  onEdit,
}: {
  topicID: string;
  canEdit: boolean;
  onEdit: (id: string) => void;
}) {
  const list = useAktQuestionList(topicID);
  const remove = useRemoveAktQuestion();
  const [expanded, setExpanded] = useState<string | null>(null);
  // Reordering is not persisted (spec section 2): it lasts until the list is left or reloaded.
  const [questions, move] = useLocalOrder(list.data ?? [], (question) => question.aktQuestionID);
  const drag = useDragReorder({ onReorder: move });
  if (list.isPending) return <PageSpinner />;
  if (list.isError)
    return (
      <p role="alert" className="text-danger">
        {list.error.message}
      </p>
    );
  return (
    <QuestionList label="AKT questions" empty={Messages.noQuestionsAdded}>
      {questions.map((question: AktQuestionDTO, index) => (
        <QuestionCard
          key={question.aktQuestionID}
          name={question.questionName}
          typeLabel={`${question.aktType} · ${answerTypeLabels[question.aktAnswerType]}`}
          status={question.status}
          expanded={expanded === question.aktQuestionID}
          onToggle={() => setExpanded(expanded === question.aktQuestionID ? null : question.aktQuestionID)}
          actions={
            canEdit && (
              <MoveButtons
                label={question.questionName}
                index={index}
                count={questions.length}
                onMove={(step) => move(index, index + step)}
              />
            )
          }
          drag={canEdit ? drag(index) : undefined}
          onEdit={canEdit ? () => onEdit(question.aktQuestionID) : undefined}
          onRemove={
            canEdit
              ? () => remove.mutate({ aktQuestionID: question.aktQuestionID, version: question.version })
              : undefined
          }
          removeConfirm={QuestionTexts.removeAktQuestion}
        >
          <AktQuestionDetails id={question.aktQuestionID} canEdit={canEdit} />
        </QuestionCard>
      ))}
    </QuestionList>
  );
}

/** Loaded by id when its card is expanded. */
function AktQuestionDetails({ id, canEdit }: { id: string; canEdit: boolean }) {
  const detail = useAktQuestion(id);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError)
    return (
      <p role="alert" className="text-danger">
        {detail.error.message}
      </p>
    );
  return isAktemResponse(detail.data) ? (
    <AktEmView detail={detail.data} canEdit={canEdit} />
  ) : (
    <AktReadOnlyView detail={detail.data} />
  );
}
