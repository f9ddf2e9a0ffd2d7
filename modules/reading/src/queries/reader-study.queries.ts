import { Kysely, RawBuilder, sql } from 'kysely';
import type {
  BookmarkItem,
  ContentType,
  LessonReadingMark,
  Paged,
  ReadItem,
  ReaderLessonItem,
  ReaderLessonStudy,
  ReaderNoteItem,
  ReaderTopicItem,
  ReaderTopicResult,
  RegisteredPrimaryIndexResult,
} from '@notebook/contracts';
import { catalogItems } from '@notebook/catalog';
import type { Database } from '@notebook/read-models';
import { type Access, type Viewer, accessTo, openTo } from '../access/reading-access';
import { visibleLesson, visibleTopic } from './reading.queries';

type Page = { page: number; rows: number };

/** A logged-in reader as the reading rule sees them; the subscription does not change visibility. */
/** For visibility only (what the reader can see, never whether it is open). */
const readerViewer = (readerID: string): Viewer => ({ readerID, subscribed: false, pricingPlanID: null });

/**
 * Reads of a reader's own study data: their topics and lessons, marks, bookmarks and personal notes.
 * Everything is filtered by the caller's id and by what the caller may see (reading.queries.ts), so
 * a removed or hidden lesson's marks and notes drop out of every list.
 */
export class ReaderStudyQueries {
  constructor(private readonly db: Kysely<Database>) {}

  async chapterVisible(chapterID: string): Promise<boolean> {
    const { rows } =
      await sql`SELECT 1 FROM ${catalogItems.chapters} c WHERE c.chapter_id = ${chapterID} AND c.listed`.execute(
        this.db,
      );
    return rows.length > 0;
  }

  async topicVisible(topicID: string, readerID: string): Promise<boolean> {
    const { rows } =
      await sql`SELECT 1 FROM ${catalogItems.topics} t WHERE t.topic_id = ${topicID} AND ${visibleTopic(readerViewer(readerID))}`.execute(
        this.db,
      );
    return rows.length > 0;
  }

  /**
   * How a lesson stands for the viewer by the reading-access policy over the lesson and its topic
   * ('open' or 'locked'); undefined when the viewer may not see it.
   */
  async lessonAccess(lessonID: string, viewer: Viewer): Promise<Exclude<Access, 'hidden'> | undefined> {
    const access = accessTo(viewer, {
      listed: sql`(l.listed AND t.listed)`,
      freeContent: sql`t.free_content`,
      topicID: sql`t.topic_id`,
      readerOwners: [sql`t.reader_owner`, sql`l.reader_owner`],
    });
    const { rows } = await sql<{ access: Access }>`SELECT ${access} AS access FROM ${lessonsWithTopics}
      WHERE l.lesson_id = ${lessonID}`.execute(this.db);
    const found = rows[0]?.access;
    return found === 'hidden' ? undefined : found;
  }

  async readerTopic(topicID: string): Promise<ReaderTopicItem | undefined> {
    const { rows } = await sql<ReaderTopicItem>`SELECT t.topic_id AS "topicID", t.topic_name AS "topicName",
        t.chapter_id AS "chapterID", t.topic_type AS "topicType"
      FROM ${catalogItems.topics} t WHERE t.topic_id = ${topicID}`.execute(this.db);
    return rows[0];
  }

  async readerLesson(lessonID: string): Promise<ReaderLessonItem | undefined> {
    const { rows } = await sql<ReaderLessonItem>`SELECT l.lesson_id AS "lessonID", l.lesson_name AS "lessonName",
        l.topic_id AS "topicID", l.lesson_type AS "lessonType"
      FROM ${catalogItems.lessons} l WHERE l.lesson_id = ${lessonID}`.execute(this.db);
    return rows[0];
  }

  /** A topic the reader may see, with their marks on each visible lesson; undefined when not visible. */
  async loadReaderTopic(topicID: string, readerID: string): Promise<ReaderTopicResult | undefined> {
    const viewer = readerViewer(readerID);
    const { rows: topics } = await sql<{
      topicID: string;
      topicName: string;
      chapterID: string;
      topicType: ContentType;
      freeContent: boolean;
      owner: string | null;
    }>`
      SELECT t.topic_id AS "topicID", t.topic_name AS "topicName", t.chapter_id AS "chapterID", t.topic_type AS "topicType",
             t.free_content AS "freeContent", t.reader_owner AS owner
      FROM ${catalogItems.topics} t WHERE t.topic_id = ${topicID} AND ${visibleTopic(viewer)}`.execute(this.db);
    const topic = topics[0];
    if (!topic) return undefined;
    const { rows: lessons } = await sql<{
      lessonID: string;
      lessonName: string;
      lessonType: ContentType;
      owner: string | null;
      lessonReading: LessonReadingMark | null;
      bookmarked: boolean | null;
    }>`
      SELECT l.lesson_id AS "lessonID", l.lesson_name AS "lessonName", l.lesson_type AS "lessonType", l.reader_owner AS owner,
             s.lesson_reading AS "lessonReading", s.bookmarked
      FROM ${catalogItems.lessons} l LEFT JOIN reader_lesson_study s ON s.lesson_id = l.lesson_id AND s.reader_id = ${readerID}
      WHERE l.topic_id = ${topicID} AND ${visibleLesson(viewer)}
      ORDER BY l.display_order, l.lesson_id`.execute(this.db);
    const { owner, ...rest } = topic;
    return {
      ...rest,
      editable: topic.topicType === 'READER' && owner === readerID,
      lessons: lessons.map(({ owner: lessonOwner, bookmarked, ...lesson }) => ({
        ...lesson,
        editable: lesson.lessonType === 'READER' && lessonOwner === readerID,
        bookmarked: bookmarked ?? false,
      })),
    };
  }

  /**
   * The primary index as one reader sees it: active chapters with the author topics (numbered as in
   * public/getPrimaryIndex) and the reader's own topics (unnumbered), each with the share of its
   * visible lessons the reader has marked read.
   */
  async primaryIndex(viewer: Viewer & { readerID: string }): Promise<RegisteredPrimaryIndexResult> {
    const { readerID } = viewer;
    const open = openTo(viewer, {
      freeContent: sql`t.free_content`,
      topicID: sql`t.topic_id`,
      readerOwners: [sql`t.reader_owner`],
    });
    type Topic = RegisteredPrimaryIndexResult['chapters'][number]['topics'][number];
    const { rows } = await sql<
      Omit<RegisteredPrimaryIndexResult['chapters'][number], 'topics'> & {
        topics: Array<Omit<Topic, 'readingProgress'>>;
      }
    >`
      WITH progress AS (
        SELECT l.topic_id, count(*)::int AS lesson_count, count(s.lesson_reading)::int AS lessons_read
        FROM ${catalogItems.lessons} l
        LEFT JOIN reader_lesson_study s ON s.lesson_id = l.lesson_id AND s.reader_id = ${readerID} AND s.lesson_reading IS NOT NULL
        WHERE ${visibleLesson(readerViewer(readerID))}
        GROUP BY l.topic_id
      )
      SELECT c.chapter_id AS "chapterID", c.chapter_name AS "chapterName",
             c.chapter_group_id AS "chapterGroupID", c.chapter_group_name AS "chapterGroupName",
             c.topic_start AS "topicStart", c.topic_end AS "topicEnd",
             coalesce(json_agg(json_build_object(
               'topicID', t.topic_id, 'topicName', t.topic_name, 'index', t.topic_index,
               'freeContent', t.free_content, 'topicType', t.topic_type,
               'lessonCount', coalesce(p.lesson_count, 0), 'lessonsRead', coalesce(p.lessons_read, 0), 'locked', NOT ${open}
             ) ORDER BY t.display_order, t.topic_id) FILTER (WHERE t.topic_id IS NOT NULL), '[]') AS topics
      FROM ${catalogItems.chapters} c
      LEFT JOIN ${catalogItems.topics} t ON t.chapter_id = c.chapter_id AND ${visibleTopic(readerViewer(readerID))}
      LEFT JOIN progress p ON p.topic_id = t.topic_id
      WHERE c.listed
      GROUP BY c.chapter_id, c.chapter_name, c.chapter_group_id, c.chapter_group_name, c.topic_start, c.topic_end,
        c.display_order, c.group_display_order
      ORDER BY c.group_display_order, c.chapter_group_id, c.display_order, c.chapter_id`.execute(this.db);
    return {
      chapters: rows.map((chapter) => ({
        ...chapter,
        topics: chapter.topics.map((topic) => ({
          ...topic,
          index: topic.topicType === 'READER' ? null : topic.index,
          readingProgress: topic.lessonCount ? topic.lessonsRead / topic.lessonCount : 0,
        })),
      })),
    };
  }

  async lessonStudy(readerID: string, lessonID: string): Promise<ReaderLessonStudy> {
    const row = await this.db
      .selectFrom('reader_lesson_study')
      .select(['lesson_reading', 'bookmarked'])
      .where('reader_id', '=', readerID)
      .where('lesson_id', '=', lessonID)
      .executeTakeFirst();
    return { lessonID, lessonReading: row?.lesson_reading ?? null, bookmarked: row?.bookmarked ?? false };
  }

  /** One of the reader's personal notes (in the notes or the trash); undefined when not theirs or gone. */
  async readerNote(noteID: string, readerID: string): Promise<ReaderNoteItem | undefined> {
    const { rows } =
      await sql<ReaderNoteItem>`SELECT ${noteColumns} ${noteFrom(readerID)} AND n.note_id = ${noteID}`.execute(this.db);
    return rows[0];
  }

  /** The reader's active personal notes of one lesson, oldest first (as written). */
  async readerNotesOfLesson(lessonID: string, readerID: string): Promise<ReaderNoteItem[]> {
    const { rows } =
      await sql<ReaderNoteItem>`SELECT ${noteColumns} ${noteFrom(readerID)} AND n.lesson_id = ${lessonID} AND n.status = 'ACT'
      ORDER BY n.created_at, n.note_id`.execute(this.db);
    return rows;
  }

  /** The reader's notes (status ACT) or trash (status INA), most recently changed first. */
  async pagedNotes(readerID: string, status: 'ACT' | 'INA', page: Page): Promise<Paged<ReaderNoteItem>> {
    const { rows } = await sql<ReaderNoteItem & { total: number }>`
      SELECT ${noteColumns}, count(*) OVER ()::int AS total ${noteFrom(readerID)} AND n.status = ${status}
      ORDER BY n.updated_at DESC, n.note_id LIMIT ${page.rows} OFFSET ${page.page * page.rows}`.execute(this.db);
    return this.paged(rows, sql`SELECT count(*)::int AS total ${noteFrom(readerID)} AND n.status = ${status}`);
  }

  /** The window count comes with the rows; a page past the end has none, so it is counted apart. */
  private async paged<T extends { total: number }>(
    rows: T[],
    count: RawBuilder<{ total: number }>,
  ): Promise<Paged<Omit<T, 'total'>>> {
    const totalNoOfRecords = rows[0]?.total ?? (await count.execute(this.db)).rows[0]?.total ?? 0;
    return { pageData: rows.map(({ total: _total, ...row }) => row), totalNoOfRecords };
  }

  async pagedBookmarks(readerID: string, page: Page): Promise<Paged<BookmarkItem>> {
    const { rows } = await sql<BookmarkItem & { total: number }>`
      SELECT ${studyColumns}, s.bookmarked_at AS "bookmarkedAt", count(*) OVER ()::int AS total
      ${studyFrom(readerID)} AND s.bookmarked
      ORDER BY s.bookmarked_at DESC, s.lesson_id LIMIT ${page.rows} OFFSET ${page.page * page.rows}`.execute(this.db);
    return this.paged(rows, sql`SELECT count(*)::int AS total ${studyFrom(readerID)} AND s.bookmarked`);
  }

  async pagedReads(readerID: string, page: Page): Promise<Paged<ReadItem>> {
    const { rows } = await sql<ReadItem & { total: number }>`
      SELECT ${studyColumns}, s.lesson_reading AS "lessonReading", s.read_at AS "readAt", count(*) OVER ()::int AS total
      ${studyFrom(readerID)} AND s.lesson_reading IS NOT NULL
      ORDER BY s.read_at DESC, s.lesson_id LIMIT ${page.rows} OFFSET ${page.page * page.rows}`.execute(this.db);
    return this.paged(rows, sql`SELECT count(*)::int AS total ${studyFrom(readerID)} AND s.lesson_reading IS NOT NULL`);
  }
}

/** The catalog's lessons (`l`) with their topics (`t`). */
const lessonsWithTopics = sql`(${catalogItems.lessons} l JOIN ${catalogItems.topics} t ON t.topic_id = l.topic_id)`;
const noteColumns = sql`n.note_id AS "noteID", n.note_header AS "noteHeader", n.note_content AS "noteContent",
  n.lesson_id AS "lessonID", l.lesson_name AS "lessonName", t.topic_id AS "topicID", t.topic_name AS "topicName",
  n.status, n.updated_at AS "updatedAt"`;
const noteFrom = (readerID: string) => {
  const viewer = readerViewer(readerID);
  return sql`FROM ${catalogItems.notes} n JOIN ${lessonsWithTopics} ON l.lesson_id = n.lesson_id
    WHERE n.reader_owner = ${readerID} AND ${visibleLesson(viewer)} AND ${visibleTopic(viewer)}`;
};
const studyColumns = sql`s.lesson_id AS "lessonID", l.lesson_name AS "lessonName", t.topic_id AS "topicID", t.topic_name AS "topicName"`;
const studyFrom = (readerID: string) => {
  const viewer = readerViewer(readerID);
  return sql`FROM reader_lesson_study s JOIN ${lessonsWithTopics} ON l.lesson_id = s.lesson_id
    WHERE s.reader_id = ${readerID} AND ${visibleLesson(viewer)} AND ${visibleTopic(viewer)}`;
};
