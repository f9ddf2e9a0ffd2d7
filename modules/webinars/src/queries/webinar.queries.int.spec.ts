import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import { webinarProjection } from '../projections/webinar.projection';
import { webinarCategoryEvents } from '../testing/webinar-events';
import { WebinarQueries } from './webinar.queries';

const spec = projectionSpec(webinarProjection);
const now = new Date('2026-03-12T09:00:00Z');
const { webinarCategoryID, category, webinar } = webinarCategoryEvents();

describe('webinar queries', () => {
  const page = { page: 0, rows: 20 };
  const names = async (when: 'past' | 'upcoming', filter = {}) =>
    (await new WebinarQueries(spec.db).listed({ ...page, ...filter }, { when, now })).pageData.map(
      (found) => found.webinarName,
    );

  it('a webinar is upcoming until it ends (a live one too), then past; past newest first, upcoming soonest first', async () => {
    await spec.given(
      category,
      webinar('Ended a minute ago', '2026-03-12T07:59:00Z'),
      webinar('Ended last week', '2026-03-05T08:00:00Z'),
      webinar('Live now', '2026-03-12T08:30:00Z'),
      webinar('Next week', '2026-03-19T08:00:00Z'),
      webinar('Tomorrow', '2026-03-13T08:00:00Z'),
      webinar('Inactive', '2026-03-14T08:00:00Z', { status: 'INA' }),
    );
    expect(await names('past')).toEqual(['Ended a minute ago', 'Ended last week']);
    expect(await names('upcoming')).toEqual(['Live now', 'Tomorrow', 'Next week']);
    expect(
      await names('upcoming', { startsFrom: '2026-03-13T00:00:00Z', startsBefore: '2026-03-19T00:00:00Z' }),
    ).toEqual(['Tomorrow']);
  });

  it('a webinar comes with its audience and its PDFs, oldest first; its PDF by name; a reader’s groups', async () => {
    const added = webinar('With slides', '2026-03-13T08:00:00Z');
    const { webinarID } = added.data;
    const groupID = randomUUID();
    const readerID = randomUUID();
    added.data.audienceReaderGroupIDs = [groupID];
    const name = () => `${randomUUID()}.pdf`;
    const [first, second] = [name(), name()];
    await spec.given(
      category,
      added,
      {
        type: 'WebinarResourceAdded',
        data: { webinarID, resourceName: first, title: 'Slides', sizeBytes: 10, sha256: 'a' },
      },
      {
        type: 'WebinarResourceAdded',
        data: { webinarID, resourceName: second, title: 'Handout', sizeBytes: 20, sha256: 'b' },
      },
      { type: 'ReaderGroupsChanged', data: { userId: readerID, readerGroupIds: [groupID] } },
    );
    const queries = new WebinarQueries(spec.db);
    const found = (await queries.listed(page, { when: 'upcoming', now })).pageData[0]!;
    expect(found.audience).toEqual({ pricingPlanIDs: [], readerGroupIDs: [groupID] });
    expect(found.resources.map((resource) => [resource.title, resource.sizeBytes])).toEqual([
      ['Slides', 10],
      ['Handout', 20],
    ]);
    expect(found.resourceCount).toBe(2);
    expect((await queries.resource(webinarID, second))?.title).toBe('Handout');
    expect(await queries.resource(randomUUID(), second)).toBeUndefined();
    expect(await queries.readerGroupsOf(readerID)).toEqual([groupID]);
    expect(await queries.readerGroupsOf(randomUUID())).toEqual([]);
  });

  it('names the plans and groups an audience asks for that do not exist', async () => {
    const [planID, groupID, stranger] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      { type: 'PricingPlanAdded', data: { pricingPlanID: planID } },
      { type: 'ReaderGroupCreated', data: { readerGroupId: groupID } },
    );
    const queries = new WebinarQueries(spec.db);
    expect(await queries.unknownAudience([planID], [groupID])).toEqual({ unknownPlanIDs: [], unknownGroupIDs: [] });
    expect(await queries.unknownAudience([groupID, stranger], [planID])).toEqual({
      unknownPlanIDs: [groupID, stranger],
      unknownGroupIDs: [planID],
    });
    expect(await queries.unknownAudience([], [])).toEqual({ unknownPlanIDs: [], unknownGroupIDs: [] });
  });

  it('an inactive category hides its webinars from the lists, not from the admins', async () => {
    await spec.given(category, webinar('Tomorrow', '2026-03-13T08:00:00Z'), {
      type: 'WebinarCategoryStatusChanged',
      data: { webinarCategoryID, status: 'INA' },
    });
    expect(await names('upcoming')).toEqual([]);
    const admin = await new WebinarQueries(spec.db).adminPage(page);
    expect(admin.pageData.map((found) => [found.webinarName, found.categoryName])).toEqual([
      ['Tomorrow', 'AKT 2025.2'],
    ]);
  });
});
