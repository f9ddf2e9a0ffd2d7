import type { DomainEvent } from '@notebook/kernel';

/**
 * A PDF attached to a note. `resourceName` is the generated stored name (`<uuid>.pdf`), the only
 * name ever used on disk; `originalName` is the uploader's file name, sanitised, for downloads only.
 */
export type NoteResourceAttached = DomainEvent<
  'NoteResourceAttached',
  { noteID: string; resourceName: string; originalName: string; sizeBytes: number; sha256: string; uploaderType: 'ADMIN' | 'READER'; uploaderID: string }
>;

export type NoteResourceEvent = NoteResourceAttached;

export const NoteResourceEventTypes: ReadonlyArray<NoteResourceEvent['type']> = ['NoteResourceAttached'];

/** The PDFs of one note, on a stream of their own so an upload never contends with an edit of the note. */
export const noteResourcesStream = (noteID: string) => `noteResources-${noteID}`;
