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
