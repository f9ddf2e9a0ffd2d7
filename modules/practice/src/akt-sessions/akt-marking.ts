import { type AktAnswerStatus, type SubAnswer, Messages } from '@notebook/contracts';
import { ValidationError } from '@notebook/kernel';
import type { PracticeQuestion } from '@notebook/question-bank';

export type AktAnswer = { answerID: string | null; subAnswers: SubAnswer[] };
export type AktMark = { answerStatus: AktAnswerStatus; marks: number; outOf: number };

/** What a question is worth: one mark, or one per sub-question of an extended match. */
export const marksOf = (question: PracticeQuestion): number => (question.answerType === 'EXTENDED_MATCH' ? question.subQuestions.length : 1);

/**
 * Refuses an answer that does not belong to the question (400 naming the field), and keeps of an
 * extended match only the sub-questions it names, once each. `complete` asks for every sub-question.
 */
export function checkAktAnswer(question: PracticeQuestion, answer: AktAnswer, options: { complete: boolean }): AktAnswer {
  const options_ = new Set(question.answers.map((option) => option.answerID));
  if (question.answerType === 'MULTIPLE_CHOICE') {
    if (!answer.answerID) throw new ValidationError(Messages.required, 'answerID');
    if (!options_.has(answer.answerID)) throw new ValidationError(Messages.unknownAnswer, 'answerID');
    return { answerID: answer.answerID, subAnswers: [] };
  }
  const subQuestions = new Set(question.subQuestions.map((sub) => sub.subQuestionID));
  const chosen = new Map<string, string>();
  for (const sub of answer.subAnswers) {
    if (!subQuestions.has(sub.subQuestionID)) throw new ValidationError(Messages.practiceQuestionNotInSession, 'subAnswers');
    if (!options_.has(sub.answerID)) throw new ValidationError(Messages.unknownAnswer, 'subAnswers');
    chosen.set(sub.subQuestionID, sub.answerID);
  }
  if (chosen.size === 0 || (options.complete && chosen.size < subQuestions.size)) throw new ValidationError(Messages.practiceAnswerEveryPart, 'subAnswers');
  return {
    answerID: null,
    subAnswers: question.subQuestions
      .filter((sub) => chosen.has(sub.subQuestionID))
      .map((sub) => ({ subQuestionID: sub.subQuestionID, answerID: chosen.get(sub.subQuestionID)! })),
  };
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
  const chosen = new Map(answer.subAnswers.map((sub) => [sub.subQuestionID, sub.answerID]));
  const marks = question.subQuestions.filter((sub) => chosen.get(sub.subQuestionID) === sub.correctAnswerID).length;
  return { answerStatus: marks === outOf ? 'CORRECT' : 'INCORRECT', marks, outOf };
}

/** A share of the marks as a percentage with two decimals (floored, as the spec shows amounts). */
export function percentage(marks: number, outOf: number): number {
  return outOf === 0 ? 0 : Math.floor((marks / outOf) * 10_000) / 100;
}
