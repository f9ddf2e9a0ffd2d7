import type { Transaction } from 'kysely';
import { occurredAt, richTextToPlainText } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { LessonNoteEvent, LessonNoteEventTypes } from '../catalog.events';
import { type RowChanges, applyRowChange, insertLast, moveLast, reorderRows, rowChange } from './catalog-rows';

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

/** Renames, edits, status and publishing changes: one row's columns (a note's with the time it changed). */
const rowChanges: RowChanges<LessonNoteEvent> = {
  LessonRenamed: (data) => rowChange('lesson', data.lessonID, { lesson_name: data.lessonName }),
  LessonStatusChanged: (data) => rowChange('lesson', data.lessonID, { status: data.status }),
  LessonPublished: (data) => rowChange('lesson', data.lessonID, { publish_state: 'PUBLISHED' }),
  LessonDrafted: (data) => rowChange('lesson', data.lessonID, { publish_state: 'DRAFT' }),
  NoteRetitled: (data, at) => rowChange('note', data.noteID, { note_header: data.noteHeader, updated_at: at }),
  NoteContentChanged: (data, at) =>
    rowChange('note', data.noteID, {
      note_content: data.noteContent,
      note_text: richTextToPlainText(data.noteContent),
      updated_at: at,
    }),
  NoteStatusChanged: (data, at) => rowChange('note', data.noteID, { status: data.status, updated_at: at }),
  NotePublished: (data, at) => rowChange('note', data.noteID, { publish_state: 'PUBLISHED', updated_at: at }),
  NoteDrafted: (data, at) => rowChange('note', data.noteID, { publish_state: 'DRAFT', updated_at: at }),
  NoteSourceChanged: (data) =>
    rowChange('note', data.noteID, {
      source_title: data.sourceTitle,
      source_url: data.sourceUrl,
      last_reviewed_on: data.lastReviewedOn,
    }),
};

async function apply(event: Recorded<LessonNoteEvent>, trx: Trx): Promise<void> {
  const at = occurredAt(event);
  if (await applyRowChange(trx, rowChanges, event, at)) return;
  switch (event.type) {
    case 'LessonCreated': {
      const d = event.data;
      await insertLast(trx, 'lesson', {
        lesson_id: d.lessonID,
        topic_id: d.topicID,
        lesson_name: d.lessonName,
        status: d.status,
        lesson_type: d.lessonType,
        owner_reader_id: d.ownerReaderID,
        publish_state: d.publishState,
        created_at: at,
      });
      return;
    }
    case 'NoteCreated': {
      const d = event.data;
      await insertLast(trx, 'note', {
        note_id: d.noteID,
        lesson_id: d.lessonID,
        note_header: d.noteHeader,
        note_content: d.noteContent,
        note_text: richTextToPlainText(d.noteContent),
        status: d.status,
        note_type: d.noteType,
        owner_reader_id: d.ownerReaderID,
        publish_state: d.publishState,
        created_at: at,
        updated_at: at,
      });
      return;
    }
    case 'LessonMoved':
      await moveLast(trx, 'lesson', event.data.lessonID, event.data.toTopicID);
      return;
    case 'NoteMoved':
      await moveLast(trx, 'note', event.data.noteID, event.data.toLessonID, { updated_at: at });
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
      await reorderRows(trx, 'lesson', event.data.lessonIDs, event.data.topicID);
      return;
    case 'NotesReordered':
      await reorderRows(trx, 'note', event.data.noteIDs, event.data.lessonID);
      return;
  }
}
