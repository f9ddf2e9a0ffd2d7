import type { AnnotationColour } from '@notebook/contracts';
import type { DomainEvent } from '@notebook/kernel';

/** Where a highlight sits and how it looks; every field is set on each event (a full snapshot). */
export type AnnotationBody = {
  startOffset: number;
  endOffset: number;
  quote: string;
  prefix: string;
  suffix: string;
  colour: AnnotationColour;
  comment: string | null;
};

export type NoteAnnotationAdded = DomainEvent<'NoteAnnotationAdded', { annotationID: string; noteID: string; readerID: string } & AnnotationBody>;
export type NoteAnnotationUpdated = DomainEvent<'NoteAnnotationUpdated', { annotationID: string; noteID: string; readerID: string } & AnnotationBody>;
export type NoteAnnotationDeleted = DomainEvent<'NoteAnnotationDeleted', { annotationID: string; noteID: string; readerID: string }>;

export type AnnotationEvent = NoteAnnotationAdded | NoteAnnotationUpdated | NoteAnnotationDeleted;

export const AnnotationEventTypes: ReadonlyArray<AnnotationEvent['type']> = ['NoteAnnotationAdded', 'NoteAnnotationUpdated', 'NoteAnnotationDeleted'];

/** One stream per annotation: a reader's highlights never contend with each other or with the note. */
export const annotationStream = (annotationID: string) => `annotation-${annotationID}`;
