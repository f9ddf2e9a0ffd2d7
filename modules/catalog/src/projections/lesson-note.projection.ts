import { Transaction, sql } from 'kysely';
import { occurredAt, richTextToPlainText } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { LessonNoteEvent, LessonNoteEventTypes } from '../catalog.events';

type Trx = Transaction<Database>;

/**
 * lesson, note: the admin lesson/note lists and the reader's secondary index and notes read these.
 * Visibility (topic free or paid, hidden chapters) is decided at query time by joining the catalog
 * projection's tables, so this projection reads only its own tables and the events.
 */
export const lessonNoteProjection: Projection<LessonNoteEvent> = {
  name: 'lessons-notes',
  version: 1,
  canHandle: LessonNoteEventTypes,
  tables: ['lesson', 'note'],
  async handle(events, trx) {
    for (const event of events) await apply(event, trx);
  },
};

async function apply(event: Recorded<LessonNoteEvent>, trx: Trx): Promise<void> {
  const at = occurredAt(event);
  switch (event.type) {
    case 'LessonCreated': {
      const d = event.data;
      await sql`INSERT INTO lesson (lesson_id, topic_id, lesson_name, status, lesson_type, owner_reader_id, publish_state, display_order, created_at)
        SELECT ${d.lessonID}, ${d.topicID}, ${d.lessonName}, ${d.status}, ${d.lessonType}, ${d.ownerReaderID}, ${d.publishState},
               coalesce(max(display_order), 0) + 1, ${at} FROM lesson WHERE topic_id = ${d.topicID}`.execute(trx);
      return;
    }
    case 'LessonRenamed':
      await trx
        .updateTable('lesson')
        .set({ lesson_name: event.data.lessonName })
        .where('lesson_id', '=', event.data.lessonID)
        .execute();
      return;
    case 'LessonStatusChanged':
      await trx
        .updateTable('lesson')
        .set({ status: event.data.status })
        .where('lesson_id', '=', event.data.lessonID)
        .execute();
      return;
    case 'LessonPublished':
      await trx
        .updateTable('lesson')
        .set({ publish_state: 'PUBLISHED' })
        .where('lesson_id', '=', event.data.lessonID)
        .execute();
      return;
    case 'LessonDrafted':
      await trx
        .updateTable('lesson')
        .set({ publish_state: 'DRAFT' })
        .where('lesson_id', '=', event.data.lessonID)
        .execute();
      return;
    case 'LessonMoved':
      await sql`UPDATE lesson SET topic_id = ${event.data.toTopicID},
          display_order = (SELECT coalesce(max(display_order), 0) + 1 FROM lesson WHERE topic_id = ${event.data.toTopicID})
        WHERE lesson_id = ${event.data.lessonID}`.execute(trx);
      return;
    case 'LessonDeleted':
      // A reader's own lesson: its personal notes go with it.
      await trx.deleteFrom('note').where('lesson_id', '=', event.data.lessonID).execute();
      await trx.deleteFrom('lesson').where('lesson_id', '=', event.data.lessonID).execute();
      return;
    case 'NoteDeleted':
      // Emptied from the trash: the row, content included, is gone from the read model.
      await trx.deleteFrom('note').where('note_id', '=', event.data.noteID).execute();
      return;
    case 'LessonsReordered':
      await sql`UPDATE lesson l SET display_order = o.ord FROM unnest(${event.data.lessonIDs}::uuid[]) WITH ORDINALITY AS o(id, ord)
        WHERE l.lesson_id = o.id AND l.topic_id = ${event.data.topicID}`.execute(trx);
      return;
    case 'NotesReordered':
      await sql`UPDATE note n SET display_order = o.ord FROM unnest(${event.data.noteIDs}::uuid[]) WITH ORDINALITY AS o(id, ord)
        WHERE n.note_id = o.id AND n.lesson_id = ${event.data.lessonID}`.execute(trx);
      return;
    case 'NoteCreated': {
      const d = event.data;
      await sql`INSERT INTO note (note_id, lesson_id, note_header, note_content, note_text, status, note_type, owner_reader_id, publish_state, display_order, created_at, updated_at)
        SELECT ${d.noteID}, ${d.lessonID}, ${d.noteHeader}, ${d.noteContent}, ${richTextToPlainText(d.noteContent)}, ${d.status}, ${d.noteType},
               ${d.ownerReaderID}, ${d.publishState}, coalesce(max(display_order), 0) + 1, ${at}, ${at}
        FROM note WHERE lesson_id = ${d.lessonID}`.execute(trx);
      return;
    }
    case 'NoteRetitled':
      await trx
        .updateTable('note')
        .set({ note_header: event.data.noteHeader, updated_at: at })
        .where('note_id', '=', event.data.noteID)
        .execute();
      return;
    case 'NoteContentChanged':
      await trx
        .updateTable('note')
        .set({
          note_content: event.data.noteContent,
          note_text: richTextToPlainText(event.data.noteContent),
          updated_at: at,
        })
        .where('note_id', '=', event.data.noteID)
        .execute();
      return;
    case 'NoteStatusChanged':
      await trx
        .updateTable('note')
        .set({ status: event.data.status, updated_at: at })
        .where('note_id', '=', event.data.noteID)
        .execute();
      return;
    case 'NotePublished':
      await trx
        .updateTable('note')
        .set({ publish_state: 'PUBLISHED', updated_at: at })
        .where('note_id', '=', event.data.noteID)
        .execute();
      return;
    case 'NoteDrafted':
      await trx
        .updateTable('note')
        .set({ publish_state: 'DRAFT', updated_at: at })
        .where('note_id', '=', event.data.noteID)
        .execute();
      return;
    case 'NoteMoved':
      await sql`UPDATE note SET lesson_id = ${event.data.toLessonID}, updated_at = ${at},
          display_order = (SELECT coalesce(max(display_order), 0) + 1 FROM note WHERE lesson_id = ${event.data.toLessonID})
        WHERE note_id = ${event.data.noteID}`.execute(trx);
      return;
  }
}
