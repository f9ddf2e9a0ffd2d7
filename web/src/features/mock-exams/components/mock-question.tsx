import type { MockAttemptQuestion, MockExamType, SubAnswer } from '@notebook/contracts';
import { toggleChoice } from '@/components/question/answer-labels';
import { AnswerReview } from '@/components/question/answer-review';
import { ExtendedMatch } from '@/components/question/extended-match-select';
import { QuestionOptionList, choosesSeveral } from '@/components/question/option-list';
import { QuestionSource } from '@/components/question/question-source';
import { ChoiceCount, QuestionStem } from '@/components/question/question-stem';
import { Button } from '@/components/ui/button';

type Props = {
  question: MockAttemptQuestion;
  /** While the attempt runs: choices are saved as they are made. Absent: read only (the review). */
  onAnswer?: (answer: { answerIDs: string[]; subAnswers: SubAnswer[] }) => void;
  onStrike?: (answerID: string, struck: boolean) => void;
  /** The review names the exam's kind so the released answer shows the question's source. */
  examType?: MockExamType;
};

/** A question of a mock paper: its options (radio, or checkboxes for KFP(MSQ)) or its extended match, with the review once released. */
export function MockQuestionBody({ question, onAnswer, onStrike, examType }: Props) {
  const locked = !onAnswer;
  const review = question.review;
  const multiple = choosesSeveral(question);
  const chosen = question.chosenAnswerIDs;
  const expected = question.noOfExpectedAnswers ?? 0;
  const choose = (answerID: string) =>
    onAnswer?.({ answerIDs: toggleChoice(chosen, answerID, multiple), subAnswers: [] });
  return (
    <>
      <QuestionStem html={question.question} />
      {question.answerType === 'MULTIPLE_CHOICE' ? (
        <>
          {multiple && (
            <ChoiceCount expected={expected} chosen={chosen.length}>
              {chosen.length > expected && ' Options beyond the number asked cost points.'}
            </ChoiceCount>
          )}
          <QuestionOptionList
            question={question}
            chosenIDs={chosen}
            correctIDs={review?.correctAnswerIDs ?? null}
            locked={locked}
            onChoose={choose}
            onStrike={onStrike}
          />
        </>
      ) : (
        <MockExtendedMatch question={question} onAnswer={onAnswer} />
      )}
      {onAnswer && (chosen.length > 0 || question.chosenSubAnswers.length > 0) && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => onAnswer({ answerIDs: [], subAnswers: [] })}
        >
          Clear choice
        </Button>
      )}
      {review && (
        <AnswerReview answer={review}>
          {examType && <QuestionSource contentType={examType} contentID={question.questionID} />}
        </AnswerReview>
      )}
    </>
  );
}

/** Each change saves the whole set of sub-answers; going back to "Choose an option" drops that one. */
function MockExtendedMatch({ question, onAnswer }: Pick<Props, 'question' | 'onAnswer'>) {
  const chosen = Object.fromEntries(question.chosenSubAnswers.map((sub) => [sub.subQuestionID, sub.answerID]));
  const change = (subQuestionID: string, answerID: string) => {
    const next = { ...chosen, [subQuestionID]: answerID };
    if (!answerID) delete next[subQuestionID];
    onAnswer?.({
      answerIDs: [],
      subAnswers: Object.entries(next).map(([id, answer]) => ({ subQuestionID: id, answerID: answer })),
    });
  };
  return (
    <ExtendedMatch
      subQuestions={question.subQuestions}
      options={question.answers}
      chosen={chosen}
      correctSubAnswers={question.review?.correctSubAnswers ?? null}
      locked={!onAnswer}
      onChoose={change}
    />
  );
}
