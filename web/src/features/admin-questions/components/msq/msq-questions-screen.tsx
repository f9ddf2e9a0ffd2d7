import {
  isMsqemResponse,
  Messages,
  QuestionBankLimits,
  type MsqQuestionDetail,
  type QuestionAnswerType,
} from '@notebook/contracts';
import { useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useMsqMockQuestionCount } from '../../api/get-msq-mock-question-count';
import { useMsqQuestion } from '../../api/get-msq-question';
import { useMsqQuestionList } from '../../api/get-msq-question-list';
import { useRemoveMsqQuestion } from '../../api/remove-msq-question';
import { AnswerTypeSelect } from '../shell/answer-type-select';
import { EditorShell, MockCount, type EditorPanelProps } from '../shell/editor-shell';
import { useDragReorder, useLocalOrder } from '@/components/ui/drag-reorder';
import { MoveButtons } from '@/components/ui/move-buttons';
import { QuestionCard, QuestionList } from '../shell/question-card';
import { useCanEditQuestions } from '../shell/question-permissions';
import { QuestionTexts, answerTypeLabels } from '../shell/texts';
import { MsqEmEditor, MsqEmView } from './msq-em-editor';
import { MsqQuestionForm, type AnswerTypeReset, type AnswerTypeSlot } from './msq-question-form';
import { MsqReadOnlyView } from './msq-read-only-view';

/** /admin/kfp-msq-questions: the KFP(MSQ) question editor (spec section 2). */
export function MsqQuestionsScreen({ title, description }: { title: string; description: string }) {
  const canEdit = useCanEditQuestions('MSQ');
  return (
    <EditorShell
      kind="MSQ"
      title={title}
      description={description}
      newItemLabel="New KFP(MSQ) question"
      canAdd={canEdit}
      headerExtra={(topic) => <MsqMockCount topicID={topic.topicID} />}
    >
      {(panel) => <MsqPanel {...panel} canEdit={canEdit} />}
    </EditorShell>
  );
}

function MsqMockCount({ topicID }: { topicID: string }) {
  const count = useMsqMockQuestionCount(topicID);
  return <MockCount count={count.data?.mockQuestionCount} />;
}

function MsqPanel({ topic, view, setView, canEdit }: EditorPanelProps & { canEdit: boolean }) {
  if (view.mode === 'edit')
    return (
      <MsqEditor
        key={view.id ?? 'new'}
        topicID={topic.topicID}
        id={view.id}
        canEdit={canEdit}
        onClose={() => setView({ mode: 'list' })}
        onSaved={(id) => setView({ mode: 'edit', id })}
      />
    );
  return <MsqQuestionList topicID={topic.topicID} canEdit={canEdit} onEdit={(id) => setView({ mode: 'edit', id })} />;
}

type MsqEditorProps = {
  topicID: string;
  id?: string;
  canEdit: boolean;
  onClose: () => void;
  onSaved: (id: string) => void;
};

function MsqEditor({ topicID, id, canEdit, onClose, onSaved }: MsqEditorProps) {
  const detail = useMsqQuestion(id ?? null);
  if (!id) return <NewMsqQuestion topicID={topicID} canEdit={canEdit} onClose={onClose} onSaved={onSaved} />;
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError)
    return (
      <p role="alert" className="text-danger">
        {detail.error.message}
      </p>
    );
  const version = isMsqemResponse(detail.data)
    ? detail.data.msqemAnswerListDTO.msqQuestionDTO.version
    : detail.data.msqQuestionDTO.version;
  // Keyed by the stored version: after a save (a type change included) the editor starts from the stored question.
  return (
    <SavedMsqQuestion
      key={version}
      topicID={topicID}
      detail={detail.data}
      canEdit={canEdit}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

/**
 * A saved question. Its answer type may change after a confirm: the answers reset to blank ones keeping the count
 * (spec section 4), and the save sends the new type; the server retires the old answers and sub-questions.
 */
function SavedMsqQuestion({
  topicID,
  detail,
  canEdit,
  onClose,
  onSaved,
}: Omit<MsqEditorProps, 'id'> & { detail: MsqQuestionDetail }) {
  const savedType: QuestionAnswerType = isMsqemResponse(detail) ? 'EXTENDED_MATCH' : 'MULTIPLE_CHOICE';
  const [answerType, setAnswerType] = useState<QuestionAnswerType>(savedType);
  // Set on a confirmed change: the details and count the form had then (spec section 4: the count is kept).
  const [reset, setReset] = useState<AnswerTypeReset | undefined>(undefined);
  const typeChanged = reset !== undefined;
  const question = isMsqemResponse(detail) ? detail.msqemAnswerListDTO.msqQuestionDTO : detail.msqQuestionDTO;
  const select: AnswerTypeSlot = (current) => (
    <AnswerTypeSelect
      id="msq-answer-type"
      value={answerType}
      confirm
      onChange={(next) => {
        const { header, noOfAnswers } = current();
        setReset({
          question: { ...question, ...header },
          noOfAnswers: noOfAnswers || QuestionBankLimits.defaultAnswerCount,
        });
        setAnswerType(next);
      }}
    />
  );
  if (answerType === 'EXTENDED_MATCH') {
    return (
      <MsqEmEditor
        key="em"
        topicID={topicID}
        detail={!typeChanged && isMsqemResponse(detail) ? detail : undefined}
        reset={reset}
        canEdit={canEdit}
        answerTypeSelect={select}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  }
  return (
    <MsqQuestionForm
      key="mo"
      topicID={topicID}
      detail={!typeChanged && !isMsqemResponse(detail) ? detail : undefined}
      reset={reset}
      onClose={onClose}
      answerTypeSelect={select}
    />
  );
}

/** A new question: multiple choice (the default) or extended match; the answer type is fixed once saved. */
function NewMsqQuestion({ topicID, canEdit, onClose, onSaved }: Omit<MsqEditorProps, 'id'>) {
  const [answerType, setAnswerType] = useState<QuestionAnswerType>('MULTIPLE_CHOICE');
  const select = <AnswerTypeSelect id="msq-answer-type" value={answerType} confirm={false} onChange={setAnswerType} />;
  return answerType === 'MULTIPLE_CHOICE' ? (
    <MsqQuestionForm topicID={topicID} onClose={onClose} answerTypeSelect={select} />
  ) : (
    <MsqEmEditor topicID={topicID} canEdit={canEdit} answerTypeSelect={select} onClose={onClose} onSaved={onSaved} />
  );
}

function MsqQuestionList({
  topicID,
  canEdit,
  onEdit,
}: {
  topicID: string;
  canEdit: boolean;
  onEdit: (id: string) => void;
}) {
  const list = useMsqQuestionList(topicID);
  const remove = useRemoveMsqQuestion();
  const [expanded, setExpanded] = useState<string | null>(null);
  // Reordering is not persisted (spec section 2): it lasts until the list is left or reloaded.
  const [questions, move] = useLocalOrder(list.data ?? [], (question) => question.msqQuestionID);
  const drag = useDragReorder({ onReorder: move });
  if (list.isPending) return <PageSpinner />;
  if (list.isError)
    return (
      <p role="alert" className="text-danger">
        {list.error.message}
      </p>
    );
  return (
    <QuestionList label="KFP(MSQ) questions" empty={Messages.noQuestionsAdded}>
      {questions.map((question, index) => (
        <QuestionCard
          key={question.msqQuestionID}
          name={question.questionName}
          typeLabel={`${question.msqType} · ${answerTypeLabels[question.msqAnswerType]}`}
          status={question.status}
          selectedForMock={question.selectedForMock === 'Y'}
          expanded={expanded === question.msqQuestionID}
          onToggle={() => setExpanded(expanded === question.msqQuestionID ? null : question.msqQuestionID)}
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
          onEdit={canEdit ? () => onEdit(question.msqQuestionID) : undefined}
          onRemove={
            canEdit
              ? () => remove.mutate({ msqQuestionID: question.msqQuestionID, version: question.version })
              : undefined
          }
          removeConfirm={QuestionTexts.removeQuestion}
        >
          <MsqDetails id={question.msqQuestionID} canEdit={canEdit} />
        </QuestionCard>
      ))}
    </QuestionList>
  );
}

function MsqDetails({ id, canEdit }: { id: string; canEdit: boolean }) {
  const detail = useMsqQuestion(id);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError)
    return (
      <p role="alert" className="text-danger">
        {detail.error.message}
      </p>
    );
  return isMsqemResponse(detail.data) ? (
    <MsqEmView detail={detail.data} canEdit={canEdit} />
  ) : (
    <MsqReadOnlyView detail={detail.data} />
  );
}
