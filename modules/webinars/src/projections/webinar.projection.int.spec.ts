import { randomUUID } from 'node:crypto';
import { projectionSpec } from '../../../../test/support/projection-spec';
import type { WebinarCategoryEvent } from '../categories/webinar-category.events';
import type { WebinarDetails, WebinarEvent } from '../webinars/webinar.events';
import { webinarProjection } from './webinar.projection';

const spec = projectionSpec(webinarProjection);

const categoryAdded = (webinarCategoryID = randomUUID()): WebinarCategoryEvent => ({
  type: 'WebinarCategoryAdded',
  data: {
    webinarCategoryID,
    categoryType: 'CCE',
    categoryCode: 'CCE 2025.2',
    categoryName: 'CCE 2025.2',
    displayOrder: 2,
    status: 'ACT',
  },
});
const details = (webinarCategoryID: string): WebinarDetails => ({
  webinarName: 'Chest pain in general practice: the KFP approach',
  webinarCategoryID,
  presenter: 'Dr Priya Raman',
  description: '<p>Red flags first.</p>',
  startsAt: '2026-03-12T08:30:00.000Z',
  durationMinutes: 90,
  joinLink: 'https://meet.example.com/chest-pain',
  recordingLink: null,
  bannerSlug: 'chest-pain',
});

describe('webinar projection', () => {
  it('a category is stored as added, renamed and made inactive', async () => {
    const added = categoryAdded();
    const { webinarCategoryID } = added.data;
    await spec.given(
      added,
      {
        type: 'WebinarCategoryUpdated',
        data: {
          webinarCategoryID,
          categoryType: 'CCE',
          categoryCode: 'CCE 2025.2',
          categoryName: 'CCE second half',
          displayOrder: 5,
        },
      },
      { type: 'WebinarCategoryStatusChanged', data: { webinarCategoryID, status: 'INA' } },
    );
    expect(
      await spec.db.selectFrom('webinar_category').select(['display_order', 'status', 'document']).execute(),
    ).toEqual([
      {
        display_order: 5,
        status: 'INA',
        document: { categoryType: 'CCE', categoryCode: 'CCE 2025.2', categoryName: 'CCE second half', displayOrder: 5 },
      },
    ]);
  });

  it('a webinar is stored with its start as an instant, and takes its recording and status later', async () => {
    const category = categoryAdded();
    const webinarID = randomUUID();
    const saved = details(category.data.webinarCategoryID as string);
    const events: WebinarEvent[] = [
      { type: 'WebinarAdded', data: { webinarID, ...saved, status: 'ACT' } },
      { type: 'WebinarUpdated', data: { webinarID, ...saved, recordingLink: 'https://video.example.com/1' } },
      { type: 'WebinarStatusChanged', data: { webinarID, status: 'INA' } },
    ];
    await spec.given(category, ...events);
    const row = await spec.db.selectFrom('webinar').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      webinar_id: webinarID,
      starts_at: new Date(saved.startsAt),
      duration_minutes: 90,
      banner_slug: 'chest-pain',
      status: 'INA',
      document: { ...saved, recordingLink: 'https://video.example.com/1' },
    });
  });

  it('the notify flag stays out of the document; PDFs come and go; a reader’s groups are kept as identity last said', async () => {
    const category = categoryAdded();
    const webinarID = randomUUID();
    const readerID = randomUUID();
    const [groupA, groupB] = [randomUUID(), randomUUID()];
    const saved = { ...details(category.data.webinarCategoryID as string), audienceReaderGroupIDs: [groupA] };
    const resourceName = (n: number) => `${randomUUID().slice(0, 35)}${n}.pdf`;
    const [kept, removed] = [resourceName(1), resourceName(2)];
    const pdf = (name: string, title: string) => ({
      webinarID,
      resourceName: name,
      title,
      sizeBytes: 1234,
      sha256: name,
    });
    await spec.given(
      category,
      { type: 'WebinarAdded', data: { webinarID, ...saved, status: 'ACT', notifyReaders: true } },
      { type: 'WebinarResourceAdded', data: pdf(kept, 'Slides') },
      { type: 'WebinarResourceAdded', data: pdf(removed, 'Old handout') },
      { type: 'WebinarResourceRemoved', data: { webinarID, resourceName: removed } },
      { type: 'ReaderGroupsChanged', data: { userId: readerID, readerGroupIds: [groupA] } },
      { type: 'ReaderGroupsChanged', data: { userId: readerID, readerGroupIds: [groupA, groupB] } },
    );
    const row = await spec.db.selectFrom('webinar').select('document').executeTakeFirstOrThrow();
    expect(row.document).toEqual(saved);
    expect(
      await spec.db
        .selectFrom('webinar_resource')
        .select(['resource_name', 'webinar_id', 'title', 'size_bytes'])
        .execute(),
    ).toEqual([{ resource_name: kept, webinar_id: webinarID, title: 'Slides', size_bytes: 1234 }]);
    expect(await spec.db.selectFrom('webinar_reader').selectAll().execute()).toEqual([
      { reader_id: readerID, reader_group_ids: [groupA, groupB] },
    ]);
  });

  it('the plans and groups there are, each once', async () => {
    const [planID, groupID] = [randomUUID(), randomUUID()];
    const plan = { type: 'PricingPlanAdded' as const, data: { pricingPlanID: planID } };
    await spec.given(plan, plan, { type: 'ReaderGroupCreated', data: { readerGroupId: groupID } });
    expect(await spec.db.selectFrom('webinar_audience_choice').selectAll().orderBy('kind').execute()).toEqual([
      { choice_id: groupID, kind: 'GROUP' },
      { choice_id: planID, kind: 'PLAN' },
    ]);
  });

  it('an add delivered twice is stored once', async () => {
    const added = categoryAdded();
    await spec.given(added, added);
    expect(await spec.db.selectFrom('webinar_category').select('webinar_category_id').execute()).toHaveLength(1);
  });
});
