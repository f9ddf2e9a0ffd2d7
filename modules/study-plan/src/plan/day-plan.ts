import type { DayPlan, ReaderMockExam } from '@notebook/contracts';

export const DayPlanLimits = {
  /** Topics the plan proposes in a day, weakest first. */
  weakTopics: 3,
  /** Lessons not yet marked read it proposes, over those topics. */
  lessonsToRead: 5,
  lessonsPerTopic: 2,
} as const;

/** Whole days from `today` to `examDate` (both YYYY-MM-DD): 0 on the day, negative once it has passed. */
export function daysBetween(today: string, examDate: string): number {
  return Math.round((Date.parse(`${examDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export type PractisedTopic = { topicID: string; topicName: string; readinessPercent: number };
export type UnpractisedTopic = { topicID: string; topicName: string };
export type WeakTopic = DayPlan['weakTopics'][number];

/**
 * The day's topics: those practised, weakest readiness first (ties in the order given), then, while
 * there is room, open topics with lessons left to read that were not practised yet (readiness null).
 */
export function weakestTopics(
  practised: readonly PractisedTopic[],
  unpractised: readonly UnpractisedTopic[],
  limit: number = DayPlanLimits.weakTopics,
): WeakTopic[] {
  const weakest = [...practised].sort((a, b) => a.readinessPercent - b.readinessPercent).slice(0, limit);
  const chosen = new Set(weakest.map((topic) => topic.topicID));
  const fillers = unpractised
    .filter((topic) => !chosen.has(topic.topicID))
    .slice(0, limit - weakest.length)
    .map((topic) => ({ ...topic, readinessPercent: null }));
  return [...weakest, ...fillers];
}

export type LessonToRead = DayPlan['lessonsToRead'][number];

/** Lessons not yet marked read, a few from each topic in the topics' order, up to the day's limit. */
export function lessonsToRead(unreadByTopic: readonly LessonToRead[][]): LessonToRead[] {
  return unreadByTopic
    .flatMap((lessons) => lessons.slice(0, DayPlanLimits.lessonsPerTopic))
    .slice(0, DayPlanLimits.lessonsToRead);
}

export type SittableMockExam = Pick<
  ReaderMockExam,
  'mockExamID' | 'mockExamName' | 'state' | 'windowStart' | 'windowEnd' | 'attempt'
>;

/**
 * The next mock exam the reader may sit: one they are sitting, else an open one they have not
 * started (closing soonest), else the next to open. Null when none.
 */
export function nextMockExamOf(exams: readonly SittableMockExam[], now: Date): DayPlan['nextMockExam'] {
  const at = now.getTime();
  const open = (exam: SittableMockExam) =>
    exam.state !== 'CLOSED' && Date.parse(exam.windowStart) <= at && Date.parse(exam.windowEnd) > at;
  const soonest = (key: 'windowStart' | 'windowEnd') => (a: SittableMockExam, b: SittableMockExam) =>
    Date.parse(a[key]) - Date.parse(b[key]);
  const next =
    exams.find((exam) => open(exam) && exam.attempt?.status === 'IN_PROGRESS') ??
    exams.filter((exam) => open(exam) && !exam.attempt).sort(soonest('windowEnd'))[0] ??
    exams
      .filter((exam) => exam.state === 'UPCOMING' && Date.parse(exam.windowStart) > at)
      .sort(soonest('windowStart'))[0];
  return next ? { mockExamID: next.mockExamID, name: next.mockExamName, startsAt: next.windowStart } : null;
}
