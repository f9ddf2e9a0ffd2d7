import { type AktAnswerStatus, type SubAnswer, Messages } from '@notebook/contracts';
import { ValidationError } from '@notebook/kernel';
import type { PracticeQuestion } from '@notebook/question-bank';

export type AktAnswer = { answerID: string | null; subAnswers: SubAnswer[] };
export type AktMark = { answerStatus: AktAnswerStatus; marks: number; outOf: number };

/** What a question is worth: one mark, or one per sub-question of an extended match. */
export const marksOf = (question: PracticeQuestion): number =>
  question.answerType === 'EXTENDED_MATCH' ? question.subQuestions.length : 1;

/**
 * Refuses an answer that does not belong to the question (400 naming the field), and keeps of an
 * extended match only the sub-questions it names, once each. `complete` asks for every sub-question.
 */
export function checkAktAnswer(
  question: PracticeQuestion,
  answer: AktAnswer,
  options: { complete: boolean },
): AktAnswer {
  if (question.answerType === 'MULTIPLE_CHOICE') {
    if (!answer.answerID) throw new ValidationError(Messages.required, 'answerID');
    if (!question.answers.some((option) => option.answerID === answer.answerID))
      throw new ValidationError(Messages.unknownAnswer, 'answerID');
    return { answerID: answer.answerID, subAnswers: [] };
  }
  return { answerID: null, subAnswers: checkSubAnswers(question, answer.subAnswers, options) };
}

/**
 * An extended-match answer (AKT and KFP(MSQ)): each sub-question of the question answered with one
 * of its options, in the question's order, once each; `complete` asks for every sub-question.
 */
export function checkSubAnswers(
  question: PracticeQuestion,
  subAnswers: SubAnswer[],
  options: { complete: boolean },
): SubAnswer[] {
  const known = new Set(question.answers.map((option) => option.answerID));
  const subQuestions = new Set(question.subQuestions.map((sub) => sub.subQuestionID));
  const chosen = new Map<string, string>();
  for (const sub of subAnswers) {
    if (!subQuestions.has(sub.subQuestionID))
      throw new ValidationError(Messages.practiceQuestionNotInSession, 'subAnswers');
    if (!known.has(sub.answerID)) throw new ValidationError(Messages.unknownAnswer, 'subAnswers');
    chosen.set(sub.subQuestionID, sub.answerID);
  }
  if (chosen.size === 0 || (options.complete && chosen.size < subQuestions.size))
    throw new ValidationError(Messages.practiceAnswerEveryPart, 'subAnswers');
  return question.subQuestions
    .filter((sub) => chosen.has(sub.subQuestionID))
    .map((sub) => ({ subQuestionID: sub.subQuestionID, answerID: chosen.get(sub.subQuestionID)! }));
}

/** Sub-questions of an extended match answered with their correct option. */
export function subQuestionsRight(question: PracticeQuestion, subAnswers: SubAnswer[]): number {
  const chosen = new Map(subAnswers.map((sub) => [sub.subQuestionID, sub.answerID]));
  return question.subQuestions.filter((sub) => chosen.get(sub.subQuestionID) === sub.correctAnswerID).length;
}

/**
 * AKT marking. Multiple choice: one mark when the chosen option is a correct one. Extended match: a
 * mark per sub-question answered with its correct option; CORRECT only when every one is.
 */
export function markAkt(question: PracticeQuestion, answer: AktAnswer): AktMark {
  const outOf = marksOf(question);
  if (question.answerType === 'MULTIPLE_CHOICE') {
    const correct = question.answers.some((option) => option.answerID === answer.answerID && option.correct);
    return { answerStatus: correct ? 'CORRECT' : 'INCORRECT', marks: correct ? 1 : 0, outOf };
  }
  const marks = subQuestionsRight(question, answer.subAnswers);
  return { answerStatus: marks === outOf ? 'CORRECT' : 'INCORRECT', marks, outOf };
}
