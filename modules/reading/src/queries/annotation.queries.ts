import { Kysely, sql } from 'kysely';
import type { NoteAnnotation, NoteResource } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import { ReadingQueries, Viewer } from './reading.queries';

/** What the annotation and resource calls need to know of a note the caller asks about. */
export type NoteAccess = { noteID: string; open: boolean };

const annotationColumns = sql`annotation_id AS "annotationID", note_id AS "noteID", start_offset AS "startOffset", end_offset AS "endOffset",
  quote, prefix, suffix, colour, comment, created_at AS "createdAt", updated_at AS "updatedAt"`;
const resourceColumns = sql`resource_name AS "resourceName", note_id AS "noteID", original_name AS "originalName",
  size_bytes::float8 AS "sizeBytes", sha256, uploaded_at AS "uploadedAt"`;

type Timestamped<T> = Omit<T, 'createdAt' | 'updatedAt' | 'uploadedAt'> & { createdAt?: Date; updatedAt?: Date; uploadedAt?: Date };
const iso = (value: Date | undefined) => (value ? value.toISOString() : undefined);

export class AnnotationQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly reading: ReadingQueries,
  ) {}

  /**
   * The reading calls' access rule for one note (free topic, active subscription, own READER
   * topic or lesson), plus: a reader's own personal note is always open to its owner.
   * undefined when the note is not visible to the viewer at all.
   */
  async noteAccess(noteID: string, viewer: Viewer): Promise<NoteAccess | undefined> {
    const note = await this.reading.note(noteID, viewer);
    if (!note) return undefined;
    if (!note.locked) return { noteID, open: true };
    if (!viewer.readerID) return { noteID, open: false };
    const { rows } = await sql<{ own: boolean }>`SELECT (note_type = 'READER' AND owner_reader_id = ${viewer.readerID}::uuid) AS own
      FROM note WHERE note_id = ${noteID}`.execute(this.db);
    return { noteID, open: rows[0]?.own === true };
  }

  async annotationsOf(readerID: string, noteID: string): Promise<NoteAnnotation[]> {
    const { rows } = await sql<Timestamped<NoteAnnotation>>`SELECT ${annotationColumns} FROM note_annotation
      WHERE reader_id = ${readerID} AND note_id = ${noteID} ORDER BY start_offset, created_at, annotation_id`.execute(this.db);
    return rows.map(toAnnotation);
  }

  async annotation(annotationID: string, readerID: string): Promise<NoteAnnotation | undefined> {
    const { rows } = await sql<Timestamped<NoteAnnotation>>`SELECT ${annotationColumns} FROM note_annotation
      WHERE annotation_id = ${annotationID} AND reader_id = ${readerID}`.execute(this.db);
    return rows[0] && toAnnotation(rows[0]);
  }

  async resourcesOf(noteID: string): Promise<NoteResource[]> {
    const { rows } = await sql<Timestamped<NoteResource>>`SELECT ${resourceColumns} FROM note_resource WHERE note_id = ${noteID}
      ORDER BY uploaded_at, resource_name`.execute(this.db);
    return rows.map(toResource);
  }

  async resource(resourceName: string): Promise<NoteResource | undefined> {
    const { rows } = await sql<Timestamped<NoteResource>>`SELECT ${resourceColumns} FROM note_resource WHERE resource_name = ${resourceName}`.execute(this.db);
    return rows[0] && toResource(rows[0]);
  }

  /** The newest PDF of a note. */
  async latestResource(noteID: string): Promise<NoteResource | undefined> {
    const { rows } = await sql<Timestamped<NoteResource>>`SELECT ${resourceColumns} FROM note_resource WHERE note_id = ${noteID}
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
