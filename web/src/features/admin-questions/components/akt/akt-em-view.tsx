import type { AktemResponseDTO } from '@notebook/contracts';
import { useRemoveAktEmQuestion } from '../../api/remove-akt-em-question';
import { useSaveAktEmAnswerList } from '../../api/save-akt-em-answer-list';
import { useSaveAktEmQuestion } from '../../api/save-akt-em-question';
import { EmView } from '../em/em-view';
import { DetailList } from '../shell/detail-list';
import { QuestionTexts } from '../shell/texts';
import { aktDetailRows } from './akt-read-only-view';

type AktEmViewProps = {
  detail: AktemResponseDTO;
  /** The AKT add/edit privilege: New Question, edit, Remove and the explanation editor. */
  canEdit: boolean;
  /** Leave out the question details (the editor shows them in its form). */
  hideDetails?: boolean;
};

/** The AKT extended-match question view (spec section 2), on the shared EmView. */
export function AktEmView({ detail, canEdit, hideDetails = false }: AktEmViewProps) {
  const question = detail.aktemAnswerListDTO.aktQuestionDTO;
  const answers = detail.aktemAnswerListDTO.aktemAnswerDTOList;
  const saveSubQuestion = useSaveAktEmQuestion();
  const removeSubQuestion = useRemoveAktEmQuestion();
  const saveAnswers = useSaveAktEmAnswerList();
  return (
    <EmView
      details={!hideDetails && <DetailList rows={aktDetailRows(question)} />}
      answers={answers.map((answer) => ({ id: answer.aktEmAnswerID, answer: answer.answer }))}
      subQuestions={detail.aktemQuestionDTOList.map((subQuestion) => ({
        ...subQuestion,
        id: subQuestion.aktEmQuestionID,
      }))}
      explanation={question.explanation}
      canEdit={canEdit}
      removeTitle={QuestionTexts.removeAktEmQuestionTitle}
      removeBody={QuestionTexts.removeAktEmQuestionBody}
      onSaveSubQuestion={({ id, ...values }) =>
        saveSubQuestion.mutateAsync({
          ...(id ? { aktEmQuestionID: id } : {}),
          aktQuestionID: question.aktQuestionID,
          ...values,
        })
      }
      onRemoveSubQuestion={(id) =>
        removeSubQuestion.mutate({ aktQuestionID: question.aktQuestionID, aktEmQuestionID: id })
      }
      onSaveExplanation={(explanation) =>
        saveAnswers.mutateAsync({
          aktQuestionDTO: {
            aktQuestionID: question.aktQuestionID,
            topicID: question.topicID,
            questionName: question.questionName,
            aktType: question.aktType,
            status: question.status,
            mockExamQuestion: question.mockExamQuestion,
            explanation,
            noOfAnswers: answers.length,
            version: question.version,
          },
          aktemAnswerDTOList: answers.map((answer) => ({
            aktEmAnswerID: answer.aktEmAnswerID,
            answer: answer.answer,
            displayOrder: answer.displayOrder,
            status: answer.status,
          })),
        })
      }
    />
  );
}
