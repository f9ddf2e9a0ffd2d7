import type { AktAnswerStatus, MsqSessionQuestion, SubAnswer } from '@notebook/contracts';

/** A marked answer as the question view shows it, whichever kind (AKT, KFP(MSQ)) and screen (practice, review). */
export type QuestionReveal = {
  answerStatus: AktAnswerStatus;
  correctAnswerIDs: string[];
  /** KFP(MSQ): the points each correct option earns. */
  answerScores: Record<string, number> | null;
  correctSubAnswers: SubAnswer[];
  explanation: string | null;
  marks: number;
  outOf: number;
  /** KFP(MSQ): options chosen beyond the number asked, and the points they cost. */
  extraOptions: number;
  penalty: number;
};

/** A marked KFP(MSQ) answer as the question view reads it: the right options' ids and each option's points. */
export function msqRevealView(reveal: NonNullable<MsqSessionQuestion['reveal']>): QuestionReveal {
  return {
    ...reveal,
    correctAnswerIDs: reveal.correctAnswers.map((answer) => answer.answerID),
    answerScores: Object.fromEntries(reveal.correctAnswers.map((answer) => [answer.answerID, answer.answerScore])),
  };
}
