import type { AktmoSaveDTO, AktQuestionDTO } from '@notebook/contracts';
import { Check } from 'lucide-react';
import { DetailList, Html, questionDetailRows } from '../shell/detail-list';
import { answerLabel } from '../shell/texts';
import { RichAnswer } from '@/lib/rich-answer';
import { ExplanationView } from '../shell/explanation';

/** The rows naming an AKT question in its views. */
export const aktDetailRows = (question: AktQuestionDTO) =>
  questionDetailRows({
    questionName: question.questionName,
    type: question.aktType,
    answerType: question.aktAnswerType,
    status: question.status,
    mockFlag: question.mockExamQuestion === 'Y' && 'Mock exam question',
  });

/** The AKT question read-only view (spec section 2). */
export function AktReadOnlyView({ detail }: { detail: AktmoSaveDTO }) {
  const question = detail.aktQuestionDTO;
  const answers = detail.aktmoQuestionDTO.aktmoAnswerDTOList;
  return (
    <div className="flex flex-col gap-4">
      <DetailList rows={[...aktDetailRows(question), ['Number of answers', answers.length]]} />
      <Html label="Question" html={detail.aktmoQuestionDTO.question} />
      <ol aria-label="Answers" className="flex flex-col gap-1">
        {answers.map((answer, index) => (
          <li key={answer.aktMoAnswerID} className="flex items-start gap-2 text-sm">
            <span className="font-semibold text-ink-muted">{answerLabel(index)}.</span>
            <RichAnswer html={answer.answer} className="flex-1" />
            {answer.correctAnswer && <Check role="img" aria-label="Correct" className="size-4 text-success" />}
          </li>
        ))}
      </ol>
      <ExplanationView html={question.explanation} />
    </div>
  );
}
