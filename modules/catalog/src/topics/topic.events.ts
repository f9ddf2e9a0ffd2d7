import { z } from 'zod';
import { type EventOf, defineEvent } from '@notebook/kernel';
import { id, ids, status, contentType, ownerReaderID } from '../shared/event-fields';

export const TopicCreated = defineEvent(
  'TopicCreated',
  z.strictObject({
    topicID: id,
    chapterID: id,
    topicName: z.string(),
    status,
    freeContent: z.boolean(),
    topicType: contentType,
    ownerReaderID,
  }),
);
export const TopicRenamed = defineEvent('TopicRenamed', z.strictObject({ topicID: id, topicName: z.string() }));
export const TopicStatusChanged = defineEvent('TopicStatusChanged', z.strictObject({ topicID: id, status }));
export const TopicFreeContentChanged = defineEvent(
  'TopicFreeContentChanged',
  z.strictObject({ topicID: id, freeContent: z.boolean() }),
);
export const TopicMoved = defineEvent(
  'TopicMoved',
  z.strictObject({ topicID: id, fromChapterID: id, toChapterID: id }),
);
/** A reader removed their own topic (spec section 2); it disappears from every reading call. */
export const TopicDeleted = defineEvent('TopicDeleted', z.strictObject({ topicID: id, chapterID: id }));
/** The order of the lessons inside a topic; recorded on the topic's stream. */
export const LessonsReordered = defineEvent('LessonsReordered', z.strictObject({ topicID: id, lessonIDs: ids }));

export type TopicCreated = EventOf<typeof TopicCreated>;
export type LessonsReordered = EventOf<typeof LessonsReordered>;

export const topicStream = (streamID: string) => `topic-${streamID}`;

/** The events recorded on this aggregate's streams, with their schemas. */
export const topicEventSchemas = [
  TopicCreated,
  TopicRenamed,
  TopicStatusChanged,
  TopicFreeContentChanged,
  TopicMoved,
  TopicDeleted,
  LessonsReordered,
] as const;

export type TopicEvent = EventOf<(typeof topicEventSchemas)[number]>;
