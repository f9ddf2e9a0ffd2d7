import type { ColumnType } from 'kysely';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends ReaderStudyTables, AnnotationTables {}
}

/** A reader's marks on one lesson (projection `reader-study`). */
export interface ReaderLessonStudyTable {
  reader_id: string;
  lesson_id: string;
  lesson_reading: 'FIRST' | 'SECOND' | 'THIRD_READING' | null;
  read_at: Date | null;
  bookmarked: boolean;
  bookmarked_at: Date | null;
  updated_at: Date;
}

export interface ReaderStudyTables {
  reader_lesson_study: ReaderLessonStudyTable;
}

/** A reader's highlight on a note (projection `note-annotations`). */
export interface NoteAnnotationTable {
  annotation_id: string;
  note_id: string;
  reader_id: string;
  start_offset: number;
  end_offset: number;
  quote: string;
  prefix: string;
  suffix: string;
  colour: 'yellow' | 'green' | 'blue' | 'pink';
  comment: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A PDF attached to a note (projection `note-resources`); the file is `<UPLOAD_DIR>/note-resources/<resource_name>`. */
export interface NoteResourceTable {
  resource_name: string;
  note_id: string;
  original_name: string;
  /** bigint: pg returns it as a string. */
  size_bytes: ColumnType<string, number | string, number | string>;
  sha256: string;
  uploader_type: 'ADMIN' | 'READER';
  uploader_id: string;
  uploaded_at: Date;
}

export interface AnnotationTables {
  note_annotation: NoteAnnotationTable;
  note_resource: NoteResourceTable;
}
