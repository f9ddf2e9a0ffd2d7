import { type DomainEvent, occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import {
  type WebinarCategoryEvent,
  type WebinarCategoryFields,
  WebinarCategoryEventTypes,
} from '../categories/webinar-category.events';
import { type WebinarDetails, type WebinarEvent, WebinarEventTypes } from '../webinars/webinar.events';

/**
 * Identity's and billing's events the audiences read, by the fields they use (declared here: a module
 * reads another's events, never its internals): the groups a reader is in, the groups and plans there are.
 */
type AudienceEvent =
  | DomainEvent<'ReaderGroupsChanged', { userId: string; readerGroupIds: string[] }>
  | DomainEvent<'ReaderGroupCreated', { readerGroupId: string }>
  | DomainEvent<'PricingPlanAdded', { pricingPlanID: string }>;
const AudienceEventTypes: AudienceEvent['type'][] = ['ReaderGroupsChanged', 'ReaderGroupCreated', 'PricingPlanAdded'];

/**
 * webinar_category and webinar: the admins' lists, and the public and readers' lists and pages. An
 * add makes the row (a repeated one changes nothing), an update replaces its document and the
 * columns taken from it, a status change its status. webinar_resource: a webinar's PDFs.
 * webinar_reader: each grouped reader's groups, and webinar_audience_choice: the plans and groups
 * there are, for the webinars' audiences.
 */
export const webinarProjection: Projection<WebinarCategoryEvent | WebinarEvent | AudienceEvent> = {
  name: 'webinars',
  version: 3,
  canHandle: [...WebinarCategoryEventTypes, ...WebinarEventTypes, ...AudienceEventTypes],
  tables: ['webinar_category', 'webinar', 'webinar_resource', 'webinar_reader', 'webinar_audience_choice'],
  async handle(events, trx) {
    for (const event of events) {
      const at = occurredAt(event);
      const categories = trx.updateTable('webinar_category');
      const webinars = trx.updateTable('webinar');
      switch (event.type) {
        case 'WebinarCategoryAdded': {
          const { webinarCategoryID, status, ...fields } = event.data;
          await trx
            .insertInto('webinar_category')
            .values({
              webinar_category_id: webinarCategoryID,
              ...categoryColumns(fields),
              status,
              created_at: at,
              updated_at: at,
            })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
          break;
        }
        case 'WebinarCategoryUpdated': {
          const { webinarCategoryID, ...fields } = event.data;
          await categories
            .set({ ...categoryColumns(fields), updated_at: at })
            .where('webinar_category_id', '=', webinarCategoryID)
            .execute();
          break;
        }
        case 'WebinarCategoryStatusChanged':
          await categories
            .set({ status: event.data.status, updated_at: at })
            .where('webinar_category_id', '=', event.data.webinarCategoryID)
            .execute();
          break;
        case 'WebinarAdded': {
          const { webinarID, status, notifyReaders: _notify, ...details } = event.data;
          await trx
            .insertInto('webinar')
            .values({ webinar_id: webinarID, ...webinarColumns(details), status, created_at: at, updated_at: at })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
          break;
        }
        case 'WebinarUpdated': {
          const { webinarID, notifyReaders: _notify, ...details } = event.data;
          await webinars
            .set({ ...webinarColumns(details), updated_at: at })
            .where('webinar_id', '=', webinarID)
            .execute();
          break;
        }
        case 'WebinarStatusChanged':
          await webinars
            .set({ status: event.data.status, updated_at: at })
            .where('webinar_id', '=', event.data.webinarID)
            .execute();
          break;
        case 'WebinarResourceAdded': {
          const { webinarID, resourceName, title, sizeBytes } = event.data;
          await trx
            .insertInto('webinar_resource')
            .values({
              resource_name: resourceName,
              webinar_id: webinarID,
              title,
              size_bytes: sizeBytes,
              uploaded_at: at,
            })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
          break;
        }
        case 'WebinarResourceRemoved':
          await trx.deleteFrom('webinar_resource').where('resource_name', '=', event.data.resourceName).execute();
          break;
        case 'ReaderGroupsChanged': {
          const { userId, readerGroupIds } = event.data;
          await trx
            .insertInto('webinar_reader')
            .values({ reader_id: userId, reader_group_ids: readerGroupIds })
            .onConflict((conflict) => conflict.column('reader_id').doUpdateSet({ reader_group_ids: readerGroupIds }))
            .execute();
          break;
        }
        case 'ReaderGroupCreated':
        case 'PricingPlanAdded': {
          const [choice_id, kind] =
            event.type === 'ReaderGroupCreated'
              ? [event.data.readerGroupId, 'GROUP' as const]
              : [event.data.pricingPlanID, 'PLAN' as const];
          await trx
            .insertInto('webinar_audience_choice')
            .values({ choice_id, kind })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
          break;
        }
      }
    }
  },
};

const categoryColumns = (fields: WebinarCategoryFields) => ({ display_order: fields.displayOrder, document: fields });

const webinarColumns = (details: WebinarDetails) => ({
  webinar_category_id: details.webinarCategoryID,
  starts_at: new Date(details.startsAt),
  duration_minutes: details.durationMinutes,
  banner_slug: details.bannerSlug,
  document: details,
});
