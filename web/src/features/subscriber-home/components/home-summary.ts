import type { ReaderMockExam, RegisteredPrimaryIndexResult } from '@notebook/contracts';
import { isTopicLocked } from '@/lib/reading-policy';

type IndexTopic = RegisteredPrimaryIndexResult['chapters'][number]['topics'][number];

export type ReadingSummary = {
  /** The course's own topics (a reader's own topics are not counted). */
  courseTopics: number;
  /** Of those, the ones this reader may read (their plan or trial, free content). */
  openTopics: number;
  /** Open topics with every lesson marked read. */
  topicsRead: number;
  lessons: number;
  lessonsRead: number;
  /** The first open topic, in reading order, with a lesson not yet marked read. */
  nextTopic: { topicID: string; topicName: string } | null;
};

/** Reading progress at a glance, from the registered primary index (the server's `locked` for this reader). */
export function readingSummary(index: RegisteredPrimaryIndexResult): ReadingSummary {
  const courseTopics: IndexTopic[] = index.chapters.flatMap((chapter) =>
    chapter.topics.filter((topic) => topic.index !== null),
  );
  const open = courseTopics.filter((topic) => !isTopicLocked(topic));
  const isRead = (topic: IndexTopic) => topic.lessonCount > 0 && topic.lessonsRead >= topic.lessonCount;
  const next = open.find((topic) => topic.lessonCount > 0 && !isRead(topic)) ?? null;
  return {
    courseTopics: courseTopics.length,
    openTopics: open.length,
    topicsRead: open.filter(isRead).length,
    lessons: open.reduce((sum, topic) => sum + topic.lessonCount, 0),
    lessonsRead: open.reduce((sum, topic) => sum + Math.min(topic.lessonsRead, topic.lessonCount), 0),
    nextTopic: next && { topicID: next.topicID, topicName: next.topicName },
  };
}

export type NextMockExam = { exam: ReaderMockExam; action: 'continue' | 'start' | 'upcoming' };

/**
 * The mock exam to show first: one the reader is sitting now, else an open one they have not sat
 * (closing soonest), else the next to open. Null when none is running, open or coming.
 */
export function nextMockExam(exams: readonly ReaderMockExam[], now: number): NextMockExam | null {
  const running = exams.find(
    (exam) => exam.attempt?.status === 'IN_PROGRESS' && Date.parse(exam.attempt.deadline) > now,
  );
  if (running) return { exam: running, action: 'continue' };
  const soonest = (pick: (exam: ReaderMockExam) => string) => (a: ReaderMockExam, b: ReaderMockExam) =>
    Date.parse(pick(a)) - Date.parse(pick(b));
  // By the clock as well as the state the list was read with: the page may stay open past a window's start.
  const isOpen = (exam: ReaderMockExam) =>
    exam.state !== 'CLOSED' && Date.parse(exam.windowStart) <= now && Date.parse(exam.windowEnd) > now;
  const open = exams.filter((exam) => isOpen(exam) && !exam.attempt).sort(soonest((exam) => exam.windowEnd))[0];
  if (open) return { exam: open, action: 'start' };
  const upcoming = exams
    .filter((exam) => exam.state === 'UPCOMING' && Date.parse(exam.windowStart) > now)
    .sort(soonest((exam) => exam.windowStart))[0];
  return upcoming ? { exam: upcoming, action: 'upcoming' } : null;
}
