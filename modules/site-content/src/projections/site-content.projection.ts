import { occurredAt } from '@notebook/kernel';
import type { Projection } from '@notebook/read-models';
import { type LegalPageEvent, LegalPageEventTypes } from '../legal/legal-page.events';
import { type SeoPageEvent, SeoPageEventTypes } from '../seo/seo-page.events';
import { type StatisticsImageEvent, StatisticsImageEventTypes } from '../statistics/statistics-image.events';
import { type TestimonialEvent, TestimonialEventTypes } from '../testimonials/testimonial.events';

export type SiteContentEvent = TestimonialEvent | StatisticsImageEvent | SeoPageEvent | LegalPageEvent;

/**
 * testimonial, statistics_image, seo_page, legal_page: what the public home page, the footer's terms and
 * privacy pages and the public pages' HTML show,
 * and the admins' lists. Every event carries the whole of what it changes, so each is an upsert.
 */
export const siteContentProjection: Projection<SiteContentEvent> = {
  name: 'site-content',
  version: 2,
  canHandle: [...TestimonialEventTypes, ...StatisticsImageEventTypes, ...SeoPageEventTypes, ...LegalPageEventTypes],
  tables: ['testimonial', 'statistics_image', 'seo_page', 'legal_page'],
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
        case 'LegalPageSaved': {
          const row = { content: event.data.content, updated_at: at };
          await trx
            .insertInto('legal_page')
            .values({ page: event.data.page, ...row })
            .onConflict((conflict) => conflict.column('page').doUpdateSet(row))
            .execute();
          break;
        }
      }
    }
  },
};
