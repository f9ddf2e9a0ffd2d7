import { Kysely, sql } from 'kysely';
import type {
  ChapterGroupMenuItem,
  ChapterMenuItem,
  ChapterMenuResult,
  PrimaryIndexResult,
  TopicMenuEntry,
  TopicMenuItem,
} from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import type { ChapterGroupTable, ChapterTable, TopicTable } from '../read-model/schema';

/** Where a topic stands in the index, for modules that list topics they point at (plans, mock exam pools). */
export type TopicPlace = {
  topicID: string;
  topicName: string;
  topicDisplayOrder: number;
  chapterID: string;
  chapterName: string;
  chapterDisplayOrder: number;
  /** The topic, its chapter and its group are all active. */
  active: boolean;
};

/** Reads of the catalog read model, shaped for the screens. */
export class CatalogQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every group, chapter and topic an admin manages (author topics only), with status, in order. */
  async chapterMenu(): Promise<ChapterMenuResult> {
    const [groups, chapters, topics] = await Promise.all([
      this.db.selectFrom('chapter_group').selectAll().orderBy('display_order').orderBy('chapter_group_id').execute(),
      this.db.selectFrom('chapter').selectAll().orderBy('display_order').orderBy('chapter_id').execute(),
      this.db
        .selectFrom('topic')
        .selectAll()
        .where('topic_type', '=', 'AUTHOR')
        .orderBy('display_order')
        .orderBy('topic_id')
        .execute(),
    ]);
    const topicsByChapter = groupBy(topics.map(toTopicItem), (topic) => topic.chapterID);
    const chaptersByGroup = groupBy(
      chapters.map((chapter) => toChapterItem(chapter, topicsByChapter.get(chapter.chapter_id) ?? [])),
      (chapter) => chapter.chapterGroupID,
    );
    return {
      chapterGroups: groups.map((group) => toGroupItem(group, chaptersByGroup.get(group.chapter_group_id) ?? [])),
    };
  }

  /** Active chapters with their active author topics, in reading order, in one query. */
  async primaryIndex(): Promise<PrimaryIndexResult> {
    const { rows } = await sql<PrimaryIndexResult['chapters'][number]>`
      SELECT c.chapter_id AS "chapterID", c.chapter_name AS "chapterName",
             g.chapter_group_id AS "chapterGroupID", g.chapter_group_name AS "chapterGroupName",
             c.topic_start AS "topicStart", c.topic_end AS "topicEnd",
             coalesce(json_agg(json_build_object(
               'topicID', t.topic_id, 'topicName', t.topic_name, 'index', t.topic_index,
               'freeContent', t.free_content, 'topicType', t.topic_type
             ) ORDER BY t.display_order, t.topic_id) FILTER (WHERE t.topic_id IS NOT NULL), '[]') AS topics
      FROM chapter c
      JOIN chapter_group g ON g.chapter_group_id = c.chapter_group_id
      LEFT JOIN topic t ON t.chapter_id = c.chapter_id AND t.status = 'ACT' AND t.topic_type = 'AUTHOR'
      WHERE c.status = 'ACT' AND g.status = 'ACT'
      GROUP BY c.chapter_id, g.chapter_group_id
      ORDER BY g.display_order, g.chapter_group_id, c.display_order, c.chapter_id`.execute(this.db);
    return { chapters: rows };
  }

  /** Active topics with their chapter, for pickers (e.g. the question editors). */
  async topicMenu(): Promise<TopicMenuEntry[]> {
    const rows = await this.db
      .selectFrom('topic as t')
      .innerJoin('chapter as c', 'c.chapter_id', 't.chapter_id')
      .innerJoin('chapter_group as g', 'g.chapter_group_id', 'c.chapter_group_id')
      .selectAll('t')
      .select('c.chapter_name')
      .where('t.topic_type', '=', 'AUTHOR')
      .orderBy('g.display_order')
      .orderBy('c.display_order')
      .orderBy('t.display_order')
      .execute();
    return rows.map((row) => ({ ...toTopicItem(row), chapterName: row.chapter_name }));
  }

  async chapterGroup(id: string): Promise<ChapterGroupMenuItem | undefined> {
    const group = await this.db
      .selectFrom('chapter_group')
      .selectAll()
      .where('chapter_group_id', '=', id)
      .executeTakeFirst();
    return group && toGroupItem(group, []);
  }

  async chapter(id: string): Promise<ChapterMenuItem | undefined> {
    const chapter = await this.db.selectFrom('chapter').selectAll().where('chapter_id', '=', id).executeTakeFirst();
    return chapter && toChapterItem(chapter, []);
  }

  async topic(id: string): Promise<TopicMenuItem | undefined> {
    const topic = await this.db.selectFrom('topic').selectAll().where('topic_id', '=', id).executeTakeFirst();
    return topic && toTopicItem(topic);
  }

  /** Any topic, author or reader's, whatever its status (other modules ask this before pointing at one). */
  async topicExists(id: string): Promise<boolean> {
    return (
      (await this.db.selectFrom('topic').select('topic_id').where('topic_id', '=', id).executeTakeFirst()) !== undefined
    );
  }

  /** The ids among `topicIDs` that are author topics, in one query. */
  async authorTopicIDsAmong(topicIDs: readonly string[]): Promise<string[]> {
    if (!topicIDs.length) return [];
    const rows = await this.db
      .selectFrom('topic')
      .select('topic_id')
      .where('topic_id', 'in', [...topicIDs])
      .where('topic_type', '=', 'AUTHOR')
      .execute();
    return rows.map((row) => row.topic_id);
  }

  /** The topics among `topicIDs` (any status) with their chapter, in reading order (group, chapter, topic), in one query; unknown ids are left out. */
  async topicPlaces(topicIDs: readonly string[]): Promise<TopicPlace[]> {
    if (!topicIDs.length) return [];
    const rows = await this.db
      .selectFrom('topic as t')
      .innerJoin('chapter as c', 'c.chapter_id', 't.chapter_id')
      .innerJoin('chapter_group as g', 'g.chapter_group_id', 'c.chapter_group_id')
      .select(['t.topic_id', 't.topic_name', 't.display_order as topic_order', 't.status as topic_status'])
      .select([
        'c.chapter_id',
        'c.chapter_name',
        'c.display_order as chapter_order',
        'c.status as chapter_status',
        'g.status as group_status',
      ])
      .where('t.topic_id', 'in', [...new Set(topicIDs)])
      .orderBy('g.display_order')
      .orderBy('g.chapter_group_id')
      .orderBy('c.display_order')
      .orderBy('c.chapter_id')
      .orderBy('t.display_order')
      .orderBy('t.topic_id')
      .execute();
    return rows.map((row) => ({
      topicID: row.topic_id,
      topicName: row.topic_name,
      topicDisplayOrder: row.topic_order,
      chapterID: row.chapter_id,
      chapterName: row.chapter_name,
      chapterDisplayOrder: row.chapter_order,
      active: row.topic_status === 'ACT' && row.chapter_status === 'ACT' && row.group_status === 'ACT',
    }));
  }

  async chapterGroupIDs(): Promise<string[]> {
    const rows = await this.db.selectFrom('chapter_group').select('chapter_group_id').execute();
    return rows.map((row) => row.chapter_group_id);
  }

  async chapterIDsOfGroup(chapterGroupID: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('chapter')
      .select('chapter_id')
      .where('chapter_group_id', '=', chapterGroupID)
      .execute();
    return rows.map((row) => row.chapter_id);
  }

  async authorTopicIDsOfChapter(chapterID: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('topic')
      .select('topic_id')
      .where('chapter_id', '=', chapterID)
      .where('topic_type', '=', 'AUTHOR')
      .execute();
    return rows.map((row) => row.topic_id);
  }
}

function toGroupItem(group: ChapterGroupTable, chapters: ChapterMenuItem[]): ChapterGroupMenuItem {
  return {
    chapterGroupID: group.chapter_group_id,
    chapterGroupName: group.chapter_group_name,
    status: group.status,
    displayOrder: group.display_order,
    chapters,
  };
}

function toChapterItem(chapter: ChapterTable, topics: TopicMenuItem[]): ChapterMenuItem {
  return {
    chapterID: chapter.chapter_id,
    chapterGroupID: chapter.chapter_group_id,
    chapterName: chapter.chapter_name,
    status: chapter.status,
    displayOrder: chapter.display_order,
    topicStart: chapter.topic_start,
    topicEnd: chapter.topic_end,
    topics,
  };
}

function toTopicItem(topic: TopicTable): TopicMenuItem {
  return {
    topicID: topic.topic_id,
    topicName: topic.topic_name,
    chapterID: topic.chapter_id,
    status: topic.status,
    topicType: topic.topic_type,
    freeContent: topic.free_content,
    index: topic.topic_index,
    displayOrder: topic.display_order,
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
