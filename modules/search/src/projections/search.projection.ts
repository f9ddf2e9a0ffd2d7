import { Kysely, Transaction, type UpdateObject, sql } from 'kysely';
import { CatalogEvent, CatalogEventTypes, LessonNoteEvent, LessonNoteEventTypes } from '@notebook/catalog';
import { richTextToPlainText } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { ANONYMOUS, listedTo } from '@notebook/reading';
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
  /** Topics whose 'Did you mean' words are recomputed, besides those of the documents refreshDocuments changes. */
  readonly vocabularies = new Set<string>();
  /** Adds the topic of a listed document whose words changed or that is gone (null: none, or not listed: no words). */
  wordsChangedIn(row: { topic_id: string | null; listed: boolean } | undefined) {
    if (row?.topic_id && row.listed) this.vocabularies.add(row.topic_id);
  }
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
  // 3: and per topic, of listed notes only (search_topic_word), so a caller's suggestions come from
  //    text they could find: no draft's, and no locked content's (issue 24).
  version: 3,
  canHandle: HANDLED,
  tables: [
    'search_group',
    'search_chapter',
    'search_topic',
    'search_lesson',
    'search_document',
    'search_word',
    'search_topic_word',
  ],
  async handle(events, trx) {
    const scope = new Scope();
    for (const event of events) await apply(event, trx, scope);
    for (const topicID of await refreshDocuments(trx, scope)) scope.vocabularies.add(topicID);
    await refreshSearchVocabularies(trx, [...scope.vocabularies]);
  },
};

async function apply(event: Recorded<SearchEvent>, trx: Trx, scope: Scope): Promise<void> {
  if (await applyDeletion(event, trx, scope)) return;
  const change = rowChangeOf(event);
  if (change) {
    const { key, touched } = ROW_TABLES[change.table];
    await trx.updateTable(change.table).set(change.values).where(trx.dynamic.ref(key), '=', change.id).execute();
    scope[touched].add(change.id);
    return;
  }
  switch (event.type) {
    case 'ChapterGroupCreated':
      await sql`INSERT INTO search_group (chapter_group_id, status) VALUES (${event.data.chapterGroupID}, ${event.data.status})
        ON CONFLICT (chapter_group_id) DO NOTHING`.execute(trx);
      return;
    case 'ChapterCreated':
      await sql`INSERT INTO search_chapter (chapter_id, chapter_group_id, status) VALUES (${event.data.chapterID}, ${event.data.chapterGroupID}, ${event.data.status})
        ON CONFLICT (chapter_id) DO NOTHING`.execute(trx);
      return;
    case 'TopicCreated': {
      const d = event.data;
      await sql`INSERT INTO search_topic (topic_id, chapter_id, topic_name, status, topic_type, owner_reader_id, free_content)
        VALUES (${d.topicID}, ${d.chapterID}, ${clean(d.topicName)}, ${d.status}, ${d.topicType}, ${d.ownerReaderID}, ${d.freeContent})
        ON CONFLICT (topic_id) DO NOTHING`.execute(trx);
      return;
    }
    case 'LessonCreated': {
      const d = event.data;
      await sql`INSERT INTO search_lesson (lesson_id, topic_id, lesson_name, status, lesson_type, owner_reader_id, publish_state)
        VALUES (${d.lessonID}, ${d.topicID}, ${clean(d.lessonName)}, ${d.status}, ${d.lessonType}, ${d.ownerReaderID}, ${d.publishState})
        ON CONFLICT (lesson_id) DO NOTHING`.execute(trx);
      return;
    }
    case 'NoteCreated': {
      const d = event.data;
      await sql`INSERT INTO search_document (note_id, lesson_id, note_header, note_text, note_status, note_type, note_owner_id, note_publish_state)
        VALUES (${d.noteID}, ${d.lessonID}, ${clean(d.noteHeader)}, ${clean(richTextToPlainText(d.noteContent))}, ${d.status}, ${d.noteType},
                ${d.ownerReaderID}, ${d.publishState})
        ON CONFLICT (note_id) DO NOTHING`.execute(trx);
      scope.notes.add(d.noteID);
      return;
    }
    case 'NoteRetitled': {
      const note = await trx
        .updateTable('search_document')
        .set({ note_header: clean(event.data.noteHeader) })
        .where('note_id', '=', event.data.noteID)
        .returning(['topic_id', 'listed'])
        .executeTakeFirst();
      scope.wordsChangedIn(note);
      return;
    }
    case 'NoteContentChanged': {
      const note = await trx
        .updateTable('search_document')
        .set({ note_text: clean(richTextToPlainText(event.data.noteContent)) })
        .where('note_id', '=', event.data.noteID)
        .returning(['topic_id', 'listed'])
        .executeTakeFirst();
      scope.wordsChangedIn(note);
      return;
    }
    default:
      return;
  }
}

/** The tables whose rows events change in place: each row's key, and what in the scope a change touches. */
const ROW_TABLES = {
  search_group: { key: 'chapter_group_id', touched: 'groups' },
  search_chapter: { key: 'chapter_id', touched: 'chapters' },
  search_topic: { key: 'topic_id', touched: 'topics' },
  search_lesson: { key: 'lesson_id', touched: 'lessons' },
  search_document: { key: 'note_id', touched: 'notes' },
} as const;
type RowTable = keyof typeof ROW_TABLES;
type RowChange = { table: RowTable; id: string; values: UpdateObject<Database, RowTable> };

function rowChange<Table extends RowTable>(table: Table, id: string, values: UpdateObject<Database, Table>): RowChange {
  return { table, id, values: values as UpdateObject<Database, RowTable> };
}

/** The events that only change columns of one row, and which row and columns. */
const rowChanges = {
  ChapterGroupStatusChanged: (data) => rowChange('search_group', data.chapterGroupID, { status: data.status }),
  ChapterStatusChanged: (data) => rowChange('search_chapter', data.chapterID, { status: data.status }),
  TopicRenamed: (data) => rowChange('search_topic', data.topicID, { topic_name: clean(data.topicName) }),
  TopicStatusChanged: (data) => rowChange('search_topic', data.topicID, { status: data.status }),
  TopicFreeContentChanged: (data) => rowChange('search_topic', data.topicID, { free_content: data.freeContent }),
  TopicMoved: (data) => rowChange('search_topic', data.topicID, { chapter_id: data.toChapterID }),
  LessonRenamed: (data) => rowChange('search_lesson', data.lessonID, { lesson_name: clean(data.lessonName) }),
  LessonStatusChanged: (data) => rowChange('search_lesson', data.lessonID, { status: data.status }),
  LessonPublished: (data) => rowChange('search_lesson', data.lessonID, { publish_state: 'PUBLISHED' }),
  LessonDrafted: (data) => rowChange('search_lesson', data.lessonID, { publish_state: 'DRAFT' }),
  LessonMoved: (data) => rowChange('search_lesson', data.lessonID, { topic_id: data.toTopicID }),
  NoteStatusChanged: (data) => rowChange('search_document', data.noteID, { note_status: data.status }),
  NotePublished: (data) => rowChange('search_document', data.noteID, { note_publish_state: 'PUBLISHED' }),
  NoteDrafted: (data) => rowChange('search_document', data.noteID, { note_publish_state: 'DRAFT' }),
  NoteMoved: (data) => rowChange('search_document', data.noteID, { lesson_id: data.toLessonID }),
} satisfies { [Type in SearchEvent['type']]?: (data: Extract<SearchEvent, { type: Type }>['data']) => RowChange };

function rowChangeOf(event: SearchEvent): RowChange | undefined {
  if (!Object.hasOwn(rowChanges, event.type)) return undefined;
  return (rowChanges[event.type as keyof typeof rowChanges] as (data: unknown) => RowChange)(event.data);
}

/**
 * A topic, lesson or note removed (by an admin or by the reader who owned it): its documents go,
 * content included, and with them their words.
 */
async function applyDeletion(event: Recorded<SearchEvent>, trx: Trx, scope: Scope): Promise<boolean> {
  switch (event.type) {
    case 'NoteDeleted': {
      const gone = await trx
        .deleteFrom('search_document')
        .where('note_id', '=', event.data.noteID)
        .returning(['topic_id', 'listed'])
        .execute();
      gone.forEach((row) => scope.wordsChangedIn(row));
      return true;
    }
    case 'LessonDeleted': {
      const gone = await trx
        .deleteFrom('search_document')
        .where('lesson_id', '=', event.data.lessonID)
        .returning(['topic_id', 'listed'])
        .execute();
      gone.forEach((row) => scope.wordsChangedIn(row));
      await trx.deleteFrom('search_lesson').where('lesson_id', '=', event.data.lessonID).execute();
      return true;
    }
    case 'TopicDeleted':
      await sql`DELETE FROM search_document WHERE lesson_id IN (SELECT lesson_id FROM search_lesson WHERE topic_id = ${event.data.topicID})`.execute(
        trx,
      );
      await trx.deleteFrom('search_lesson').where('topic_id', '=', event.data.topicID).execute();
      await trx.deleteFrom('search_topic').where('topic_id', '=', event.data.topicID).execute();
      scope.vocabularies.add(event.data.topicID);
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
 * Returns the topics, before and after, of the changed documents that were or are listed: their
 * words change ('derived' reads the rows as they were before this statement).
 */
async function refreshDocuments(trx: Trx, scope: Scope): Promise<string[]> {
  if (scope.empty) return [];
  const ids = (set: Set<string>) => [...set];
  const { rows } = await sql<{ was_topic_id: string | null; topic_id: string | null }>`
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
      SELECT d.note_id, d.topic_id AS was_topic_id, d.listed AS was_listed, l.topic_id, coalesce(t.topic_name, '') AS topic_name, l.lesson_name,
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
    RETURNING CASE WHEN x.was_listed THEN x.was_topic_id END AS was_topic_id, CASE WHEN x.listed THEN x.topic_id END AS topic_id
  `.execute(trx);
  return rows
    .flatMap((row) => [row.was_topic_id, row.topic_id])
    .filter((topicID): topicID is string => topicID !== null);
}

/**
 * The vocabulary for 'Did you mean', per topic: the unstemmed lower-case words (3..40 letters) of
 * the listed author notes in each topic, marked `in_title` when a note's topic, lesson or header
 * holds the word (anyone who finds the note finds it by them) and otherwise content only (for those
 * who may open the topic, decided when searching: free content and plans change without a word
 * changing). Drafts, inactive or hidden items and readers' own items add nothing: only what the
 * reading-access policy lists to every caller. Each topic given is recomputed from its documents,
 * writing only rows that change; new words also go to `search_word` (the trigram candidates, never
 * removed: the search checks each candidate here). The differences are taken with EXCEPT (hashed),
 * not an anti-join: the planner cannot estimate how many words `unnest(tsvector)` yields and joined
 * thousands of words pairwise (1.4 s for one topic of 48 generated notes; 80 ms with EXCEPT).
 * Exported for the search bench, which writes documents straight into the read model.
 */
export async function refreshSearchVocabularies(db: Kysely<Database>, topicIDs: string[]): Promise<void> {
  if (!topicIDs.length) return;
  const listedToAll = listedTo(ANONYMOUS, { listed: sql`d.listed`, readerOwners: [sql`d.owner_reader_id`] });
  await sql`
    WITH fresh AS (
      SELECT d.topic_id, w.lexeme AS word, bool_or(part.in_title) AS in_title
      FROM search_document d
      CROSS JOIN LATERAL (VALUES (true, concat_ws(' ', d.topic_name, d.lesson_name, d.note_header)), (false, d.note_text)) AS part(in_title, text)
      CROSS JOIN LATERAL unnest(to_tsvector('simple', part.text)) AS w
      WHERE d.topic_id = ANY(${topicIDs}::uuid[]) AND ${listedToAll}
        AND length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme ~ '^[[:alpha:]]+$'
      GROUP BY d.topic_id, w.lexeme
    ),
    held AS (SELECT v.topic_id, v.word, v.in_title FROM search_topic_word v WHERE v.topic_id = ANY(${topicIDs}::uuid[])),
    gone AS (
      DELETE FROM search_topic_word v USING (SELECT topic_id, word FROM held EXCEPT SELECT topic_id, word FROM fresh) x
      WHERE v.topic_id = x.topic_id AND v.word = x.word
    ),
    changed AS (SELECT topic_id, word, in_title FROM fresh EXCEPT SELECT topic_id, word, in_title FROM held),
    kept AS (
      INSERT INTO search_topic_word (word, topic_id, in_title) SELECT c.word, c.topic_id, c.in_title FROM changed c
      ON CONFLICT (word, topic_id) DO UPDATE SET in_title = excluded.in_title
    )
    INSERT INTO search_word (word) SELECT DISTINCT c.word FROM changed c
    ON CONFLICT (word) DO NOTHING`.execute(db);
}
