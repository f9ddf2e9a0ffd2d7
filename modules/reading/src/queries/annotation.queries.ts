import { Kysely, sql } from 'kysely';
import type { NoteAnnotation, NoteResource } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import type { Viewer } from '../access/reading-access';
import { ReadingQueries } from './reading.queries';

/** What the annotation and resource calls need to know of a note the caller asks about. */
export type NoteAccess = { noteID: string; open: boolean };

const annotationColumns = sql`annotation_id AS "annotationID", note_id AS "noteID", start_offset AS "startOffset", end_offset AS "endOffset",
  quote, prefix, suffix, colour, comment, created_at AS "createdAt", updated_at AS "updatedAt"`;
const resourceColumns = sql`resource_name AS "resourceName", note_id AS "noteID", original_name AS "originalName",
  size_bytes::float8 AS "sizeBytes", sha256, uploaded_at AS "uploadedAt"`;

type Timestamped<T> = Omit<T, 'createdAt' | 'updatedAt' | 'uploadedAt'> & {
  createdAt?: Date;
  updatedAt?: Date;
  uploadedAt?: Date;
};
const iso = (value: Date | undefined) => (value ? value.toISOString() : undefined);

export class AnnotationQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly reading: ReadingQueries,
  ) {}

  /** The reading-access policy for one note (`ReadingQueries.noteAccess`); undefined when the note is not visible. */
  noteAccess(noteID: string, viewer: Viewer): Promise<NoteAccess | undefined> {
    return this.reading.noteAccess(noteID, viewer);
  }

  async annotationsOf(readerID: string, noteID: string): Promise<NoteAnnotation[]> {
    const { rows } = await sql<Timestamped<NoteAnnotation>>`SELECT ${annotationColumns} FROM note_annotation
      WHERE reader_id = ${readerID} AND note_id = ${noteID} ORDER BY start_offset, created_at, annotation_id`.execute(
      this.db,
    );
    return rows.map(toAnnotation);
  }

  /** The reader's highlights on these notes, note by note in text order. */
  async annotationsOfNotes(readerID: string, noteIDs: readonly string[]): Promise<NoteAnnotation[]> {
    if (noteIDs.length === 0) return [];
    const { rows } = await sql<Timestamped<NoteAnnotation>>`SELECT ${annotationColumns} FROM note_annotation
      WHERE reader_id = ${readerID} AND note_id = ANY(${[...noteIDs]}::uuid[]) ORDER BY note_id, start_offset, created_at, annotation_id`.execute(
      this.db,
    );
    return rows.map(toAnnotation);
  }

  /** The notes of a lesson the viewer may open; undefined when the lesson is not visible. */
  openNoteIDsOfLesson(lessonID: string, viewer: Viewer): Promise<string[] | undefined> {
    return this.reading.openNoteIDsOfLesson(lessonID, viewer);
  }

  async annotation(annotationID: string, readerID: string): Promise<NoteAnnotation | undefined> {
    const { rows } = await sql<Timestamped<NoteAnnotation>>`SELECT ${annotationColumns} FROM note_annotation
      WHERE annotation_id = ${annotationID} AND reader_id = ${readerID}`.execute(this.db);
    return rows[0] && toAnnotation(rows[0]);
  }

  async resourcesOf(noteID: string): Promise<NoteResource[]> {
    const { rows } = await sql<
      Timestamped<NoteResource>
    >`SELECT ${resourceColumns} FROM note_resource WHERE note_id = ${noteID}
      ORDER BY uploaded_at, resource_name`.execute(this.db);
    return rows.map(toResource);
  }

  async resource(resourceName: string): Promise<NoteResource | undefined> {
    const { rows } = await sql<
      Timestamped<NoteResource>
    >`SELECT ${resourceColumns} FROM note_resource WHERE resource_name = ${resourceName}`.execute(this.db);
    return rows[0] && toResource(rows[0]);
  }

  /** How many PDFs a reader keeps on their notes, and their bytes. */
  async readerUploads(readerID: string): Promise<{ files: number; bytes: number }> {
    const { rows } = await sql<{
      files: number;
      bytes: number;
    }>`SELECT count(*)::int AS files, coalesce(sum(size_bytes), 0)::float8 AS bytes
      FROM note_resource WHERE uploader_type = 'READER' AND uploader_id = ${readerID}`.execute(this.db);
    return rows[0]!;
  }

  /** The newest PDF of a note. */
  async latestResource(noteID: string): Promise<NoteResource | undefined> {
    const { rows } = await sql<
      Timestamped<NoteResource>
    >`SELECT ${resourceColumns} FROM note_resource WHERE note_id = ${noteID}
      ORDER BY uploaded_at DESC, resource_name DESC LIMIT 1`.execute(this.db);
    return rows[0] && toResource(rows[0]);
  }
}

function toAnnotation(row: Timestamped<NoteAnnotation>): NoteAnnotation {
  return { ...row, createdAt: iso(row.createdAt)!, updatedAt: iso(row.updatedAt)! } as NoteAnnotation;
}

function toResource(row: Timestamped<NoteResource>): NoteResource {
  return { ...row, uploadedAt: iso(row.uploadedAt)! } as NoteResource;
}
