import { isMsqemResponse, Messages } from '@notebook/contracts';
import { useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useMsqMockQuestionCount } from '../../api/get-msq-mock-question-count';
import { useMsqQuestion } from '../../api/get-msq-question';
import { useMsqQuestionList } from '../../api/get-msq-question-list';
import { useRemoveMsqQuestion } from '../../api/remove-msq-question';
import { EditorShell, MockCount, type EditorPanelProps } from '../shell/editor-shell';
import { QuestionCard, QuestionList } from '../shell/question-card';
import { useCanEditQuestions } from '../shell/question-permissions';
import { QuestionTexts, answerTypeLabels } from '../shell/texts';
import { MsqQuestionForm } from './msq-question-form';
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
  if (view.mode === 'edit') return <MsqEditor key={view.id ?? 'new'} topicID={topic.topicID} id={view.id} onClose={() => setView({ mode: 'list' })} />;
  return <MsqQuestionList topicID={topic.topicID} canEdit={canEdit} onEdit={(id) => setView({ mode: 'edit', id })} />;
}

function MsqEditor({ topicID, id, onClose }: { topicID: string; id?: string; onClose: () => void }) {
  const detail = useMsqQuestion(id ?? null);
  if (!id) return <MsqQuestionForm topicID={topicID} onClose={onClose} />;
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <p role="alert" className="text-danger">{detail.error.message}</p>;
  if (isMsqemResponse(detail.data)) return <MsqReadOnlyView detail={detail.data} />;
  return <MsqQuestionForm topicID={topicID} detail={detail.data} onClose={onClose} />;
}

function MsqQuestionList({ topicID, canEdit, onEdit }: { topicID: string; canEdit: boolean; onEdit: (id: string) => void }) {
  const list = useMsqQuestionList(topicID);
  const remove = useRemoveMsqQuestion();
  const [expanded, setExpanded] = useState<string | null>(null);
  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <p role="alert" className="text-danger">{list.error.message}</p>;
  return (
    <QuestionList label="KFP(MSQ) questions" empty={Messages.noQuestionsAdded}>
      {list.data.map((question) => (
        <QuestionCard
          key={question.msqQuestionID}
          name={question.questionName}
          typeLabel={`${question.msqType} · ${answerTypeLabels[question.msqAnswerType]}`}
          status={question.status}
          selectedForMock={question.selectedForMock === 'Y'}
          expanded={expanded === question.msqQuestionID}
          onToggle={() => setExpanded(expanded === question.msqQuestionID ? null : question.msqQuestionID)}
          // Extended-match KFP(MSQ) questions are shown read-only here for now.
          onEdit={canEdit && question.msqAnswerType === 'MULTIPLE_CHOICE' ? () => onEdit(question.msqQuestionID) : undefined}
          onRemove={canEdit ? () => remove.mutate({ msqQuestionID: question.msqQuestionID, version: question.version }) : undefined}
          removeConfirm={QuestionTexts.removeQuestion}
        >
          <MsqDetails id={question.msqQuestionID} />
        </QuestionCard>
      ))}
    </QuestionList>
  );
}

function MsqDetails({ id }: { id: string }) {
  const detail = useMsqQuestion(id);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <p role="alert" className="text-danger">{detail.error.message}</p>;
  return <MsqReadOnlyView detail={detail.data} />;
}
