import type { MockAttemptResult } from '@notebook/contracts';
import type { PracticeQuestion } from '@notebook/question-bank';
import type { MockExamFound } from '../exams/mock-exam.views';
import type { MockAttemptFound } from './mock-attempt.views';
import { paperTotals } from './mock-marking';

export type ReleasedFacts = {
  chapterOf: (topicID: string) => string;
  percentile: number | null;
  /** Questions another attempt of the reader still seals: their marking is kept back. */
  sealedElsewhere: ReadonlySet<string>;
};

/**
 * The reader's result: the status and when results come out, and (only when `released` is given,
 * by the service asking `isReleased`) the score, the pass mark, the breakdown per chapter and the
 * percentile.
 */
export function attemptResult(
  attempt: MockAttemptFound,
  exam: MockExamFound,
  now: Date,
  released: ReleasedFacts | null,
): MockAttemptResult {
  const releasedAt =
    attempt.status === 'IN_PROGRESS'
      ? null
      : attempt.resultRelease === 'ON_SUBMIT'
        ? attempt.submittedAt
        : exam.definition.windowEnd;
  const base = { mockAttemptID: attempt.mockAttemptID, status: attempt.status, releasedAt };
  if (!released || !attempt.totals) return { ...base, released: false };
  const { score, marks, penalties, outOf } = attempt.totals;
  const passMark = attempt.passMark;
  return {
    ...base,
    released: true,
    score,
    marks,
    penalties,
    outOf,
    passMark,
    passed: passMark === null ? null : score >= passMark,
    byChapter: byChapter(attempt, released.chapterOf),
    percentile: released.percentile,
    questions: attempt.questions.map((question, index) => ({
      questionNo: index + 1,
      questionID: question.questionID,
      answerStatus: released.sealedElsewhere.has(question.questionID)
        ? null
        : (attempt.answers[question.questionID]?.answerStatus ?? 'NOT_COMPLETED'),
    })),
  };
}

/**
 * Each chapter as the paper is marked (the one rule, `paperTotals`): its marks, its penalties and
 * what its questions are worth, the score after penalties taken off the chapter's total (never
 * below 0), not each question floored at nothing. A paper in one chapter reads as the paper.
 */
function byChapter(attempt: MockAttemptFound, chapterOf: (topicID: string) => string) {
  const chapters = new Map<string, PracticeQuestion[]>();
  for (const question of attempt.questions) {
    const name = chapterOf(question.topicID);
    chapters.set(name, [...(chapters.get(name) ?? []), question]);
  }
  return [...chapters].map(([chapterName, questions]) => {
    const answers = Object.fromEntries(
      questions.flatMap((question) => {
        const answer = attempt.answers[question.questionID];
        return answer ? [[question.questionID, answer]] : [];
      }),
    );
    const { marks, penalties, outOf, score } = paperTotals(attempt.mockExamType, questions, answers);
    return { chapterName, marks, penalties, outOf, score };
  });
}
