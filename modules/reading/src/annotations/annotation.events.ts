import { z } from 'zod';
import { AnnotationColours } from '@notebook/contracts';
import { type EventOf, defineEvent } from '@notebook/kernel';

const ids = { annotationID: z.uuid(), noteID: z.uuid(), readerID: z.uuid() };

/** Where a highlight sits and how it looks; every field is set on each event (a full snapshot). */
const annotationBody = z.strictObject({
  startOffset: z.number().int().min(0),
  endOffset: z.number().int().min(0),
  quote: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  colour: z.enum(AnnotationColours),
  comment: z.string().nullable(),
});
export type AnnotationBody = z.infer<typeof annotationBody>;

export const NoteAnnotationAdded = defineEvent(
  'NoteAnnotationAdded',
  z.strictObject({ ...ids, ...annotationBody.shape }),
);
export const NoteAnnotationUpdated = defineEvent(
  'NoteAnnotationUpdated',
  z.strictObject({ ...ids, ...annotationBody.shape }),
);
export const NoteAnnotationDeleted = defineEvent('NoteAnnotationDeleted', z.strictObject(ids));

export type NoteAnnotationAdded = EventOf<typeof NoteAnnotationAdded>;
export type NoteAnnotationUpdated = EventOf<typeof NoteAnnotationUpdated>;
export type NoteAnnotationDeleted = EventOf<typeof NoteAnnotationDeleted>;
export type AnnotationEvent = NoteAnnotationAdded | NoteAnnotationUpdated | NoteAnnotationDeleted;

export const AnnotationEventTypes: ReadonlyArray<AnnotationEvent['type']> = [
  'NoteAnnotationAdded',
  'NoteAnnotationUpdated',
  'NoteAnnotationDeleted',
];
export const annotationEventSchemas = [NoteAnnotationAdded, NoteAnnotationUpdated, NoteAnnotationDeleted] as const;

/** One stream per annotation: a reader's highlights never contend with each other or with the note. */
export const annotationStream = (annotationID: string) => `annotation-${annotationID}`;
