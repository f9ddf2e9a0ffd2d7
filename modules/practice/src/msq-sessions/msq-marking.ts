import { type AktAnswerStatus, Messages, MsqPracticeLimits, type SubAnswer } from '@notebook/contracts';
import { ValidationError } from '@notebook/kernel';
import type { PracticeQuestion } from '@notebook/question-bank';
import { checkSubAnswers, subQuestionsRight } from '../akt-sessions/akt-marking';
import { percentage, points } from '../shared/session-rules';

export type MsqAnswer = { answerIDs: string[]; subAnswers: SubAnswer[] };
export type MsqMark = {
  answerStatus: AktAnswerStatus;
  marks: number;
  extraOptions: number;
  penalty: number;
  outOf: number;
};

const FULL = MsqPracticeLimits.pointsPerQuestion;

/**
 * Refuses an answer that does not belong to the question (400 naming the field). Multiple choice:
 * at least one option, each an option of the question, kept once each in the question's order (the
 * reader may choose more than asked: that is what the over-selection penalty is for).
 */
export function checkMsqAnswer(
  question: PracticeQuestion,
  answer: MsqAnswer,
  options: { complete: boolean },
): MsqAnswer {
  if (question.answerType === 'EXTENDED_MATCH')
    return { answerIDs: [], subAnswers: checkSubAnswers(question, answer.subAnswers, options) };
  if (answer.answerIDs.length === 0) throw new ValidationError(Messages.required, 'answerIDs');
  const chosen = new Set(answer.answerIDs);
  const known = new Set(question.answers.map((option) => option.answerID));
  if ([...chosen].some((answerID) => !known.has(answerID)))
    throw new ValidationError(Messages.unknownAnswer, 'answerIDs');
  return {
    answerIDs: question.answers.filter((option) => chosen.has(option.answerID)).map((option) => option.answerID),
    subAnswers: [],
  };
}

/**
 * The points each correct option earns: its answer score. A question whose correct options carry no
 * score at all shares the 100 points equally between them, so it can still be marked.
 */
export function creditsOf(question: PracticeQuestion): Map<string, number> {
  const correct = question.answers.filter((option) => option.correct);
  const scored = correct.reduce((sum, option) => sum + option.score, 0) > 0;
  return new Map(correct.map((option) => [option.answerID, scored ? option.score : FULL / correct.length]));
}

/** How many options a multiple choice asks for: as set, or else as many as are correct. */
export const expectedOptionsOf = (question: PracticeQuestion): number =>
  question.noOfExpectedAnswers ?? creditsOf(question).size;

/**
 * KFP(MSQ) marking (the 2025 paper). Multiple choice: the points of the correct options chosen (at
 * most 100); each option chosen beyond `noOfExpectedAnswers` costs `penaltyPoints` (kept apart from
 * the points: it comes off the paper's total). Extended match: 100 / sub-questions for each one
 * answered right. CORRECT only with every point and no penalty.
 */
export function markMsq(question: PracticeQuestion, answer: MsqAnswer, penaltyPoints: number): MsqMark {
  if (question.answerType === 'EXTENDED_MATCH') {
    const right = subQuestionsRight(question, answer.subAnswers);
    const marks = points((right / question.subQuestions.length) * FULL);
    return {
      answerStatus: right === question.subQuestions.length ? 'CORRECT' : 'INCORRECT',
      marks,
      extraOptions: 0,
      penalty: 0,
      outOf: FULL,
    };
  }
  const credits = creditsOf(question);
  const marks = points(
    Math.min(
      FULL,
      answer.answerIDs.reduce((sum, answerID) => sum + (credits.get(answerID) ?? 0), 0),
    ),
  );
  const extraOptions = Math.max(0, answer.answerIDs.length - expectedOptionsOf(question));
  const penalty = points(extraOptions * penaltyPoints);
  return {
    answerStatus: marks >= FULL && extraOptions === 0 ? 'CORRECT' : 'INCORRECT',
    marks,
    extraOptions,
    penalty,
    outOf: FULL,
  };
}

/** A session's score: the points after penalties (never below 0) as a share of what the questions were worth. */
export function msqScore(marks: number, penalties: number, outOf: number): number {
  return percentage(Math.max(0, marks - penalties), outOf);
}

/** The points and penalties of marked answers, and the score they make out of `outOf` (a session's or a paper's). */
export function msqTotals(answers: Array<{ marks: number; penalty: number }>, outOf: number) {
  const marks = points(answers.reduce((sum, answer) => sum + answer.marks, 0));
  const penalties = points(answers.reduce((sum, answer) => sum + answer.penalty, 0));
  return { marks, penalties, outOf, score: msqScore(marks, penalties, outOf) };
}
