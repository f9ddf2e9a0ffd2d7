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

  it('an add delivered twice is stored once', async () => {
    const added = categoryAdded();
    await spec.given(added, added);
    expect(await spec.db.selectFrom('webinar_category').select('webinar_category_id').execute()).toHaveLength(1);
  });
});
