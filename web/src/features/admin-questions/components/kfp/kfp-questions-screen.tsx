import { Messages, type KfpCaseDTO } from '@notebook/contracts';
import { useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useKfpCase } from '../../api/get-kfp-case';
import { useKfpCaseList } from '../../api/get-kfp-case-list';
import { useRemoveKfpCase } from '../../api/remove-kfp-case';
import { useUpdateKfpCaseDisplayOrder } from '../../api/update-kfp-case-display-order';
import { EditorShell, type EditorPanelProps } from '../shell/editor-shell';
import { useDragReorder } from '@/components/ui/drag-reorder';
import { MoveButtons } from '@/components/ui/move-buttons';
import { moveItem } from '@/components/ui/drag-reorder';
import { QuestionCard, QuestionList } from '../shell/question-card';
import { useCanEditQuestions } from '../shell/question-permissions';
import { QuestionTexts } from '../shell/texts';
import { KfpCaseDetails } from './kfp-case-details';
import { KfpCaseForm } from './kfp-case-form';

/** /admin/kfp-questions: KFP cases and their questions (spec section 2). Needs only the admin type. */
export function KfpQuestionsScreen({ title, description }: { title: string; description: string }) {
  const canEdit = useCanEditQuestions('KFP');
  return (
    <EditorShell kind="KFP" title={title} description={description} newItemLabel="New KFP case" canAdd={canEdit}>
      {(panel) => <KfpPanel {...panel} canEdit={canEdit} />}
    </EditorShell>
  );
}

function KfpPanel({ topic, view, setView, canEdit }: EditorPanelProps & { canEdit: boolean }) {
  if (view.mode === 'edit')
    return (
      <KfpCaseEditor
        key={view.id ?? 'new'}
        topicID={topic.topicID}
        id={view.id}
        onClose={() => setView({ mode: 'list' })}
      />
    );
  return <KfpCaseList topicID={topic.topicID} canEdit={canEdit} onEdit={(id) => setView({ mode: 'edit', id })} />;
}

function KfpCaseEditor({ topicID, id, onClose }: { topicID: string; id?: string; onClose: () => void }) {
  const detail = useKfpCase(id ?? null);
  if (!id) return <KfpCaseForm topicID={topicID} onClose={onClose} />;
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError)
    return (
      <p role="alert" className="text-danger">
        {detail.error.message}
      </p>
    );
  return <KfpCaseForm topicID={topicID} kfpCase={detail.data} onClose={onClose} />;
}

const questionCount = (kfpCase: KfpCaseDTO) =>
  `${kfpCase.noOfQuestions} question${kfpCase.noOfQuestions === 1 ? '' : 's'}`;

function KfpCaseList({
  topicID,
  canEdit,
  onEdit,
}: {
  topicID: string;
  canEdit: boolean;
  onEdit: (id: string) => void;
}) {
  const list = useKfpCaseList(topicID);
  const remove = useRemoveKfpCase();
  const reorder = useUpdateKfpCaseDisplayOrder(topicID);
  const [expanded, setExpanded] = useState<string | null>(null);
  const cases = list.data ?? [];
  // Up/down buttons and drag and drop both persist the whole new order (optimistic, then the server's answer).
  const move = (from: number, to: number) =>
    reorder.mutate({ topicID, kfpCaseIDs: moveItem(cases, from, to).map((kfpCase) => kfpCase.kfpCaseID) });
  const drag = useDragReorder({ disabled: reorder.isPending, onReorder: move });
  if (list.isPending) return <PageSpinner />;
  if (list.isError)
    return (
      <p role="alert" className="text-danger">
        {list.error.message}
      </p>
    );
  return (
    <QuestionList label="KFP cases" empty={Messages.noQuestionsAdded}>
      {cases.map((kfpCase, index) => (
        <QuestionCard
          key={kfpCase.kfpCaseID}
          name={kfpCase.caseName}
          typeLabel={questionCount(kfpCase)}
          status={kfpCase.status}
          expanded={expanded === kfpCase.kfpCaseID}
          onToggle={() => setExpanded(expanded === kfpCase.kfpCaseID ? null : kfpCase.kfpCaseID)}
          actions={
            canEdit && (
              <MoveButtons
                label={kfpCase.caseName}
                index={index}
                count={cases.length}
                disabled={reorder.isPending}
                onMove={(step) => move(index, index + step)}
              />
            )
          }
          drag={canEdit ? drag(index) : undefined}
          onEdit={canEdit ? () => onEdit(kfpCase.kfpCaseID) : undefined}
          onRemove={
            canEdit ? () => remove.mutate({ kfpCaseID: kfpCase.kfpCaseID, version: kfpCase.version }) : undefined
          }
          removeConfirm={QuestionTexts.removeKfpCase}
        >
          <KfpCaseDetails kfpCaseID={kfpCase.kfpCaseID} canEdit={canEdit} />
        </QuestionCard>
      ))}
    </QuestionList>
  );
}
