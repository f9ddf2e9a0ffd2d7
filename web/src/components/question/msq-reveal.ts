import type { MsqSessionQuestion } from '@notebook/contracts';

/** A marked KFP(MSQ) answer as the question view reads it: the right options' ids and each option's points. */
export function msqRevealView(reveal: NonNullable<MsqSessionQuestion['reveal']>) {
  return {
    ...reveal,
    correctAnswerIDs: reveal.correctAnswers.map((answer) => answer.answerID),
    answerScores: Object.fromEntries(reveal.correctAnswers.map((answer) => [answer.answerID, answer.answerScore])),
  };
}
