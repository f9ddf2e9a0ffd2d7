import { z } from 'zod';
import { type EventOf, defineEvent } from '@notebook/kernel';

/**
 * A PDF attached to a note. `resourceName` is the generated stored name (`<uuid>.pdf`), the only
 * name ever used on disk; `originalName` is the uploader's file name, sanitised, for downloads only.
 */
export const NoteResourceAttached = defineEvent(
  'NoteResourceAttached',
  z.strictObject({
    noteID: z.uuid(),
    resourceName: z.string(),
    originalName: z.string(),
    sizeBytes: z.number().int().positive(),
    sha256: z.string(),
    uploaderType: z.enum(['ADMIN', 'READER']),
    uploaderID: z.uuid(),
  }),
);

export type NoteResourceAttached = EventOf<typeof NoteResourceAttached>;
export type NoteResourceEvent = NoteResourceAttached;

export const NoteResourceEventTypes: ReadonlyArray<NoteResourceEvent['type']> = ['NoteResourceAttached'];
export const noteResourceEventSchemas = [NoteResourceAttached] as const;

/** The PDFs of one note, on a stream of their own so an upload never contends with an edit of the note. */
export const noteResourcesStream = (noteID: string) => `noteResources-${noteID}`;
