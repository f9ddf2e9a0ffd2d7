import { z } from 'zod';
import { KfpAnswerType, QuestionAnswerType } from '@notebook/contracts';
import { activeAnswers } from './answers';
import type { KfpCaseState } from '../kfp/kfp-case.decider';
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

/** A multiple choice's correct options (an extended match has none), as a review shows them. */
export const correctAnswerIDsOf = (question: PracticeQuestion): string[] =>
  question.answerType === 'MULTIPLE_CHOICE'
    ? question.answers.filter((option) => option.correct).map((option) => option.answerID)
    : [];

/** Each sub-question's correct answer, as a review shows them. */
export const correctSubAnswersOf = (question: PracticeQuestion) =>
  question.subQuestions.map((sub) => ({ subQuestionID: sub.subQuestionID, answerID: sub.correctAnswerID }));

/**
 * A question's options and sub-questions as a reader meets them: the text only, never which one is
 * correct or what it scores, so an AKT or MSQ session and a mock paper cannot leak the marking.
 */
export const unmarkedOptionsOf = (question: PracticeQuestion) => ({
  answers: question.answers.map(({ answerID, answer }) => ({ answerID, answer })),
  subQuestions: question.subQuestions.map(({ subQuestionID, question: text }) => ({ subQuestionID, question: text })),
});

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
    .map((sub) => ({
      subQuestionID: sub.subQuestionID,
      question: sub.question,
      correctAnswerID: sub.correctAnswerID!,
    }));
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

/**
 * A KFP case as practice serves it: active questions in order with their active answers. For a
 * MULTIPLE_CHOICE question `correct` marks the right options; for a TEXT question the answers are
 * the model answers shown once the reader has written theirs.
 */
export const practiceKfpCase = z.strictObject({
  kfpCaseID: z.uuid(),
  topicID: z.uuid(),
  version: z.number().int(),
  caseName: z.string(),
  caseDescription: z.string(),
  questions: z.array(
    z.strictObject({
      kfpCaseQuestionID: z.uuid(),
      question: z.string(),
      explanation: z.string().nullable(),
      kfpAnswerType: z.enum(KfpAnswerType),
      answers: z.array(z.strictObject({ answerID: z.uuid(), answer: z.string(), correct: z.boolean() })),
    }),
  ),
});
export type PracticeKfpCase = z.infer<typeof practiceKfpCase>;

/** The practice copy of an active case, or null when it has no question that can be practised. */
export function practiceKfpCaseOf(state: KfpCaseState): PracticeKfpCase | null {
  if (!state.exists || state.removed || state.status !== 'ACT') return null;
  const questions = state.questions
    .filter((question) => question.status === 'ACT')
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((question) => ({
      kfpCaseQuestionID: question.kfpCaseQuestionID,
      question: question.question,
      explanation: question.explanation,
      kfpAnswerType: question.kfpAnswerType,
      answers: activeAnswers(question.answers).map((answer) => ({
        answerID: answer.answerID,
        answer: answer.answer,
        correct: answer.correctAnswer,
      })),
    }))
    .filter((question) =>
      question.kfpAnswerType === 'TEXT' ? true : question.answers.some((answer) => answer.correct),
    );
  if (questions.length === 0) return null;
  return {
    kfpCaseID: state.kfpCaseID,
    topicID: state.topicID,
    version: state.version,
    caseName: state.caseName,
    caseDescription: state.caseDescription,
    questions,
  };
}
