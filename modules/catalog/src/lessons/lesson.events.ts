import { z } from 'zod';
import { PublishState } from '@notebook/contracts';
import { type EventOf, defineEvent } from '@notebook/kernel';
import { id, ids, status, contentType, ownerReaderID } from '../shared/event-fields';

export const LessonCreated = defineEvent(
  'LessonCreated',
  z.strictObject({
    lessonID: id,
    topicID: id,
    lessonName: z.string(),
    status,
    lessonType: contentType,
    ownerReaderID,
    publishState: z.enum(PublishState),
  }),
);
export const LessonRenamed = defineEvent('LessonRenamed', z.strictObject({ lessonID: id, lessonName: z.string() }));
export const LessonStatusChanged = defineEvent('LessonStatusChanged', z.strictObject({ lessonID: id, status }));
export const LessonPublished = defineEvent('LessonPublished', z.strictObject({ lessonID: id }));
export const LessonDrafted = defineEvent('LessonDrafted', z.strictObject({ lessonID: id }));
export const LessonMoved = defineEvent('LessonMoved', z.strictObject({ lessonID: id, fromTopicID: id, toTopicID: id }));
/** A reader removed their own lesson (spec section 2). */
export const LessonDeleted = defineEvent('LessonDeleted', z.strictObject({ lessonID: id, topicID: id }));
/** The order of the notes inside a lesson; recorded on the lesson's stream. */
export const NotesReordered = defineEvent('NotesReordered', z.strictObject({ lessonID: id, noteIDs: ids }));

export type LessonCreated = EventOf<typeof LessonCreated>;

export const lessonStream = (streamID: string) => `lesson-${streamID}`;

/** The events recorded on this aggregate's streams, with their schemas. */
export const lessonEventSchemas = [
  LessonCreated,
  LessonRenamed,
  LessonStatusChanged,
  LessonPublished,
  LessonDrafted,
  LessonMoved,
  LessonDeleted,
  NotesReordered,
] as const;

export type LessonEvent = EventOf<(typeof lessonEventSchemas)[number]>;
