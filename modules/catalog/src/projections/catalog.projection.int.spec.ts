import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { CatalogEvent } from '../catalog.events';
import { curriculumEvents } from '../testing/curriculum-events';
import { catalogProjection } from './catalog.projection';

const spec = projectionSpec(catalogProjection);

const { group, chapter } = curriculumEvents;
/** A topic of a fresh id, named for the numbering it is read back by. */
const topic = (chapterID: string, topicName: string, topicType?: 'READER') =>
  curriculumEvents.topic(chapterID, randomUUID(), topicName, { topicType });
const idOf = (event: CatalogEvent) => Object.values(event.data)[0] as string;

async function numbering() {
  const rows = await spec.db
    .selectFrom('topic')
    .select(['topic_name', 'topic_index', 'display_order'])
    .orderBy('topic_name')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.topic_name, { index: row.topic_index, order: row.display_order }]));
}

describe('catalog projection', () => {
  it('numbers author topics 1, 2, 3 across chapters in reading order; reader topics get no number', async () => {
    const g = group();
    const first = chapter(idOf(g));
    const second = chapter(idOf(g));
    await spec.given(
      g,
      first,
      second,
      topic(idOf(second), 'c'),
      topic(idOf(first), 'a'),
      topic(idOf(first), 'b'),
      topic(idOf(first), 'mine', 'READER'),
    );

    expect(await numbering()).toEqual({
      a: { index: 1, order: 1 },
      b: { index: 2, order: 2 },
      mine: { index: null, order: 3 },
      c: { index: 3, order: 1 },
    });
    const chapters = await spec.db.selectFrom('chapter').select(['chapter_id', 'topic_start', 'topic_end']).execute();
    expect(chapters).toEqual(
      expect.arrayContaining([
        { chapter_id: idOf(first), topic_start: 1, topic_end: 2 },
        { chapter_id: idOf(second), topic_start: 3, topic_end: 3 },
      ]),
    );
  });

  it('a moved topic goes last in its new chapter and the numbering follows; an inactive topic loses its number', async () => {
    const g = group();
    const first = chapter(idOf(g));
    const second = chapter(idOf(g));
    const a = topic(idOf(first), 'a');
    const b = topic(idOf(first), 'b');
    await spec.given(g, first, second, a, b, topic(idOf(second), 'c'));

    await spec.given({
      type: 'TopicMoved',
      data: { topicID: idOf(a), fromChapterID: idOf(first), toChapterID: idOf(second) },
    });
    expect(await numbering()).toEqual({
      b: { index: 1, order: 2 },
      c: { index: 2, order: 1 },
      a: { index: 3, order: 2 },
    });

    await spec.given({ type: 'TopicStatusChanged', data: { topicID: idOf(b), status: 'INA' } });
    expect(await numbering()).toMatchObject({ b: { index: null }, c: { index: 1 }, a: { index: 2 } });
  });

  it('a reorder inside a chapter renumbers its topics', async () => {
    const g = group();
    const only = chapter(idOf(g));
    const a = topic(idOf(only), 'a');
    const b = topic(idOf(only), 'b');
    await spec.given(g, only, a, b);

    await spec.given({ type: 'TopicsReordered', data: { chapterID: idOf(only), topicIDs: [idOf(b), idOf(a)] } });

    expect(await numbering()).toEqual({ a: { index: 2, order: 2 }, b: { index: 1, order: 1 } });
  });
});
