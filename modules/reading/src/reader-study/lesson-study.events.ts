import { z } from 'zod';
import { LessonReading } from '@notebook/contracts';
import { type EventOf, defineEvent } from '@notebook/kernel';

/** A reader's reading mark on a lesson (spec section 3: FIRST, SECOND, THIRD_READING); null clears it. */
export const LessonReadingMarked = defineEvent(
  'LessonReadingMarked',
  z.strictObject({ readerID: z.uuid(), lessonID: z.uuid(), lessonReading: z.enum(LessonReading).nullable() }),
);
export const LessonBookmarkChanged = defineEvent(
  'LessonBookmarkChanged',
  z.strictObject({ readerID: z.uuid(), lessonID: z.uuid(), bookmarked: z.boolean() }),
);

export type LessonReadingMarked = EventOf<typeof LessonReadingMarked>;
export type LessonBookmarkChanged = EventOf<typeof LessonBookmarkChanged>;
export type LessonStudyEvent = LessonReadingMarked | LessonBookmarkChanged;

/** What the reader-study projection reads. Removed lessons and topics drop out of its queries by the joins. */
export const ReaderStudyEventTypes: ReadonlyArray<LessonStudyEvent['type']> = [
  'LessonReadingMarked',
  'LessonBookmarkChanged',
];
export const lessonStudyEventSchemas = [LessonReadingMarked, LessonBookmarkChanged] as const;

/** One stream per reader and lesson, so two lessons never contend. */
export const lessonStudyStream = (readerID: string, lessonID: string) => `readerStudy-${readerID}_${lessonID}`;
