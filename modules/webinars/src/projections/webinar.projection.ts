import type { Transaction, UpdateObject } from 'kysely';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import {
  type WebinarCategoryEvent,
  type WebinarCategoryFields,
  WebinarCategoryEventTypes,
} from '../categories/webinar-category.events';
import { type WebinarDetails, type WebinarEvent, WebinarEventTypes } from '../webinars/webinar.events';

/** webinar_category and webinar: the admins' lists, and the public and readers' lists and pages. */
export const webinarProjection: Projection<WebinarCategoryEvent | WebinarEvent> = {
  name: 'webinars',
  version: 1,
  canHandle: [...WebinarCategoryEventTypes, ...WebinarEventTypes],
  tables: ['webinar_category', 'webinar'],
  async handle(events, trx) {
    for (const event of events) {
      const at = occurredAt(event);
      switch (event.type) {
        case 'WebinarCategoryAdded': {
          const { webinarCategoryID, status } = event.data;
          const row = { webinar_category_id: webinarCategoryID, ...categoryColumns(event.data), status };
          await trx
            .insertInto('webinar_category')
            .values({ ...row, created_at: at, updated_at: at })
            .onConflict((conflict) => conflict.column('webinar_category_id').doNothing())
            .execute();
          break;
        }
        case 'WebinarCategoryUpdated':
          await updateCategory(trx, event.data.webinarCategoryID, { ...categoryColumns(event.data), updated_at: at });
          break;
        case 'WebinarCategoryStatusChanged':
          await updateCategory(trx, event.data.webinarCategoryID, { status: event.data.status, updated_at: at });
          break;
        case 'WebinarAdded': {
          const { webinarID, status } = event.data;
          await trx
            .insertInto('webinar')
            .values({ webinar_id: webinarID, ...webinarColumns(event.data), status, created_at: at, updated_at: at })
            .onConflict((conflict) => conflict.column('webinar_id').doNothing())
            .execute();
          break;
        }
        case 'WebinarUpdated':
          await updateWebinar(trx, event.data.webinarID, { ...webinarColumns(event.data), updated_at: at });
          break;
        case 'WebinarStatusChanged':
          await updateWebinar(trx, event.data.webinarID, { status: event.data.status, updated_at: at });
          break;
      }
    }
  },
};

const categoryColumns = (fields: WebinarCategoryFields) => ({
  category_type: fields.categoryType,
  category_code: fields.categoryCode as Database['webinar_category']['category_code'],
  category_name: fields.categoryName,
  display_order: fields.displayOrder,
});

const webinarColumns = (details: WebinarDetails) => ({
  webinar_name: details.webinarName,
  webinar_category_id: details.webinarCategoryID,
  presenter: details.presenter,
  description: details.description,
  starts_at: new Date(details.startsAt),
  duration_minutes: details.durationMinutes,
  join_link: details.joinLink,
  recording_link: details.recordingLink,
  banner_slug: details.bannerSlug,
});

function updateCategory(trx: Transaction<Database>, id: string, values: UpdateObject<Database, 'webinar_category'>) {
  return trx.updateTable('webinar_category').set(values).where('webinar_category_id', '=', id).execute();
}

function updateWebinar(trx: Transaction<Database>, id: string, values: UpdateObject<Database, 'webinar'>) {
  return trx.updateTable('webinar').set(values).where('webinar_id', '=', id).execute();
}
