import type { LessonReadingMark } from '@notebook/contracts';
import type { DomainEvent } from '@notebook/kernel';

/** A reader's reading mark on a lesson (spec section 3: FIRST, SECOND, THIRD_READING); null clears it. */
export type LessonReadingMarked = DomainEvent<'LessonReadingMarked', { readerID: string; lessonID: string; lessonReading: LessonReadingMark | null }>;
export type LessonBookmarkChanged = DomainEvent<'LessonBookmarkChanged', { readerID: string; lessonID: string; bookmarked: boolean }>;

export type LessonStudyEvent = LessonReadingMarked | LessonBookmarkChanged;

/** What the reader-study projection reads. Removed lessons and topics drop out of its queries by the joins. */
export const ReaderStudyEventTypes: ReadonlyArray<LessonStudyEvent['type']> = ['LessonReadingMarked', 'LessonBookmarkChanged'];

/** One stream per reader and lesson, so two lessons never contend. */
export const lessonStudyStream = (readerID: string, lessonID: string) => `readerStudy-${readerID}_${lessonID}`;
