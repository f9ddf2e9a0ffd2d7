import { Transaction, sql } from 'kysely';
import { CatalogEvent, CatalogEventTypes, LessonNoteEvent, LessonNoteEventTypes } from '@notebook/catalog';
import { richTextToPlainText } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { HIT_START, HIT_STOP } from '../queries/search-query';

type Trx = Transaction<Database>;
type SearchEvent = CatalogEvent | LessonNoteEvent;

/** Order events change nothing a search returns (results are ranked, not listed in reading order). */
const IGNORED = new Set([
  'ChapterGroupsReordered',
  'ChaptersReordered',
  'TopicsReordered',
  'LessonsReordered',
  'NotesReordered',
  'ChapterGroupRenamed',
  'ChapterRenamed',
]);
const HANDLED = [...CatalogEventTypes, ...LessonNoteEventTypes].filter((type) => !IGNORED.has(type));

/** The highlight markers (STX/ETX) must never come from the data itself. */
const clean = (text: string) => text.replaceAll(HIT_START, ' ').replaceAll(HIT_STOP, ' ');

/** What a batch touched: the documents under these ids get their derived fields recomputed once. */
class Scope {
  readonly groups = new Set<string>();
  readonly chapters = new Set<string>();
  readonly topics = new Set<string>();
  readonly lessons = new Set<string>();
  readonly notes = new Set<string>();
  /** Author texts whose words feed the 'Did you mean' vocabulary. */
  readonly words: string[] = [];
  get empty() {
    return !this.groups.size && !this.chapters.size && !this.topics.size && !this.lessons.size && !this.notes.size;
  }
}

/**
 * search_document and its helpers: one row per note with everything the search query filters and
 * ranks on in the row itself (names, plain text, `listed`, `owner_reader_id`, `free_content`, and the
 * stored weighted tsvector). It reads only its own tables and the catalog's events, so a rebuild is
 * self-contained. Reader-made items (issue 3) arrive by the same events with type READER and an
 * owner; their notes are visible to that reader only.
 */
export const searchProjection: Projection<SearchEvent> = {
  name: 'search',
  // 2: 'Did you mean' words from author texts only (renames and edits of reader items added theirs).
  version: 2,
  canHandle: HANDLED,
  tables: ['search_group', 'search_chapter', 'search_topic', 'search_lesson', 'search_document', 'search_word'],
  async handle(events, trx) {
    const scope = new Scope();
    for (const event of events) await apply(event, trx, scope);
    await refreshDocuments(trx, scope);
    await addWords(trx, scope.words);
  },
};

async function apply(event: Recorded<SearchEvent>, trx: Trx, scope: Scope): Promise<void> {
  if (await applyDeletion(event, trx)) return;
  switch (event.type) {
    case 'ChapterGroupCreated':
      await sql`INSERT INTO search_group (chapter_group_id, status) VALUES (${event.data.chapterGroupID}, ${event.data.status})
        ON CONFLICT (chapter_group_id) DO NOTHING`.execute(trx);
      return;
    case 'ChapterGroupStatusChanged':
      await trx.updateTable('search_group').set({ status: event.data.status }).where('chapter_group_id', '=', event.data.chapterGroupID).execute();
      scope.groups.add(event.data.chapterGroupID);
      return;
    case 'ChapterCreated':
      await sql`INSERT INTO search_chapter (chapter_id, chapter_group_id, status) VALUES (${event.data.chapterID}, ${event.data.chapterGroupID}, ${event.data.status})
        ON CONFLICT (chapter_id) DO NOTHING`.execute(trx);
      return;
    case 'ChapterStatusChanged':
      await trx.updateTable('search_chapter').set({ status: event.data.status }).where('chapter_id', '=', event.data.chapterID).execute();
      scope.chapters.add(event.data.chapterID);
      return;
    case 'TopicCreated': {
      const d = event.data;
      await sql`INSERT INTO search_topic (topic_id, chapter_id, topic_name, status, topic_type, owner_reader_id, free_content)
        VALUES (${d.topicID}, ${d.chapterID}, ${clean(d.topicName)}, ${d.status}, ${d.topicType}, ${d.ownerReaderID}, ${d.freeContent})
        ON CONFLICT (topic_id) DO NOTHING`.execute(trx);
      if (d.topicType === 'AUTHOR') scope.words.push(d.topicName);
      return;
    }
    case 'TopicRenamed': {
      const topic = await trx
        .updateTable('search_topic')
        .set({ topic_name: clean(event.data.topicName) })
        .where('topic_id', '=', event.data.topicID)
        .returning('topic_type')
        .executeTakeFirst();
      scope.topics.add(event.data.topicID);
      if (topic?.topic_type === 'AUTHOR') scope.words.push(event.data.topicName);
      return;
    }
    case 'TopicStatusChanged':
      await trx.updateTable('search_topic').set({ status: event.data.status }).where('topic_id', '=', event.data.topicID).execute();
      scope.topics.add(event.data.topicID);
      return;
    case 'TopicFreeContentChanged':
      await trx.updateTable('search_topic').set({ free_content: event.data.freeContent }).where('topic_id', '=', event.data.topicID).execute();
      scope.topics.add(event.data.topicID);
      return;
    case 'TopicMoved':
      await trx.updateTable('search_topic').set({ chapter_id: event.data.toChapterID }).where('topic_id', '=', event.data.topicID).execute();
      scope.topics.add(event.data.topicID);
      return;
    case 'LessonCreated': {
      const d = event.data;
      await sql`INSERT INTO search_lesson (lesson_id, topic_id, lesson_name, status, lesson_type, owner_reader_id, publish_state)
        VALUES (${d.lessonID}, ${d.topicID}, ${clean(d.lessonName)}, ${d.status}, ${d.lessonType}, ${d.ownerReaderID}, ${d.publishState})
        ON CONFLICT (lesson_id) DO NOTHING`.execute(trx);
      if (d.lessonType === 'AUTHOR') scope.words.push(d.lessonName);
      return;
    }
    case 'LessonRenamed': {
      const lesson = await trx
        .updateTable('search_lesson')
        .set({ lesson_name: clean(event.data.lessonName) })
        .where('lesson_id', '=', event.data.lessonID)
        .returning('lesson_type')
        .executeTakeFirst();
      scope.lessons.add(event.data.lessonID);
      if (lesson?.lesson_type === 'AUTHOR') scope.words.push(event.data.lessonName);
      return;
    }
    case 'LessonStatusChanged':
      await trx.updateTable('search_lesson').set({ status: event.data.status }).where('lesson_id', '=', event.data.lessonID).execute();
      scope.lessons.add(event.data.lessonID);
      return;
    case 'LessonPublished':
    case 'LessonDrafted':
      await trx
        .updateTable('search_lesson')
        .set({ publish_state: event.type === 'LessonPublished' ? 'PUBLISHED' : 'DRAFT' })
        .where('lesson_id', '=', event.data.lessonID)
        .execute();
      scope.lessons.add(event.data.lessonID);
      return;
    case 'LessonMoved':
      await trx.updateTable('search_lesson').set({ topic_id: event.data.toTopicID }).where('lesson_id', '=', event.data.lessonID).execute();
      scope.lessons.add(event.data.lessonID);
      return;
    case 'NoteCreated': {
      const d = event.data;
      await sql`INSERT INTO search_document (note_id, lesson_id, note_header, note_text, note_status, note_type, note_owner_id, note_publish_state)
        VALUES (${d.noteID}, ${d.lessonID}, ${clean(d.noteHeader)}, ${clean(richTextToPlainText(d.noteContent))}, ${d.status}, ${d.noteType},
                ${d.ownerReaderID}, ${d.publishState})
        ON CONFLICT (note_id) DO NOTHING`.execute(trx);
      scope.notes.add(d.noteID);
      if (d.noteType === 'AUTHOR') scope.words.push(d.noteHeader, richTextToPlainText(d.noteContent));
      return;
    }
    case 'NoteRetitled': {
      const note = await trx
        .updateTable('search_document')
        .set({ note_header: clean(event.data.noteHeader) })
        .where('note_id', '=', event.data.noteID)
        .returning('note_type')
        .executeTakeFirst();
      if (note?.note_type === 'AUTHOR') scope.words.push(event.data.noteHeader);
      return;
    }
    case 'NoteContentChanged': {
      const text = richTextToPlainText(event.data.noteContent);
      const note = await trx
        .updateTable('search_document')
        .set({ note_text: clean(text) })
        .where('note_id', '=', event.data.noteID)
        .returning('note_type')
        .executeTakeFirst();
      if (note?.note_type === 'AUTHOR') scope.words.push(text);
      return;
    }
    case 'NoteStatusChanged':
      await trx.updateTable('search_document').set({ note_status: event.data.status }).where('note_id', '=', event.data.noteID).execute();
      scope.notes.add(event.data.noteID);
      return;
    case 'NotePublished':
    case 'NoteDrafted':
      await trx
        .updateTable('search_document')
        .set({ note_publish_state: event.type === 'NotePublished' ? 'PUBLISHED' : 'DRAFT' })
        .where('note_id', '=', event.data.noteID)
        .execute();
      scope.notes.add(event.data.noteID);
      return;
    case 'NoteMoved':
      await trx.updateTable('search_document').set({ lesson_id: event.data.toLessonID }).where('note_id', '=', event.data.noteID).execute();
      scope.notes.add(event.data.noteID);
      return;
    default:
      return;
  }
}

/** A topic, lesson or note removed (by an admin or by the reader who owned it): its documents go, content included. */
async function applyDeletion(event: Recorded<SearchEvent>, trx: Trx): Promise<boolean> {
  switch (event.type) {
    case 'NoteDeleted':
      await trx.deleteFrom('search_document').where('note_id', '=', event.data.noteID).execute();
      return true;
    case 'LessonDeleted':
      await trx.deleteFrom('search_document').where('lesson_id', '=', event.data.lessonID).execute();
      await trx.deleteFrom('search_lesson').where('lesson_id', '=', event.data.lessonID).execute();
      return true;
    case 'TopicDeleted':
      await sql`DELETE FROM search_document WHERE lesson_id IN (SELECT lesson_id FROM search_lesson WHERE topic_id = ${event.data.topicID})`.execute(trx);
      await trx.deleteFrom('search_lesson').where('topic_id', '=', event.data.topicID).execute();
      await trx.deleteFrom('search_topic').where('topic_id', '=', event.data.topicID).execute();
      return true;
    default:
      return false;
  }
}

/**
 * Recomputes the denormalised fields of every document under the batch's scope in one statement,
 * writing only rows that change (a write recomputes the stored tsvector).
 * Visibility follows the reading rules: group, chapter, topic, lesson and note active; an author
 * lesson published; the note published. A READER-type item anywhere in the chain makes the note
 * its owner's alone.
 */
async function refreshDocuments(trx: Trx, scope: Scope): Promise<void> {
  if (scope.empty) return;
  const ids = (set: Set<string>) => [...set];
  await sql`
    WITH target AS (
      SELECT d.note_id FROM search_document d WHERE d.note_id = ANY(${ids(scope.notes)}::uuid[])
      UNION SELECT d.note_id FROM search_document d WHERE d.lesson_id = ANY(${ids(scope.lessons)}::uuid[])
      UNION SELECT d.note_id FROM search_document d JOIN search_lesson l ON l.lesson_id = d.lesson_id
        WHERE l.topic_id = ANY(${ids(scope.topics)}::uuid[])
      UNION SELECT d.note_id FROM search_document d JOIN search_lesson l ON l.lesson_id = d.lesson_id JOIN search_topic t ON t.topic_id = l.topic_id
        WHERE t.chapter_id = ANY(${ids(scope.chapters)}::uuid[])
      UNION SELECT d.note_id FROM search_document d JOIN search_lesson l ON l.lesson_id = d.lesson_id JOIN search_topic t ON t.topic_id = l.topic_id
        JOIN search_chapter c ON c.chapter_id = t.chapter_id WHERE c.chapter_group_id = ANY(${ids(scope.groups)}::uuid[])
    ),
    derived AS (
      SELECT d.note_id, l.topic_id, coalesce(t.topic_name, '') AS topic_name, l.lesson_name,
             coalesce(g.status = 'ACT' AND c.status = 'ACT' AND t.status = 'ACT' AND l.status = 'ACT'
               AND (l.lesson_type = 'READER' OR l.publish_state = 'PUBLISHED')
               AND d.note_status = 'ACT' AND d.note_publish_state = 'PUBLISHED', false) AS listed,
             CASE WHEN d.note_type = 'READER' THEN d.note_owner_id
                  WHEN l.lesson_type = 'READER' THEN l.owner_reader_id
                  WHEN t.topic_type = 'READER' THEN t.owner_reader_id END AS owner_reader_id,
             coalesce(t.free_content, false) AS free_content
      FROM target JOIN search_document d ON d.note_id = target.note_id
      JOIN search_lesson l ON l.lesson_id = d.lesson_id
      LEFT JOIN search_topic t ON t.topic_id = l.topic_id
      LEFT JOIN search_chapter c ON c.chapter_id = t.chapter_id
      LEFT JOIN search_group g ON g.chapter_group_id = c.chapter_group_id
    )
    UPDATE search_document d SET topic_id = x.topic_id, topic_name = x.topic_name, lesson_name = x.lesson_name, listed = x.listed,
      owner_reader_id = x.owner_reader_id, free_content = x.free_content
    FROM derived x
    WHERE d.note_id = x.note_id
      AND (d.topic_id IS DISTINCT FROM x.topic_id OR d.topic_name IS DISTINCT FROM x.topic_name OR d.lesson_name IS DISTINCT FROM x.lesson_name
        OR d.listed IS DISTINCT FROM x.listed OR d.owner_reader_id IS DISTINCT FROM x.owner_reader_id OR d.free_content IS DISTINCT FROM x.free_content)
  `.execute(trx);
}

/**
 * The vocabulary for 'Did you mean': unstemmed lower-case words of author texts. Words are only
 * added (a stale word costs nothing: a suggestion is offered only when it finds something).
 */
async function addWords(trx: Trx, texts: string[]): Promise<void> {
  if (!texts.length) return;
  await sql`
    INSERT INTO search_word (word)
    SELECT DISTINCT w.lexeme FROM unnest(${texts}::text[]) AS x(text), unnest(to_tsvector('simple', x.text)) AS w
    WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme ~ '^[[:alpha:]]+$'
    ON CONFLICT (word) DO NOTHING`.execute(trx);
}
