import type { Kysely, Selectable } from 'kysely';
import type { AdminLessonNotesResult, AdminTopicLessonsResult, LessonItem, NoteItem } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import type { LessonTable, NoteTable } from '../read-model/schema';

/** The admin's reads of lessons and notes: drafts and inactive items included; readers' personal notes never. */
export class LessonNoteQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Admin calls see author content only: a reader's own topic, lesson or note is not found (404). */
  async topicExists(topicID: string): Promise<boolean> {
    return !!(await this.db
      .selectFrom('topic')
      .select('topic_id')
      .where('topic_id', '=', topicID)
      .where('topic_type', '=', 'AUTHOR')
      .executeTakeFirst());
  }

  async topicLessons(topicID: string): Promise<AdminTopicLessonsResult | undefined> {
    if (!(await this.topicExists(topicID))) return undefined;
    const lessons = await this.db
      .selectFrom('lesson')
      .selectAll()
      .where('topic_id', '=', topicID)
      .where('lesson_type', '=', 'AUTHOR')
      .orderBy('display_order')
      .orderBy('lesson_id')
      .execute();
    const notes = lessons.length
      ? await this.db
          .selectFrom('note')
          .select(['note_id', 'lesson_id', 'note_header', 'status', 'publish_state', 'display_order'])
          .where(
            'lesson_id',
            'in',
            lessons.map((lesson) => lesson.lesson_id),
          )
          .where('note_type', '=', 'AUTHOR')
          .orderBy('display_order')
          .orderBy('note_id')
          .execute()
      : [];
    return {
      topicID,
      lessons: lessons.map((lesson) => ({
        ...toLessonItem(lesson),
        notes: notes
          .filter((note) => note.lesson_id === lesson.lesson_id)
          .map((note) => ({
            noteID: note.note_id,
            lessonID: note.lesson_id,
            noteHeader: note.note_header,
            status: note.status,
            publishState: note.publish_state,
            displayOrder: note.display_order,
          })),
      })),
    };
  }

  async lessonNotes(lessonID: string): Promise<AdminLessonNotesResult | undefined> {
    if (!(await this.lesson(lessonID))) return undefined;
    const notes = await this.db
      .selectFrom('note')
      .selectAll()
      .where('lesson_id', '=', lessonID)
      .where('note_type', '=', 'AUTHOR')
      .orderBy('display_order')
      .orderBy('note_id')
      .execute();
    return { lessonID, notes: notes.map(toNoteItem) };
  }

  async lesson(id: string): Promise<LessonItem | undefined> {
    const lesson = await this.db
      .selectFrom('lesson')
      .selectAll()
      .where('lesson_id', '=', id)
      .where('lesson_type', '=', 'AUTHOR')
      .executeTakeFirst();
    return lesson && toLessonItem(lesson);
  }

  async note(id: string): Promise<NoteItem | undefined> {
    const note = await this.db
      .selectFrom('note')
      .selectAll()
      .where('note_id', '=', id)
      .where('note_type', '=', 'AUTHOR')
      .executeTakeFirst();
    return note && toNoteItem(note);
  }

  async authorLessonIDsOfTopic(topicID: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('lesson')
      .select('lesson_id')
      .where('topic_id', '=', topicID)
      .where('lesson_type', '=', 'AUTHOR')
      .execute();
    return rows.map((row) => row.lesson_id);
  }

  async noteIDsOfLesson(lessonID: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('note')
      .select('note_id')
      .where('lesson_id', '=', lessonID)
      .where('note_type', '=', 'AUTHOR')
      .execute();
    return rows.map((row) => row.note_id);
  }
}

function toLessonItem(lesson: LessonTable): LessonItem {
  return {
    lessonID: lesson.lesson_id,
    lessonName: lesson.lesson_name,
    topicID: lesson.topic_id,
    status: lesson.status,
    lessonType: lesson.lesson_type,
    publishState: lesson.publish_state,
    displayOrder: lesson.display_order,
  };
}

function toNoteItem(note: Selectable<NoteTable>): NoteItem {
  return {
    noteID: note.note_id,
    lessonID: note.lesson_id,
    noteHeader: note.note_header,
    noteContent: note.note_content,
    status: note.status,
    publishState: note.publish_state,
    displayOrder: note.display_order,
    sourceTitle: note.source_title,
    sourceUrl: note.source_url,
    lastReviewedOn: note.last_reviewed_on,
  };
}
