import { isMsqemResponse, type MsqQuestionDetail, type MsqQuestionDTO } from '@notebook/contracts';
import { Check } from 'lucide-react';
import { StatusDot } from '@/components/ui/status-dot';
import { DetailList, Html, questionDetailRows } from '../shell/detail-list';
import { QuestionTexts, answerLabel } from '../shell/texts';
import { RichAnswer } from '@/lib/rich-answer';
import { ExplanationView } from '../shell/explanation';

/** The rows naming a KFP(MSQ) question in its views. */
export const msqDetailRows = (question: MsqQuestionDTO) =>
  questionDetailRows({
    questionName: question.questionName,
    type: question.msqType,
    answerType: question.msqAnswerType,
    status: question.status,
    mockFlag: question.selectedForMock === 'Y' && 'Selected for mock exam',
  });

/** A KFP(MSQ) question as loaded by id: multiple choice with scores, or extended match. */
export function MsqReadOnlyView({ detail }: { detail: MsqQuestionDetail }) {
  if (isMsqemResponse(detail)) {
    const answers = detail.msqemAnswerListDTO.msqemAnswerDTOList;
    const answerText = (id: string | null) => {
      const index = answers.findIndex((answer) => answer.msqEmAnswerID === id);
      return index < 0 ? QuestionTexts.noSelection : `${answerLabel(index)}. ${answers[index]?.answer ?? ''}`;
    };
    return (
      <div className="flex flex-col gap-4">
        <DetailList rows={msqDetailRows(detail.msqemAnswerListDTO.msqQuestionDTO)} />
        <ol aria-label="Answers" className="flex flex-col gap-1 text-sm">
          {answers.map((answer, index) => (
            <li key={answer.msqEmAnswerID}>
              <span className="font-semibold text-ink-muted">{answerLabel(index)}.</span>{' '}
              <RichAnswer html={answer.answer} inline />
            </li>
          ))}
        </ol>
        <section aria-label="Questions" className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-ink">Questions</h4>
          {detail.msqemQuestionDTOList.length === 0 ? (
            <p className="text-sm text-ink-muted">{QuestionTexts.noQuestions}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {detail.msqemQuestionDTOList.map((subQuestion, index) => (
                <li
                  key={subQuestion.msqEmQuestionID}
                  aria-label={`Question ${index + 1}`}
                  className="flex flex-col gap-1 rounded-lg border border-line p-2"
                >
                  <span className="flex items-center gap-2 text-sm font-medium">
                    <StatusDot status={subQuestion.status} />
                    Question {index + 1}
                  </span>
                  <Html label={`Question ${index + 1} text`} html={subQuestion.question} />
                  <p className="text-sm">
                    <span className="text-ink-muted">Correct Answer: </span>
                    {answerText(subQuestion.correctAnswerID)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <ExplanationView html={detail.msqemAnswerListDTO.msqQuestionDTO.explanation} />
      </div>
    );
  }
  const mo = detail.msqmoQuestionDTO;
  return (
    <div className="flex flex-col gap-4">
      <DetailList
        rows={[
          ...msqDetailRows(detail.msqQuestionDTO),
          ['Number of answers', String(mo.msqmoAnswerDTOList.length)],
          ['Expected answers', String(mo.noOfExpectedAnswers)],
        ]}
      />
      <Html label="Question" html={mo.question} />
      <ol aria-label="Answers" className="flex flex-col gap-1">
        {mo.msqmoAnswerDTOList.map((answer, index) => (
          <li key={answer.msqMoAnswerID} className="flex items-start gap-2 text-sm">
            <span className="font-semibold text-ink-muted">{answerLabel(index)}.</span>
            <RichAnswer html={answer.answer} className="flex-1" />
            {answer.correctAnswer && (
              <>
                <span className="text-ink-muted">Score {answer.answerScore}</span>
                <Check role="img" aria-label="Correct" className="size-4 text-success" />
              </>
            )}
          </li>
        ))}
      </ol>
      <ExplanationView html={detail.msqQuestionDTO.explanation} />
    </div>
  );
}
