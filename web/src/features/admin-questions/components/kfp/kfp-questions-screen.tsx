import { type KfpCaseDTO } from '@notebook/contracts';
import { QueryView } from '@/components/ui/admin-list';
import { useKfpCase } from '../../api/get-kfp-case';
import { useKfpCaseList } from '../../api/get-kfp-case-list';
import { useRemoveKfpCase } from '../../api/remove-kfp-case';
import { useUpdateKfpCaseDisplayOrder } from '../../api/update-kfp-case-display-order';
import { QuestionEditorScreen, type ListProps } from '../shell/question-editor-screen';
import { moveItem } from '@/components/ui/drag-reorder';
import { countOf } from '@/lib/count-of';
import { ReorderableQuestionList } from '../shell/reorderable-question-list';
import { QuestionTexts } from '../shell/texts';
import { KfpCaseDetails } from './kfp-case-details';
import { KfpCaseForm } from './kfp-case-form';

/** /admin/kfp-questions: KFP cases and their questions (spec section 2). Needs only the admin type. */
export function KfpQuestionsScreen({ title, description }: { title: string; description: string }) {
  return (
    <QuestionEditorScreen
      kind="KFP"
      title={title}
      description={description}
      newItemLabel="New KFP case"
      editor={({ topicID, id, onClose }) => <KfpCaseEditor topicID={topicID} id={id} onClose={onClose} />}
      list={(list) => <KfpCaseList {...list} />}
    />
  );
}

function KfpCaseEditor({ topicID, id, onClose }: { topicID: string; id?: string; onClose: () => void }) {
  const detail = useKfpCase(id ?? null);
  if (!id) return <KfpCaseForm topicID={topicID} onClose={onClose} />;
  return (
    <QueryView query={detail}>
      {(kfpCase) => <KfpCaseForm topicID={topicID} kfpCase={kfpCase} onClose={onClose} />}
    </QueryView>
  );
}

const questionCount = (kfpCase: KfpCaseDTO) => countOf(kfpCase.noOfQuestions, 'question');

function KfpCaseList({ topicID, canEdit, onEdit }: ListProps) {
  const list = useKfpCaseList(topicID);
  const remove = useRemoveKfpCase();
  const reorder = useUpdateKfpCaseDisplayOrder(topicID);
  return (
    <QueryView query={list}>
      {(cases) => (
        <ReorderableQuestionList
          label="KFP cases"
          items={cases}
          idOf={(kfpCase) => kfpCase.kfpCaseID}
          faceOf={(kfpCase) => ({ name: kfpCase.caseName, typeLabel: questionCount(kfpCase), status: kfpCase.status })}
          canEdit={canEdit}
          // Up/down buttons and drag and drop both persist the whole new order (optimistic, then the server's answer).
          onMove={(from, to) =>
            reorder.mutate({ topicID, kfpCaseIDs: moveItem(cases, from, to).map((kfpCase) => kfpCase.kfpCaseID) })
          }
          moving={reorder.isPending}
          onEdit={onEdit}
          onRemove={(kfpCase) => remove.mutate({ kfpCaseID: kfpCase.kfpCaseID, version: kfpCase.version })}
          removeConfirm={QuestionTexts.removeKfpCase}
          details={(id) => <KfpCaseDetails kfpCaseID={id} canEdit={canEdit} />}
        />
      )}
    </QueryView>
  );
}
