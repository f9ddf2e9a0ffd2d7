import type { MsqQuestionDTO, MsqemResponseDTO } from '@notebook/contracts';
import { Form } from '@/components/ui/form';
import { useAnswerOptions } from '../../api/get-application-properties';
import { useRemoveMsqEmQuestion } from '../../api/remove-msq-em-question';
import { saveMsqEmAnswerListInputSchema, useSaveMsqEmAnswerList } from '../../api/save-msq-em-answer-list';
import { useSaveMsqEmQuestion } from '../../api/save-msq-em-question';
import { EmAnswerFields } from '../em/em-answer-fields';
import { renderAnswerTypeSlot, type AnswerTypeReset, type AnswerTypeSlot } from './msq-question-form';
import { EmView } from '../em/em-view';
import { DetailList } from '../shell/detail-list';
import { QuestionTexts } from '../shell/texts';
import { msqDetailRows } from './msq-read-only-view';
import { LessonSelect } from '../shell/lesson-select';
import { MsqHeaderFields, msqEditorTitle, msqHeaderDefaults, msqStartingAnswerCount } from './msq-header-fields';
import { EditorFrame } from '../shell/editor-frame';
import { resizeAnswers } from '../shell/answer-fields';
import { EditorFormActions } from '../shell/editor-form-actions';

type MsqEmEditorProps = {
  topicID: string;
  /** The saved question (its answers, sub-questions and explanation); absent for a new one. */
  detail?: MsqemResponseDTO;
  /** A saved multiple-choice question changed to extended match: its details and count, blank answers. */
  reset?: AnswerTypeReset;
  canEdit: boolean;
  /** The "Answer type" select of a new question. */
  answerTypeSelect?: AnswerTypeSlot;
  onClose: () => void;
  /** The answers were saved: keep editing the question (sub-questions and explanation). */
  onSaved: (msqQuestionID: string) => void;
};

/**
 * A KFP(MSQ) extended-match question: the details and answers (saveUpdateMSQEMAnswerList), then,
 * once saved, its sub-questions and explanation in the shared extended-match view.
 */
export function MsqEmEditor({ topicID, detail, reset, canEdit, answerTypeSelect, onClose, onSaved }: MsqEmEditorProps) {
  const save = useSaveMsqEmAnswerList();
  const msqAnswerOptions = useAnswerOptions().msq;
  const question = detail?.msqemAnswerListDTO.msqQuestionDTO ?? reset?.question;
  const answers = detail?.msqemAnswerListDTO.msqemAnswerDTOList ?? [];
  const noOfAnswers = msqStartingAnswerCount(answers.length, reset?.noOfAnswers);
  return (
    <EditorFrame title={msqEditorTitle(question)}>
      <Form
        // A save elsewhere (a sub-question, the explanation) moves the version on: start from the stored question again.
        key={question?.version ?? 'new'}
        schema={saveMsqEmAnswerListInputSchema}
        aria-label="KFP(MSQ) question"
        options={{
          mode: 'onChange',
          defaultValues: {
            // The explanation is left out: the answers save then keeps the stored one.
            msqQuestionDTO: { ...msqHeaderDefaults(question, topicID), noOfAnswers },
            msqemAnswerDTOList: resizeAnswers(answers, noOfAnswers, (index) => ({
              answer: '',
              displayOrder: index + 1,
            })),
          },
        }}
        onSubmit={async (input) => {
          const saved = await save.mutateAsync(input);
          const id = saved?.msqemAnswerListDTO?.msqQuestionDTO.msqQuestionID ?? question?.msqQuestionID;
          if (id) onSaved(id);
          else onClose();
        }}
      >
        {(methods) => (
          <>
            <MsqHeaderFields bind={(name) => methods.bind(`msqQuestionDTO.${name}`)} />
            <LessonSelect topicID={topicID} control={methods.control} name="msqQuestionDTO.lessonID" />
            {renderAnswerTypeSlot(answerTypeSelect, () => ({
              header: methods.getValues('msqQuestionDTO') as Partial<MsqQuestionDTO>,
              noOfAnswers: methods.getValues('msqQuestionDTO.noOfAnswers'),
            }))}
            <EmAnswerFields
              methods={methods}
              countName="msqQuestionDTO.noOfAnswers"
              listName="msqemAnswerDTOList"
              max={msqAnswerOptions}
              countId="msq-em-answer-count"
            />
            <EditorFormActions onCancel={onClose} />
          </>
        )}
      </Form>
      {detail && <MsqEmView detail={detail} canEdit={canEdit} hideDetails />}
    </EditorFrame>
  );
}

/** The KFP(MSQ) extended-match view on the shared EmView: sub-questions and explanation, editable with the privilege. */
export function MsqEmView({
  detail,
  canEdit,
  hideDetails = false,
}: {
  detail: MsqemResponseDTO;
  canEdit: boolean;
  hideDetails?: boolean;
}) {
  const question = detail.msqemAnswerListDTO.msqQuestionDTO;
  const answers = detail.msqemAnswerListDTO.msqemAnswerDTOList;
  const saveSubQuestion = useSaveMsqEmQuestion();
  const removeSubQuestion = useRemoveMsqEmQuestion();
  const saveAnswers = useSaveMsqEmAnswerList();
  return (
    <EmView
      details={!hideDetails && <DetailList rows={msqDetailRows(question)} />}
      answers={answers.map((answer) => ({ id: answer.msqEmAnswerID, answer: answer.answer }))}
      subQuestions={detail.msqemQuestionDTOList.map((subQuestion) => ({
        ...subQuestion,
        id: subQuestion.msqEmQuestionID,
      }))}
      explanation={question.explanation}
      canEdit={canEdit}
      removeTitle={QuestionTexts.removeMsqEmQuestionTitle}
      removeBody={QuestionTexts.removeQuestion}
      onSaveSubQuestion={({ id, ...values }) =>
        saveSubQuestion.mutateAsync({
          ...(id ? { msqEmQuestionID: id } : {}),
          msqQuestionID: question.msqQuestionID,
          ...values,
          version: question.version,
        })
      }
      onRemoveSubQuestion={(id) =>
        removeSubQuestion.mutate({
          msqQuestionID: question.msqQuestionID,
          msqEmQuestionID: id,
          version: question.version,
        })
      }
      onSaveExplanation={(explanation) =>
        saveAnswers.mutateAsync({
          msqQuestionDTO: {
            msqQuestionID: question.msqQuestionID,
            topicID: question.topicID,
            questionName: question.questionName,
            msqType: question.msqType,
            status: question.status,
            selectedForMock: question.selectedForMock,
            explanation,
            noOfAnswers: answers.length,
            version: question.version,
          },
          msqemAnswerDTOList: answers.map((answer) => ({
            msqEmAnswerID: answer.msqEmAnswerID,
            answer: answer.answer,
            displayOrder: answer.displayOrder,
            status: answer.status,
          })),
        })
      }
    />
  );
}
