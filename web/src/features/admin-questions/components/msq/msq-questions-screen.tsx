import {
  isMsqemResponse,
  QuestionBankLimits,
  type MsqQuestionDetail,
  type QuestionAnswerType,
} from '@notebook/contracts';
import { useState } from 'react';
import { QueryView } from '@/components/ui/admin-list';
import { useMsqMockQuestionCount } from '../../api/get-msq-mock-question-count';
import { useMsqQuestion } from '../../api/get-msq-question';
import { useMsqQuestionList } from '../../api/get-msq-question-list';
import { useRemoveMsqQuestion } from '../../api/remove-msq-question';
import { AnswerTypeSelect } from '../shell/answer-type-select';
import { MockCount } from '../shell/editor-shell';
import { QuestionEditorScreen, type ListProps } from '../shell/question-editor-screen';
import { LocallyOrderedQuestionList } from '../shell/reorderable-question-list';
import { QuestionTexts, answerTypeLabels } from '../shell/texts';
import { MsqEmEditor, MsqEmView } from './msq-em-editor';
import { MsqQuestionForm, type AnswerTypeReset, type AnswerTypeSlot } from './msq-question-form';
import { MsqReadOnlyView } from './msq-read-only-view';

/** /admin/kfp-msq-questions: the KFP(MSQ) question editor (spec section 2). */
export function MsqQuestionsScreen({ title, description }: { title: string; description: string }) {
  return (
    <QuestionEditorScreen
      kind="MSQ"
      title={title}
      description={description}
      newItemLabel="New KFP(MSQ) question"
      headerExtra={(topic) => <MsqMockCount topicID={topic.topicID} />}
      editor={(editor) => <MsqEditor {...editor} />}
      list={(list) => <MsqQuestionList {...list} />}
    />
  );
}

function MsqMockCount({ topicID }: { topicID: string }) {
  const count = useMsqMockQuestionCount(topicID);
  return <MockCount count={count.data?.mockQuestionCount} />;
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
  // Keyed by the stored version: after a save (a type change included) the editor starts from the stored question.
  return (
    <QueryView query={detail}>
      {(loaded) => (
        <SavedMsqQuestion
          key={storedVersion(loaded)}
          topicID={topicID}
          detail={loaded}
          canEdit={canEdit}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </QueryView>
  );
}

const storedVersion = (detail: MsqQuestionDetail) =>
  isMsqemResponse(detail) ? detail.msqemAnswerListDTO.msqQuestionDTO.version : detail.msqQuestionDTO.version;

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

function MsqQuestionList({ topicID, ...list }: ListProps) {
  const questions = useMsqQuestionList(topicID);
  const remove = useRemoveMsqQuestion();
  return (
    <LocallyOrderedQuestionList
      {...list}
      query={questions}
      label="KFP(MSQ) questions"
      idOf={(question) => question.msqQuestionID}
      faceOf={(question) => ({
        name: question.questionName,
        typeLabel: `${question.msqType} · ${answerTypeLabels[question.msqAnswerType]}`,
        status: question.status,
        selectedForMock: question.selectedForMock === 'Y',
      })}
      onRemove={(question) => remove.mutate({ msqQuestionID: question.msqQuestionID, version: question.version })}
      removeConfirm={QuestionTexts.removeQuestion}
      details={(id) => <MsqDetails id={id} canEdit={list.canEdit} />}
    />
  );
}

function MsqDetails({ id, canEdit }: { id: string; canEdit: boolean }) {
  const detail = useMsqQuestion(id);
  return (
    <QueryView query={detail}>
      {(loaded) =>
        isMsqemResponse(loaded) ? <MsqEmView detail={loaded} canEdit={canEdit} /> : <MsqReadOnlyView detail={loaded} />
      }
    </QueryView>
  );
}
