import { Messages, type MockExamType, MsqPracticeLimits, type SubAnswer } from '@notebook/contracts';
import { ValidationError } from '@notebook/kernel';
import {
  checkAktAnswer,
  checkMsqAnswer,
  markAkt,
  markMsq,
  marksOf,
  msqTotals,
  percentage,
  points,
} from '@notebook/practice';
import type { PracticeQuestion } from '@notebook/question-bank';

export type MockAnswer = { answerIDs: string[]; subAnswers: SubAnswer[] };
export type MarkedMockAnswer = MockAnswer & {
  answerStatus: 'CORRECT' | 'INCORRECT' | 'NOT_COMPLETED';
  marks: number;
  penalty: number;
  outOf: number;
};

/**
 * A paper is marked as its kind is in practice (the one set of rules, in @notebook/practice): an AKT
 * question by markAkt (a mark, or one per sub-question), a KFP(MSQ) one by markMsq (answer scores
 * out of 100, the over-selection penalty). An answer in progress may leave parts of an extended
 * match open.
 */
export function markMockAnswer(
  kind: MockExamType,
  question: PracticeQuestion,
  answer: MockAnswer,
  penaltyPoints: number,
): MarkedMockAnswer {
  if (kind === 'AKT') {
    if (question.answerType === 'MULTIPLE_CHOICE' && answer.answerIDs.length > 1)
      throw new ValidationError(Messages.invalidEntry, 'answerIDs');
    const checked = checkAktAnswer(
      question,
      { answerID: answer.answerIDs[0] ?? null, subAnswers: answer.subAnswers },
      { complete: false },
    );
    const marked = markAkt(question, checked);
    return {
      answerIDs: checked.answerID ? [checked.answerID] : [],
      subAnswers: checked.subAnswers,
      ...marked,
      penalty: 0,
    };
  }
  const checked = checkMsqAnswer(question, answer, { complete: false });
  const { answerStatus, marks, penalty, outOf } = markMsq(question, checked, penaltyPoints);
  return { ...checked, answerStatus, marks, penalty, outOf };
}

/** What a question is worth in a paper of this kind. */
export const worth = (kind: MockExamType, question: PracticeQuestion): number =>
  kind === 'AKT' ? marksOf(question) : MsqPracticeLimits.pointsPerQuestion;

/** The paper's totals: marks, penalties, what it is worth, and the score (per cent, after penalties, never below 0). */
export function paperTotals(
  kind: MockExamType,
  questions: PracticeQuestion[],
  answers: Record<string, MarkedMockAnswer>,
) {
  const outOf = questions.reduce((sum, question) => sum + worth(kind, question), 0);
  const marked = Object.values(answers);
  if (kind === 'MSQ') return msqTotals(marked, outOf);
  const marks = points(marked.reduce((sum, answer) => sum + answer.marks, 0));
  return { marks, penalties: 0, outOf, score: percentage(marks, outOf) };
}
