import { Kysely, type RawBuilder, sql } from 'kysely';
import type {
  ContentType,
  LessonNotesResult,
  NoteResult,
  ReadingNote,
  SecondaryIndexResult,
} from '@notebook/contracts';
import { catalogItems } from '@notebook/catalog';
import type { Database } from '@notebook/read-models';
import { type Access, type Viewer, accessTo, eligibleForPlan, listedTo, mayOpen } from '../access/reading-access';

type TopicContext = {
  topicID: string;
  topicName: string;
  chapterID: string;
  freeContent: boolean;
  topicType: ContentType;
  topicOwner: string | null;
  /** Eligible for the viewer's pricing plan. */
  eligible: boolean;
};
type NoteOwner = { noteType: ContentType; noteOwner: string | null };
type LessonRow = {
  lessonID: string;
  lessonName: string;
  lessonType: ContentType;
  lessonOwner: string | null;
  displayOrder: number;
};

/** Whether the topic (and the lesson, and the note, when given) may be opened: the reading-access policy. */
function isOpen(
  viewer: Viewer,
  topic: TopicContext,
  lesson?: Pick<LessonRow, 'lessonType' | 'lessonOwner'>,
  note?: NoteOwner,
): boolean {
  return mayOpen(viewer, {
    freeContent: topic.freeContent,
    eligibleForPlan: topic.eligible,
    readerOwners: [
      topic.topicType === 'READER' ? topic.topicOwner : null,
      lesson?.lessonType === 'READER' ? lesson.lessonOwner : null,
      note?.noteType === 'READER' ? note.noteOwner : null,
    ],
  });
}

/**
 * Readers see only what is listed all the way up (group, chapter, topic; lessons and notes under a
 * visible topic and lesson) and never another reader's own items: the policy's `listedTo` over the
 * catalog's items (`t` a topic, `l` a lesson, `n` a note of `catalogItems`).
 */
const listedItem = (viewer: Viewer, item: 't' | 'l' | 'n') =>
  listedTo(viewer, { listed: sql.ref(`${item}.listed`), readerOwners: [sql.ref(`${item}.reader_owner`)] });
export const visibleTopic = (viewer: Viewer) => listedItem(viewer, 't');
export const visibleLesson = (viewer: Viewer) => listedItem(viewer, 'l');
/** Author notes, and the viewer's own personal (READER) notes; another reader's personal notes never. */
const visibleNote = (viewer: Viewer) => listedItem(viewer, 'n');
const topicColumns = (
  viewer: Viewer,
) => sql`t.topic_id AS "topicID", t.topic_name AS "topicName", t.chapter_id AS "chapterID",
  t.free_content AS "freeContent", t.topic_type AS "topicType", t.reader_owner AS "topicOwner",
  ${eligibleForPlan(viewer.pricingPlanID, sql`t.topic_id`)} AS eligible`;
const lessonColumns = sql`l.lesson_id AS "lessonID", l.lesson_name AS "lessonName", l.lesson_type AS "lessonType",
  l.reader_owner AS "lessonOwner", l.display_order AS "displayOrder"`;

/** How a topic stands for a viewer, with the names a list shows. */
export type TopicAccess = { access: Access; topicName: string; chapterID: string; chapterName: string };

export class ReadingQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The lessons of a topic with their notes' titles; undefined when the topic is not visible. */
  async secondaryIndex(topicID: string, viewer: Viewer): Promise<SecondaryIndexResult | undefined> {
    const { rows: topics } = await sql<TopicContext>`SELECT ${topicColumns(viewer)} FROM ${catalogItems.topics} t
      WHERE t.topic_id = ${topicID} AND ${visibleTopic(viewer)}`.execute(this.db);
    const topic = topics[0];
    if (!topic) return undefined;
    const { rows: lessons } = await sql<
      LessonRow & { notes: Array<{ noteID: string; noteHeader: string; displayOrder: number }> }
    >`
      SELECT ${lessonColumns},
             coalesce(json_agg(json_build_object('noteID', n.note_id, 'noteHeader', n.note_header, 'displayOrder', n.display_order)
               ORDER BY n.display_order, n.note_id) FILTER (WHERE n.note_id IS NOT NULL), '[]') AS notes
      FROM ${catalogItems.lessons} l LEFT JOIN ${catalogItems.notes} n ON n.lesson_id = l.lesson_id AND ${visibleNote(viewer)}
      WHERE l.topic_id = ${topicID} AND ${visibleLesson(viewer)}
      GROUP BY l.lesson_id, l.lesson_name, l.lesson_type, l.reader_owner, l.display_order
      ORDER BY l.display_order, l.lesson_id`.execute(this.db);
    return {
      topicID: topic.topicID,
      topicName: topic.topicName,
      chapterID: topic.chapterID,
      freeContent: topic.freeContent,
      topicType: topic.topicType,
      locked: !isOpen(viewer, topic),
      lessons: lessons.map((lesson) => ({
        lessonID: lesson.lessonID,
        lessonName: lesson.lessonName,
        lessonType: lesson.lessonType,
        displayOrder: lesson.displayOrder,
        locked: !isOpen(viewer, topic, lesson),
        notes: lesson.notes,
      })),
    };
  }

  /** The notes of a lesson, with content only when open; undefined when the lesson is not visible. */
  async lessonNotes(lessonID: string, viewer: Viewer): Promise<LessonNotesResult | undefined> {
    const found = await this.lessonInContext(lessonID, viewer);
    if (!found) return undefined;
    const { topic, lesson } = found;
    const open = isOpen(viewer, topic, lesson);
    const notes = await this.readingNotes(viewer, open, sql`n.lesson_id = ${lessonID}`);
    return {
      topicID: topic.topicID,
      topicName: topic.topicName,
      lessonID: lesson.lessonID,
      lessonName: lesson.lessonName,
      lessonType: lesson.lessonType,
      freeContent: topic.freeContent,
      locked: !open,
      notes: notes.map((note) => ({ ...note, locked: !open })),
    };
  }

  /** The notes of a lesson the viewer may open (their own personal notes too); undefined when the lesson is not visible. */
  async openNoteIDsOfLesson(lessonID: string, viewer: Viewer): Promise<string[] | undefined> {
    const found = await this.lessonInContext(lessonID, viewer);
    if (!found) return undefined;
    const { rows } = await sql<
      { noteID: string } & NoteOwner
    >`SELECT n.note_id AS "noteID", n.note_type AS "noteType", n.reader_owner AS "noteOwner"
      FROM ${catalogItems.notes} n WHERE n.lesson_id = ${lessonID} AND ${visibleNote(viewer)}`.execute(this.db);
    return rows.filter((note) => isOpen(viewer, found.topic, found.lesson, note)).map((note) => note.noteID);
  }

  /** One note, with content only when open; undefined when it or anything above it is not visible. */
  async note(noteID: string, viewer: Viewer): Promise<NoteResult | undefined> {
    const { rows } = await sql<{
      lessonID: string;
    }>`SELECT n.lesson_id AS "lessonID" FROM ${catalogItems.notes} n WHERE n.note_id = ${noteID} AND ${visibleNote(viewer)}`.execute(
      this.db,
    );
    const lessonID = rows[0]?.lessonID;
    if (!lessonID) return undefined;
    const found = await this.lessonInContext(lessonID, viewer);
    if (!found) return undefined;
    const { topic, lesson } = found;
    const open = isOpen(viewer, topic, lesson);
    const [note] = await this.readingNotes(viewer, open, sql`n.note_id = ${noteID}`);
    if (!note) return undefined;
    return {
      ...note,
      locked: !open,
      topicID: topic.topicID,
      topicName: topic.topicName,
      lessonName: lesson.lessonName,
    };
  }

  /**
   * Whether a note may be opened, for the annotation and PDF calls: the reading-access policy over
   * the note, its lesson and its topic (so a reader's own personal note is open to its owner even
   * under a locked lesson). undefined when the note is not visible to the viewer at all.
   */
  async noteAccess(noteID: string, viewer: Viewer): Promise<{ noteID: string; open: boolean } | undefined> {
    const { rows } = await sql<
      { lessonID: string } & NoteOwner
    >`SELECT n.lesson_id AS "lessonID", n.note_type AS "noteType", n.reader_owner AS "noteOwner"
      FROM ${catalogItems.notes} n WHERE n.note_id = ${noteID} AND ${visibleNote(viewer)}`.execute(this.db);
    const note = rows[0];
    if (!note) return undefined;
    const found = await this.lessonInContext(note.lessonID, viewer);
    if (!found) return undefined;
    return { noteID, open: isOpen(viewer, found.topic, found.lesson, note) };
  }

  /**
   * How each topic stands for the viewer (hidden, locked or open), for the modules that serve a
   * topic's questions (practice); all topics when none are named. Unknown ids are absent.
   */
  async topicAccess(viewer: Viewer, topicIDs?: readonly string[]): Promise<Map<string, TopicAccess>> {
    if (topicIDs && topicIDs.length === 0) return new Map();
    const access = accessTo(viewer, {
      listed: sql`t.listed`,
      freeContent: sql`t.free_content`,
      topicID: sql`t.topic_id`,
      readerOwners: [sql`t.reader_owner`],
    });
    const only = topicIDs ? sql`WHERE t.topic_id = ANY(${[...topicIDs]}::uuid[])` : sql``;
    const { rows } = await sql<{ topicID: string } & TopicAccess>`SELECT t.topic_id AS "topicID", ${access} AS access,
        t.topic_name AS "topicName", t.chapter_id AS "chapterID", t.chapter_name AS "chapterName"
      FROM ${catalogItems.topics} t ${only}
      ORDER BY t.group_display_order, t.chapter_display_order, t.display_order`.execute(this.db);
    return new Map(rows.map(({ topicID, ...topic }) => [topicID, topic]));
  }

  /** The visible notes `where` picks, as the reading calls show them: the content is selected only when open. */
  private async readingNotes(
    viewer: Viewer,
    open: boolean,
    where: RawBuilder<unknown>,
  ): Promise<Array<Omit<ReadingNote, 'locked'>>> {
    const content = open ? sql`n.note_content` : sql`NULL::text`;
    const { rows } = await sql<Omit<ReadingNote, 'locked'>>`
      SELECT n.note_id AS "noteID", n.lesson_id AS "lessonID", n.note_header AS "noteHeader", n.display_order AS "displayOrder", n.note_type AS "noteType",
             ${content} AS "noteContent"
      FROM ${catalogItems.notes} n WHERE ${where} AND ${visibleNote(viewer)}
      ORDER BY n.display_order, n.note_id`.execute(this.db);
    return rows;
  }

  private async lessonInContext(
    lessonID: string,
    viewer: Viewer,
  ): Promise<{ topic: TopicContext; lesson: LessonRow } | undefined> {
    const { rows } = await sql<TopicContext & LessonRow>`
      SELECT ${topicColumns(viewer)}, ${lessonColumns}
      FROM ${catalogItems.lessons} l JOIN ${catalogItems.topics} t ON t.topic_id = l.topic_id
      WHERE l.lesson_id = ${lessonID} AND ${visibleLesson(viewer)} AND ${visibleTopic(viewer)}`.execute(this.db);
    const row = rows[0];
    if (!row) return undefined;
    const { lessonID: id, lessonName, lessonType, lessonOwner, displayOrder, ...topic } = row;
    return { topic, lesson: { lessonID: id, lessonName, lessonType, lessonOwner, displayOrder } };
  }
}
