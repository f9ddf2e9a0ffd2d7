import { Transaction, sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { CatalogEvent, CatalogEventTypes } from '../catalog.events';
import { type RowChanges, applyRowChange, insertLast, moveLast, reorderRows, rowChange } from './catalog-rows';

type Trx = Transaction<Database>;

/** Events that change which topics are visible or their order, and so the topic numbering. */
const RENUMBERING = new Set<string>(
  CatalogEventTypes.filter((type) => !type.endsWith('Renamed') && type !== 'TopicFreeContentChanged'),
);

/** chapter_group, chapter, topic: the admin chapter menu and the public primary index read these. */
export const catalogProjection: Projection<CatalogEvent> = {
  name: 'catalog',
  version: 1,
  canHandle: CatalogEventTypes,
  tables: ['chapter_group', 'chapter', 'topic'],
  async handle(events, trx) {
    for (const event of events) await apply(event, trx);
    if (events.some((event) => RENUMBERING.has(event.type))) await renumberTopics(trx);
  },
};

/** Renames and status changes: one row's columns. */
const rowChanges: RowChanges<CatalogEvent> = {
  ChapterGroupRenamed: (data) =>
    rowChange('chapter_group', data.chapterGroupID, { chapter_group_name: data.chapterGroupName }),
  ChapterGroupStatusChanged: (data) => rowChange('chapter_group', data.chapterGroupID, { status: data.status }),
  ChapterRenamed: (data) => rowChange('chapter', data.chapterID, { chapter_name: data.chapterName }),
  ChapterStatusChanged: (data) => rowChange('chapter', data.chapterID, { status: data.status }),
  TopicRenamed: (data) => rowChange('topic', data.topicID, { topic_name: data.topicName }),
  TopicStatusChanged: (data) => rowChange('topic', data.topicID, { status: data.status }),
  TopicFreeContentChanged: (data) => rowChange('topic', data.topicID, { free_content: data.freeContent }),
};

async function apply(event: Recorded<CatalogEvent>, trx: Trx): Promise<void> {
  const at = occurredAt(event);
  if (await applyRowChange(trx, rowChanges, event, at)) return;
  switch (event.type) {
    case 'ChapterGroupCreated': {
      const { chapterGroupID, chapterGroupName, status } = event.data;
      const row = { chapter_group_id: chapterGroupID, chapter_group_name: chapterGroupName, status, created_at: at };
      await insertLast(trx, 'chapter_group', row);
      return;
    }
    case 'ChapterCreated': {
      const { chapterID, chapterGroupID, chapterName, status } = event.data;
      const row = { chapter_id: chapterID, chapter_group_id: chapterGroupID, chapter_name: chapterName, status };
      await insertLast(trx, 'chapter', { ...row, created_at: at });
      return;
    }
    case 'TopicCreated': {
      const d = event.data;
      await insertLast(trx, 'topic', {
        topic_id: d.topicID,
        chapter_id: d.chapterID,
        topic_name: d.topicName,
        status: d.status,
        topic_type: d.topicType,
        owner_reader_id: d.ownerReaderID,
        free_content: d.freeContent,
        created_at: at,
      });
      return;
    }
    case 'TopicMoved':
      await moveLast(trx, 'topic', event.data.topicID, event.data.toChapterID);
      return;
    case 'TopicDeleted':
      await trx.deleteFrom('topic').where('topic_id', '=', event.data.topicID).execute();
      return;
    case 'ChapterGroupsReordered':
      await reorderRows(trx, 'chapter_group', event.data.chapterGroupIDs);
      return;
    case 'ChaptersReordered':
      await reorderRows(trx, 'chapter', event.data.chapterIDs, event.data.chapterGroupID);
      return;
    case 'TopicsReordered':
      await reorderRows(trx, 'topic', event.data.topicIDs, event.data.chapterID);
      return;
  }
}

/**
 * Topic `index` runs 1, 2, 3 ... across every visible author topic in reading order (group, chapter,
 * topic), so readers see an unbroken numbering; each chapter's topicStart/topicEnd follow from it.
 */
async function renumberTopics(trx: Trx): Promise<void> {
  await sql`
    WITH numbered AS (
      SELECT t.topic_id,
             row_number() OVER (ORDER BY g.display_order, g.chapter_group_id, c.display_order, c.chapter_id, t.display_order, t.topic_id)::int AS n
      FROM topic t
      JOIN chapter c ON c.chapter_id = t.chapter_id
      JOIN chapter_group g ON g.chapter_group_id = c.chapter_group_id
      WHERE t.topic_type = 'AUTHOR' AND t.status = 'ACT' AND c.status = 'ACT' AND g.status = 'ACT'
    )
    UPDATE topic t SET topic_index = numbered.n
    FROM topic t2 LEFT JOIN numbered ON numbered.topic_id = t2.topic_id
    WHERE t.topic_id = t2.topic_id AND t.topic_index IS DISTINCT FROM numbered.n`.execute(trx);
  await sql`
    UPDATE chapter c SET topic_start = s.first_index, topic_end = s.last_index
    FROM (
      SELECT c2.chapter_id, min(t.topic_index) AS first_index, max(t.topic_index) AS last_index
      FROM chapter c2 LEFT JOIN topic t ON t.chapter_id = c2.chapter_id
      GROUP BY c2.chapter_id
    ) s
    WHERE c.chapter_id = s.chapter_id
      AND (c.topic_start IS DISTINCT FROM s.first_index OR c.topic_end IS DISTINCT FROM s.last_index)`.execute(trx);
}
