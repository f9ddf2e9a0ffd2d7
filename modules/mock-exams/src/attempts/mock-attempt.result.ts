import type { MockAttemptResult } from '@notebook/contracts';
import { percentage, points } from '@notebook/practice';
import type { MockExamFound } from '../exams/mock-exam.views';
import type { MockAttemptFound } from './mock-attempt.views';
import { worth } from './mock-marking';

export type ReleasedFacts = { chapterOf: (topicID: string) => string; percentile: number | null };

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
  };
}

function byChapter(attempt: MockAttemptFound, chapterOf: (topicID: string) => string) {
  const chapters = new Map<string, { marks: number; outOf: number }>();
  for (const question of attempt.questions) {
    const name = chapterOf(question.topicID);
    const answer = attempt.answers[question.questionID];
    const chapter = chapters.get(name) ?? { marks: 0, outOf: 0 };
    chapter.marks += answer ? Math.max(0, answer.marks - answer.penalty) : 0;
    chapter.outOf += worth(attempt.mockExamType, question);
    chapters.set(name, chapter);
  }
  return [...chapters].map(([chapterName, { marks, outOf }]) => ({
    chapterName,
    marks: points(marks),
    outOf,
    score: percentage(marks, outOf),
  }));
}
