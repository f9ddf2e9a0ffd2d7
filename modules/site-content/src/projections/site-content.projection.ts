import { occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import { type SeoPageEvent, SeoPageEventTypes } from '../seo/seo-page.events';
import { type StatisticsImageEvent, StatisticsImageEventTypes } from '../statistics/statistics-image.events';
import { type TestimonialEvent, TestimonialEventTypes } from '../testimonials/testimonial.events';

export type SiteContentEvent = TestimonialEvent | StatisticsImageEvent | SeoPageEvent;

/**
 * testimonial, statistics_image, seo_page: what the public home page and the public pages' HTML show,
 * and the admins' lists. Every event carries the whole of what it changes, so each is an upsert.
 */
export const siteContentProjection: Projection<SiteContentEvent> = {
  name: 'site-content',
  version: 1,
  canHandle: [...TestimonialEventTypes, ...StatisticsImageEventTypes, ...SeoPageEventTypes],
  tables: ['testimonial', 'statistics_image', 'seo_page'],
  async handle(events, trx) {
    for (const event of events) {
      const at = occurredAt(event);
      switch (event.type) {
        case 'TestimonialAdded':
        case 'TestimonialUpdated': {
          const d = event.data;
          const row = {
            author_name: d.authorName,
            author_role: d.authorRole,
            text: d.text,
            colour: d.colour,
            photo_uri: d.photoURI ?? null,
            display_order: d.displayOrder,
            status: d.status,
            updated_at: at,
          };
          await trx
            .insertInto('testimonial')
            .values({ testimonial_id: d.testimonialID, ...row })
            .onConflict((conflict) => conflict.column('testimonial_id').doUpdateSet(row))
            .execute();
          break;
        }
        case 'StatisticsImageUploaded': {
          const row = { image_uri: event.data.imageURI, uploaded_at: at };
          await trx
            .insertInto('statistics_image')
            .values({ id: 1, ...row })
            .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
            .execute();
          break;
        }
        case 'SeoPageSaved': {
          const d = event.data;
          const row = {
            title: d.title,
            description: d.description,
            keywords: d.keywords,
            image_uri: d.imageURI,
            updated_at: at,
          };
          await trx
            .insertInto('seo_page')
            .values({ page_key: d.pageKey, ...row })
            .onConflict((conflict) => conflict.column('page_key').doUpdateSet(row))
            .execute();
          break;
        }
      }
    }
  },
};
