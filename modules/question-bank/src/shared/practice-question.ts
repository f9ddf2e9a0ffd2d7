import { z } from 'zod';
import { QuestionAnswerType } from '@notebook/contracts';
import { activeAnswers } from './answers';
import type { ChoiceQuestionState } from './choice-question.decider';

/**
 * A question as practice serves it: only what is active, in display order, with what marking needs
 * (correct answers, MSQ answer scores) and the explanation. A practice session records this copy
 * when it starts, so an admin edit later changes neither what the session shows nor how it marks.
 */
export const practiceQuestion = z.strictObject({
  questionID: z.uuid(),
  topicID: z.uuid(),
  /** The question's version when it was copied. */
  version: z.number().int(),
  questionName: z.string(),
  answerType: z.enum(QuestionAnswerType),
  question: z.string().nullable(),
  explanation: z.string().nullable(),
  /** MSQ multiple choice: how many options the reader is asked to choose. */
  noOfExpectedAnswers: z.number().int().nullable(),
  answers: z.array(z.strictObject({ answerID: z.uuid(), answer: z.string(), correct: z.boolean(), score: z.number() })),
  subQuestions: z.array(z.strictObject({ subQuestionID: z.uuid(), question: z.string(), correctAnswerID: z.uuid() })),
});
export type PracticeQuestion = z.infer<typeof practiceQuestion>;

/**
 * The practice copy of an active question, or null when it cannot be practised: inactive, removed,
 * a multiple choice without two options or a correct one, an extended match without a sub-question
 * whose correct answer is still active.
 */
export function practiceQuestionOf(state: ChoiceQuestionState): PracticeQuestion | null {
  if (!state.exists || state.removed || state.status !== 'ACT') return null;
  const answers = activeAnswers(state.answers).map((answer) => ({
    answerID: answer.answerID,
    answer: answer.answer,
    correct: answer.correctAnswer,
    score: answer.answerScore,
  }));
  const active = new Set(answers.map((answer) => answer.answerID));
  const subQuestions = state.subQuestions
    .filter((sub) => sub.status === 'ACT' && sub.correctAnswerID !== null && active.has(sub.correctAnswerID))
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((sub) => ({ subQuestionID: sub.subQuestionID, question: sub.question, correctAnswerID: sub.correctAnswerID! }));
  const servable =
    state.answerType === 'MULTIPLE_CHOICE'
      ? answers.length >= 2 && answers.some((answer) => answer.correct) && !!state.question
      : answers.length >= 2 && subQuestions.length > 0;
  if (!servable) return null;
  return {
    questionID: state.questionID,
    topicID: state.topicID,
    version: state.version,
    questionName: state.questionName,
    answerType: state.answerType,
    question: state.answerType === 'MULTIPLE_CHOICE' ? state.question : null,
    explanation: state.explanation,
    noOfExpectedAnswers: state.noOfExpectedAnswers,
    answers,
    subQuestions: state.answerType === 'EXTENDED_MATCH' ? subQuestions : [],
  };
}
