import { z } from 'zod';
import { entityId, numberField } from './fields';
import { Messages } from './messages';

/**
 * Annotations (highlights with an optional comment) on notes, and PDF resources on notes
 * (spec sections 3 and 7: `addReaderNoteAnnotation`, `updateReaderNoteAnnotation`,
 * `getReaderNoteAnnotations`, `uploadNotePdf`, `getFreeContentPDF`, `getRegisteredReadingNoteResourcePDF`).
 */

// ---- annotations ----

/** Spec section 3: the four text background colour classes a highlight may take. */
export const AnnotationColours = ['yellow', 'green', 'blue', 'pink'] as const;
export type AnnotationColour = (typeof AnnotationColours)[number];
export const annotationColour = z.enum(AnnotationColours, { error: 'Must be yellow, green, blue or pink' });

export const ANNOTATION_QUOTE_MAX = 2000;
export const ANNOTATION_CONTEXT_MAX = 64;
export const ANNOTATION_COMMENT_MAX = 1000;
/** Offsets count characters of the note's rendered plain text; no note is anywhere near this long. */
export const ANNOTATION_OFFSET_MAX = 5_000_000;

/** Paths designed for this issue that `ApiPaths` does not list (spec section 7 shows no delete call). */
export const AnnotationPaths = {
  deleteReaderNoteAnnotation: 'reader/deleteReaderNoteAnnotation', // designed
} as const;

const offset = numberField({ min: 0, max: ANNOTATION_OFFSET_MAX });
/** Prefix and suffix are the text around the quote, kept verbatim (not trimmed) for re-anchoring. */
const context = z
  .string()
  .max(ANNOTATION_CONTEXT_MAX, { error: Messages.maxLength(ANNOTATION_CONTEXT_MAX) })
  .default('');
const comment = z
  .string()
  .trim()
  .max(ANNOTATION_COMMENT_MAX, { error: Messages.maxLength(ANNOTATION_COMMENT_MAX) })
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * Where a highlight sits: `[startOffset, endOffset)` in the note's plain text as the reader's page
 * renders it, the highlighted text itself and up to 64 characters either side, so that the page can
 * find it again when offsets drift (an edited note).
 */
const highlight = z.object({
  startOffset: offset,
  endOffset: offset,
  quote: z
    .string({ error: Messages.required })
    .min(1, { error: Messages.required })
    .max(ANNOTATION_QUOTE_MAX, { error: Messages.maxLength(ANNOTATION_QUOTE_MAX) }),
  prefix: context,
  suffix: context,
});

const endAfterStart = (value: { startOffset: number; endOffset: number }) => value.endOffset > value.startOffset;
const endAfterStartIssue = { error: 'Must be after startOffset', path: ['endOffset'] };

export const addReaderNoteAnnotationRequest = highlight
  .extend({ noteID: entityId, colour: annotationColour, comment })
  .refine(endAfterStart, endAfterStartIssue);
export type AddReaderNoteAnnotationRequest = z.input<typeof addReaderNoteAnnotationRequest>;

/** Changes colour and/or comment (the usual edit), or the range when the page re-anchors a highlight. */
export const updateReaderNoteAnnotationRequest = z
  .object({
    annotationID: entityId,
    colour: annotationColour.optional(),
    /** Absent: unchanged; null or empty: removed. */
    comment: z
      .string()
      .trim()
      .max(ANNOTATION_COMMENT_MAX, { error: Messages.maxLength(ANNOTATION_COMMENT_MAX) })
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
    startOffset: offset.optional(),
    endOffset: offset.optional(),
    quote: highlight.shape.quote.optional(),
    prefix: z
      .string()
      .max(ANNOTATION_CONTEXT_MAX, { error: Messages.maxLength(ANNOTATION_CONTEXT_MAX) })
      .optional(),
    suffix: z
      .string()
      .max(ANNOTATION_CONTEXT_MAX, { error: Messages.maxLength(ANNOTATION_CONTEXT_MAX) })
      .optional(),
  })
  .refine(
    (value) =>
      (value.startOffset === undefined) === (value.endOffset === undefined) &&
      (value.startOffset === undefined || value.quote !== undefined),
    {
      error: 'A new range needs startOffset, endOffset and quote together',
      path: ['startOffset'],
    },
  )
  .refine(
    (value) => value.startOffset === undefined || value.endOffset === undefined || value.endOffset > value.startOffset,
    endAfterStartIssue,
  );
export type UpdateReaderNoteAnnotationRequest = z.input<typeof updateReaderNoteAnnotationRequest>;

export const getReaderNoteAnnotationsRequest = z.object({ noteID: entityId });
/** POST reader/getLessonAnnotations (designed): the caller's highlights on every note of a lesson they may open, in one call per lesson page. */
export const getLessonAnnotationsRequest = z.object({ lessonID: entityId });
export const deleteReaderNoteAnnotationRequest = z.object({ annotationID: entityId });

export type NoteAnnotation = {
  annotationID: string;
  noteID: string;
  startOffset: number;
  endOffset: number;
  quote: string;
  prefix: string;
  suffix: string;
  colour: AnnotationColour;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
};

// ---- PDF resources on notes ----

/** Largest PDF accepted (413 above it). */
export const NOTE_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const NOTE_PDF_CONTENT_TYPES = ['application/pdf', 'application/octet-stream'] as const;
/** At most this many PDFs on one note. */
export const NOTE_RESOURCES_MAX = 20;

export const ResourcePaths = {
  /** Admin upload of a PDF to an author note, body = the raw PDF (privilege note.update). */
  uploadNoteResourcePDF: 'adminChapter/uploadNoteResourcePDF', // designed
  /** The PDFs of a note the caller may open (public, a reader's token counts). */
  getNoteResources: 'public/getNoteResources', // designed
  /** The PDFs of an author note, drafts included (any admin). */
  getAdminNoteResources: 'adminChapter/getNoteResources', // designed
  /** Download of a PDF on an author note as an attachment (any admin). */
  getAdminNoteResourcePDF: 'adminChapter/getNoteResourcePDF', // designed
} as const;

/** Stored names are generated: a UUID and `.pdf`. Anything else (a path, `..`) is refused. */
export const resourceName = z
  .string({ error: Messages.required })
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/i, { error: 'Not a valid resource name' })
  .transform((value) => value.toLowerCase());

/** Query of `uploadNotePdf` / `uploadNoteResourcePDF`: the body is the file itself, sent raw. */
export const uploadNotePdfQuery = z.object({
  noteID: entityId,
  /** The file's name on the uploader's machine, kept (sanitised) only for the download's filename. */
  fileName: z
    .string()
    .max(255, { error: Messages.maxLength(255) })
    .optional(),
});

export const getFreeContentPdfRequest = z.object({ resourceName });
/** Either one resource by name, or the newest PDF of a note. */
export const getRegisteredReadingNoteResourcePdfRequest = z
  .object({ resourceName: resourceName.optional(), noteID: entityId.optional() })
  .refine((value) => value.resourceName !== undefined || value.noteID !== undefined, {
    error: 'Send resourceName or noteID',
    path: ['resourceName'],
  });
export const getNoteResourcesRequest = z.object({ noteID: entityId });

export type NoteResource = {
  resourceName: string;
  noteID: string;
  originalName: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: string;
};
