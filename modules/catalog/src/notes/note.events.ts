import { z } from 'zod';
import { PublishState, recordedContentSource } from '@notebook/contracts';
import { type EventOf, defineEvent } from '@notebook/kernel';
import { id, status, contentType, ownerReaderID } from '../shared/event-fields';

/** `noteContent` is always sanitised HTML (sanitizeRichText in the kernel): the decider sanitises before recording. */
export const NoteCreated = defineEvent(
  'NoteCreated',
  z.strictObject({
    noteID: id,
    lessonID: id,
    noteHeader: z.string(),
    noteContent: z.string(),
    status,
    noteType: contentType,
    ownerReaderID,
    publishState: z.enum(PublishState),
  }),
);
export const NoteRetitled = defineEvent('NoteRetitled', z.strictObject({ noteID: id, noteHeader: z.string() }));
/** Sanitised HTML, as in NoteCreated. */
export const NoteContentChanged = defineEvent(
  'NoteContentChanged',
  z.strictObject({ noteID: id, noteContent: z.string() }),
);
export const NoteStatusChanged = defineEvent('NoteStatusChanged', z.strictObject({ noteID: id, status }));
export const NotePublished = defineEvent('NotePublished', z.strictObject({ noteID: id }));
export const NoteDrafted = defineEvent('NoteDrafted', z.strictObject({ noteID: id }));
export const NoteMoved = defineEvent('NoteMoved', z.strictObject({ noteID: id, fromLessonID: id, toLessonID: id }));
/** The guideline or reference an author note follows, and when an editor last reviewed it (issue 29). */
export const NoteSourceChanged = defineEvent(
  'NoteSourceChanged',
  z.strictObject({ noteID: id, ...recordedContentSource }),
);
/** A reader emptied a personal note from the trash: every read model forgets it, content included. */
export const NoteDeleted = defineEvent('NoteDeleted', z.strictObject({ noteID: id, lessonID: id }));

export type NoteCreated = EventOf<typeof NoteCreated>;
export type NoteContentChanged = EventOf<typeof NoteContentChanged>;
export type NoteStatusChanged = EventOf<typeof NoteStatusChanged>;
export type NoteDeleted = EventOf<typeof NoteDeleted>;
export type NoteSourceChanged = EventOf<typeof NoteSourceChanged>;

export const noteStream = (streamID: string) => `note-${streamID}`;

/** The events recorded on this aggregate's streams, with their schemas. */
export const noteEventSchemas = [
  NoteCreated,
  NoteRetitled,
  NoteContentChanged,
  NoteStatusChanged,
  NotePublished,
  NoteDrafted,
  NoteMoved,
  NoteDeleted,
  NoteSourceChanged,
] as const;

export type NoteEvent = EventOf<(typeof noteEventSchemas)[number]>;
