import { z } from 'zod';
import { type EventOf, defineEvent } from '@notebook/kernel';
import { id, ids, status } from '../shared/event-fields';

export const ChapterCreated = defineEvent(
  'ChapterCreated',
  z.strictObject({ chapterID: id, chapterGroupID: id, chapterName: z.string(), status }),
);
export const ChapterRenamed = defineEvent('ChapterRenamed', z.strictObject({ chapterID: id, chapterName: z.string() }));
export const ChapterStatusChanged = defineEvent('ChapterStatusChanged', z.strictObject({ chapterID: id, status }));
/** The order of the topics inside a chapter; recorded on the chapter's stream. */
export const TopicsReordered = defineEvent('TopicsReordered', z.strictObject({ chapterID: id, topicIDs: ids }));

export type ChapterCreated = EventOf<typeof ChapterCreated>;
export type ChapterRenamed = EventOf<typeof ChapterRenamed>;
export type ChapterStatusChanged = EventOf<typeof ChapterStatusChanged>;
export type TopicsReordered = EventOf<typeof TopicsReordered>;

export type ChapterEvent = ChapterCreated | ChapterRenamed | ChapterStatusChanged | TopicsReordered;

export const chapterStream = (streamID: string) => `chapter-${streamID}`;

/** The events recorded on this aggregate's streams, with their schemas. */
export const chapterEventSchemas = [ChapterCreated, ChapterRenamed, ChapterStatusChanged, TopicsReordered] as const;
