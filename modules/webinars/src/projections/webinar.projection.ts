import type { ContentStatus } from '@notebook/contracts';
import { occurredAt } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import {
  type WebinarCategoryEvent,
  type WebinarCategoryFields,
  WebinarCategoryEventTypes,
} from '../categories/webinar-category.events';
import { type WebinarDetails, type WebinarEvent, WebinarEventTypes } from '../webinars/webinar.events';

/**
 * webinar_category and webinar: the admins' lists, and the public and readers' lists and pages. An
 * add makes the row (a repeated one changes nothing); an update or a status change sets the columns
 * its event carries (Kysely leaves the absent ones out).
 */
export const webinarProjection: Projection<WebinarCategoryEvent | WebinarEvent> = {
  name: 'webinars',
  version: 1,
  canHandle: [...WebinarCategoryEventTypes, ...WebinarEventTypes],
  tables: ['webinar_category', 'webinar'],
  async handle(events, trx) {
    for (const event of events) {
      const stamps = { created_at: occurredAt(event), updated_at: occurredAt(event) };
      switch (event.type) {
        case 'WebinarCategoryAdded':
          await trx
            .insertInto('webinar_category')
            .values({
              webinar_category_id: event.data.webinarCategoryID,
              ...(categoryColumns(event.data) as CategoryColumns),
              ...stamps,
            })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
          break;
        case 'WebinarCategoryUpdated':
        case 'WebinarCategoryStatusChanged':
          await trx
            .updateTable('webinar_category')
            .set({ ...categoryColumns(event.data), updated_at: stamps.updated_at })
            .where('webinar_category_id', '=', event.data.webinarCategoryID)
            .execute();
          break;
        case 'WebinarAdded':
          await trx
            .insertInto('webinar')
            .values({ webinar_id: event.data.webinarID, ...(webinarColumns(event.data) as WebinarColumns), ...stamps })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
          break;
        case 'WebinarUpdated':
        case 'WebinarStatusChanged':
          await trx
            .updateTable('webinar')
            .set({ ...webinarColumns(event.data), updated_at: stamps.updated_at })
            .where('webinar_id', '=', event.data.webinarID)
            .execute();
          break;
      }
    }
  },
};

type Status = { status: ContentStatus };
type Stamped = 'created_at' | 'updated_at';
// An Added event carries every field, so the columns made of it are all set.
type CategoryColumns = Omit<Database['webinar_category'], 'webinar_category_id' | Stamped>;
type WebinarColumns = Omit<Database['webinar'], 'webinar_id' | Stamped>;

function categoryColumns(data: Partial<WebinarCategoryFields & Status>) {
  return {
    category_type: data.categoryType,
    category_code: data.categoryCode as Database['webinar_category']['category_code'] | undefined,
    category_name: data.categoryName,
    display_order: data.displayOrder,
    status: data.status,
  };
}

function webinarColumns(data: Partial<WebinarDetails & Status>) {
  return {
    webinar_name: data.webinarName,
    webinar_category_id: data.webinarCategoryID,
    presenter: data.presenter,
    description: data.description,
    starts_at: data.startsAt === undefined ? undefined : new Date(data.startsAt),
    duration_minutes: data.durationMinutes,
    join_link: data.joinLink,
    recording_link: data.recordingLink,
    banner_slug: data.bannerSlug,
    status: data.status,
  };
}
