import { isAktemResponse } from '@notebook/contracts';
import { QueryView } from '@/components/ui/admin-list';
import { useAktMockQuestionCount } from '../../api/get-akt-mock-question-count';
import { useAktQuestion } from '../../api/get-akt-question';
import { useAktQuestionList } from '../../api/get-akt-question-list';
import { useRemoveAktQuestion } from '../../api/remove-akt-question';
import { MockCount } from '../shell/editor-shell';
import { QuestionEditorScreen, type ListProps } from '../shell/question-editor-screen';
import { LocallyOrderedQuestionList } from '../shell/reorderable-question-list';
import { QuestionTexts, answerTypeLabels } from '../shell/texts';
import { AktEmView } from './akt-em-view';
import { AktQuestionEditor } from './akt-question-editor';
import { AktReadOnlyView } from './akt-read-only-view';

/** /admin/akt-questions: the AKT question editor (spec section 2). */
export function AktQuestionsScreen({ title, description }: { title: string; description: string }) {
  return (
    <QuestionEditorScreen
      kind="AKT"
      title={title}
      description={description}
      newItemLabel="New AKT question"
      headerExtra={(topic) => <AktMockCount topicID={topic.topicID} />}
      editor={({ id, ...editor }) => <AktQuestionEditor questionID={id} {...editor} />}
      list={(list) => <AktQuestionList {...list} />}
    />
  );
}

function AktMockCount({ topicID }: { topicID: string }) {
  const count = useAktMockQuestionCount(topicID);
  return <MockCount count={count.data?.mockQuestionCount} />;
}

function AktQuestionList({ topicID, ...list }: ListProps) {
  const questions = useAktQuestionList(topicID);
  const remove = useRemoveAktQuestion();
  return (
    <LocallyOrderedQuestionList
      {...list}
      query={questions}
      label="AKT questions"
      idOf={(question) => question.aktQuestionID}
      faceOf={(question) => ({
        name: question.questionName,
        typeLabel: `${question.aktType} · ${answerTypeLabels[question.aktAnswerType]}`,
        status: question.status,
      })}
      onRemove={(question) => remove.mutate({ aktQuestionID: question.aktQuestionID, version: question.version })}
      removeConfirm={QuestionTexts.removeAktQuestion}
      details={(id) => <AktQuestionDetails id={id} canEdit={list.canEdit} />}
    />
  );
}

/** Loaded by id when its card is expanded. */
function AktQuestionDetails({ id, canEdit }: { id: string; canEdit: boolean }) {
  const detail = useAktQuestion(id);
  return (
    <QueryView query={detail}>
      {(loaded) =>
        isAktemResponse(loaded) ? <AktEmView detail={loaded} canEdit={canEdit} /> : <AktReadOnlyView detail={loaded} />
      }
    </QueryView>
  );
}
