import { z } from 'zod';
import { type EventOf, defineEvent } from '@notebook/kernel';
import { id, ids, status } from '../shared/event-fields';

export const ChapterGroupCreated = defineEvent(
  'ChapterGroupCreated',
  z.strictObject({ chapterGroupID: id, chapterGroupName: z.string(), status }),
);
export const ChapterGroupRenamed = defineEvent(
  'ChapterGroupRenamed',
  z.strictObject({ chapterGroupID: id, chapterGroupName: z.string() }),
);
export const ChapterGroupStatusChanged = defineEvent(
  'ChapterGroupStatusChanged',
  z.strictObject({ chapterGroupID: id, status }),
);
/** The order of the chapters inside a group; recorded on the group's stream. */
export const ChaptersReordered = defineEvent(
  'ChaptersReordered',
  z.strictObject({ chapterGroupID: id, chapterIDs: ids }),
);
/** The order of the groups themselves; recorded on the single `catalogOrder-chapterGroups` stream. */
export const ChapterGroupsReordered = defineEvent('ChapterGroupsReordered', z.strictObject({ chapterGroupIDs: ids }));

export type ChapterGroupCreated = EventOf<typeof ChapterGroupCreated>;
export type ChapterGroupRenamed = EventOf<typeof ChapterGroupRenamed>;
export type ChapterGroupStatusChanged = EventOf<typeof ChapterGroupStatusChanged>;
export type ChaptersReordered = EventOf<typeof ChaptersReordered>;
export type ChapterGroupsReordered = EventOf<typeof ChapterGroupsReordered>;

export type ChapterGroupEvent =
  ChapterGroupCreated | ChapterGroupRenamed | ChapterGroupStatusChanged | ChaptersReordered;

export const chapterGroupStream = (streamID: string) => `chapterGroup-${streamID}`;
export const CHAPTER_GROUP_ORDER_STREAM = 'catalogOrder-chapterGroups';

/** The events recorded on this aggregate's streams, with their schemas. */
export const chapterGroupEventSchemas = [
  ChapterGroupCreated,
  ChapterGroupRenamed,
  ChapterGroupStatusChanged,
  ChaptersReordered,
  ChapterGroupsReordered,
] as const;
