import { Transaction, sql } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection, Recorded } from '@notebook/read-models';
import { CatalogEvent, CatalogEventTypes } from '../catalog.events';

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

async function apply(event: Recorded<CatalogEvent>, trx: Trx): Promise<void> {
  const at = occurredAt(event);
  switch (event.type) {
    case 'ChapterGroupCreated':
      await sql`INSERT INTO chapter_group (chapter_group_id, chapter_group_name, status, display_order, created_at)
        SELECT ${event.data.chapterGroupID}, ${event.data.chapterGroupName}, ${event.data.status},
               coalesce(max(display_order), 0) + 1, ${at} FROM chapter_group`.execute(trx);
      return;
    case 'ChapterGroupRenamed':
      await trx
        .updateTable('chapter_group')
        .set({ chapter_group_name: event.data.chapterGroupName })
        .where('chapter_group_id', '=', event.data.chapterGroupID)
        .execute();
      return;
    case 'ChapterGroupStatusChanged':
      await trx
        .updateTable('chapter_group')
        .set({ status: event.data.status })
        .where('chapter_group_id', '=', event.data.chapterGroupID)
        .execute();
      return;
    case 'ChapterGroupsReordered':
      await sql`UPDATE chapter_group g SET display_order = o.ord FROM unnest(${event.data.chapterGroupIDs}::uuid[]) WITH ORDINALITY AS o(id, ord)
        WHERE g.chapter_group_id = o.id`.execute(trx);
      return;
    case 'ChapterCreated':
      await sql`INSERT INTO chapter (chapter_id, chapter_group_id, chapter_name, status, display_order, created_at)
        SELECT ${event.data.chapterID}, ${event.data.chapterGroupID}, ${event.data.chapterName}, ${event.data.status},
               coalesce(max(display_order), 0) + 1, ${at} FROM chapter WHERE chapter_group_id = ${event.data.chapterGroupID}`.execute(
        trx,
      );
      return;
    case 'ChapterRenamed':
      await trx
        .updateTable('chapter')
        .set({ chapter_name: event.data.chapterName })
        .where('chapter_id', '=', event.data.chapterID)
        .execute();
      return;
    case 'ChapterStatusChanged':
      await trx
        .updateTable('chapter')
        .set({ status: event.data.status })
        .where('chapter_id', '=', event.data.chapterID)
        .execute();
      return;
    case 'ChaptersReordered':
      await sql`UPDATE chapter c SET display_order = o.ord FROM unnest(${event.data.chapterIDs}::uuid[]) WITH ORDINALITY AS o(id, ord)
        WHERE c.chapter_id = o.id AND c.chapter_group_id = ${event.data.chapterGroupID}`.execute(trx);
      return;
    case 'TopicCreated':
      await sql`INSERT INTO topic (topic_id, chapter_id, topic_name, status, topic_type, owner_reader_id, free_content, display_order, created_at)
        SELECT ${event.data.topicID}, ${event.data.chapterID}, ${event.data.topicName}, ${event.data.status}, ${event.data.topicType},
               ${event.data.ownerReaderID}, ${event.data.freeContent}, coalesce(max(display_order), 0) + 1, ${at}
        FROM topic WHERE chapter_id = ${event.data.chapterID}`.execute(trx);
      return;
    case 'TopicRenamed':
      await trx
        .updateTable('topic')
        .set({ topic_name: event.data.topicName })
        .where('topic_id', '=', event.data.topicID)
        .execute();
      return;
    case 'TopicStatusChanged':
      await trx
        .updateTable('topic')
        .set({ status: event.data.status })
        .where('topic_id', '=', event.data.topicID)
        .execute();
      return;
    case 'TopicFreeContentChanged':
      await trx
        .updateTable('topic')
        .set({ free_content: event.data.freeContent })
        .where('topic_id', '=', event.data.topicID)
        .execute();
      return;
    case 'TopicMoved':
      await sql`UPDATE topic SET chapter_id = ${event.data.toChapterID},
          display_order = (SELECT coalesce(max(display_order), 0) + 1 FROM topic WHERE chapter_id = ${event.data.toChapterID})
        WHERE topic_id = ${event.data.topicID}`.execute(trx);
      return;
    case 'TopicDeleted':
      await trx.deleteFrom('topic').where('topic_id', '=', event.data.topicID).execute();
      return;
    case 'TopicsReordered':
      await sql`UPDATE topic t SET display_order = o.ord FROM unnest(${event.data.topicIDs}::uuid[]) WITH ORDINALITY AS o(id, ord)
        WHERE t.topic_id = o.id AND t.chapter_id = ${event.data.chapterID}`.execute(trx);
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
