import { sql } from 'kysely';

/**
 * The catalog's chapters, topics, lessons and notes as other modules' SQL reads them (reading: the
 * reading calls and a reader's study), one relation per level to put in a FROM or JOIN
 * (`FROM ${catalogItems.lessons} l`), so such a read stays one query and the catalog's tables stay
 * its own. Each row carries the facts the reading-access policy takes (its AccessColumns):
 * - `listed`: the item and everything above it are shown to readers (active; author lessons and
 *   notes also published);
 * - `reader_owner`: the reader owning it when it is a reader's own (READER) item, else null.
 * The policy (who may see or open it) is the reading module's; these say only what the items are.
 */
export const catalogItems = {
  /** Chapters with their group's name and order; listed when the chapter and its group are active. */
  chapters: sql`(SELECT c.chapter_id, c.chapter_name, c.chapter_group_id, g.chapter_group_name,
      c.topic_start, c.topic_end, c.display_order, g.display_order AS group_display_order,
      c.status = 'ACT' AND g.status = 'ACT' AS listed
    FROM chapter c JOIN chapter_group g ON g.chapter_group_id = c.chapter_group_id)`,
  /** Topics (author and readers' own) with their chapter; listed when it, its chapter and its group are active. */
  topics: sql`(SELECT t.topic_id, t.topic_name, t.topic_index, t.chapter_id, c.chapter_name, t.free_content, t.topic_type,
      t.display_order, c.display_order AS chapter_display_order, g.display_order AS group_display_order,
      t.status = 'ACT' AND c.status = 'ACT' AND g.status = 'ACT' AS listed, t.owner_reader_id AS reader_owner
    FROM topic t JOIN chapter c ON c.chapter_id = t.chapter_id JOIN chapter_group g ON g.chapter_group_id = c.chapter_group_id)`,
  /** Lessons; listed when active and (an author lesson) published. Not joined up: list them under a listed topic. */
  lessons: sql`(SELECT lesson_id, topic_id, lesson_name, lesson_type, display_order,
      status = 'ACT' AND (lesson_type = 'READER' OR publish_state = 'PUBLISHED') AS listed, owner_reader_id AS reader_owner
    FROM lesson)`,
  /**
   * Notes (author notes and readers' personal notes, whose trash is status INA); listed when active
   * and published. Not joined up: list them under a listed lesson.
   */
  notes: sql`(SELECT note_id, lesson_id, note_header, note_content, note_type, display_order, status, created_at, updated_at,
      status = 'ACT' AND publish_state = 'PUBLISHED' AS listed, owner_reader_id AS reader_owner
    FROM note)`,
};
