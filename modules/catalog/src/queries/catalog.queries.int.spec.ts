import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { catalogProjection } from '../projections/catalog.projection';
import { curriculumEvents } from '../testing/curriculum-events';
import { CatalogQueries } from './catalog.queries';

const spec = projectionSpec(catalogProjection);
const catalog = () => new CatalogQueries(spec.db);

const { group, chapter, topic } = curriculumEvents;

describe('CatalogQueries, as other modules ask them', () => {
  // Two groups; the second group's chapter is retired. Topics are asked for out of order.
  const [firstGroup, secondGroup] = [randomUUID(), randomUUID()];
  const [heart, lungs, skin] = [randomUUID(), randomUUID(), randomUUID()];
  const [angina, failure, asthma, rash, mine] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  beforeEach(async () => {
    await spec.given(
      group(firstGroup),
      group(secondGroup),
      chapter(firstGroup, heart, 'Heart'),
      chapter(firstGroup, lungs, 'Lungs'),
      chapter(secondGroup, skin, 'Skin'),
      topic(heart, angina, 'Angina'),
      topic(heart, failure, 'Heart failure'),
      topic(lungs, asthma, 'Asthma'),
      topic(skin, rash, 'Rash'),
      topic(heart, mine, 'My notes', { topicType: 'READER' }),
      { type: 'ChapterStatusChanged', data: { chapterID: skin, status: 'INA' } },
    );
  });

  it('topicPlaces: the asked topics with their chapter and orders, in reading order (group, chapter, topic), in one answer; unknown ids are left out', async () => {
    const places = await catalog().topicPlaces([rash, asthma, randomUUID(), failure, angina, angina]);

    expect(places).toEqual([
      {
        topicID: angina,
        topicName: 'Angina',
        topicDisplayOrder: 1,
        chapterID: heart,
        chapterName: 'Heart',
        chapterDisplayOrder: 1,
        active: true,
      },
      {
        topicID: failure,
        topicName: 'Heart failure',
        topicDisplayOrder: 2,
        chapterID: heart,
        chapterName: 'Heart',
        chapterDisplayOrder: 1,
        active: true,
      },
      {
        topicID: asthma,
        topicName: 'Asthma',
        topicDisplayOrder: 1,
        chapterID: lungs,
        chapterName: 'Lungs',
        chapterDisplayOrder: 2,
        active: true,
      },
      // Second group, first chapter: after the first group's, though its chapter is first in its group; retired chapter, so not active.
      {
        topicID: rash,
        topicName: 'Rash',
        topicDisplayOrder: 1,
        chapterID: skin,
        chapterName: 'Skin',
        chapterDisplayOrder: 1,
        active: false,
      },
    ]);
    expect(await catalog().topicPlaces([])).toEqual([]);
  });

  it('authorTopicIDsAmong: only the author topics among the ids (not a reader’s own, not unknown ones)', async () => {
    const unknown = randomUUID();

    expect((await catalog().authorTopicIDsAmong([mine, rash, unknown, angina])).sort()).toEqual([rash, angina].sort());
    expect(await catalog().authorTopicIDsAmong([])).toEqual([]);
  });
});
