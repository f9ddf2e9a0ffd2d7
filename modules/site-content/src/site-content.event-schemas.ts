import { legalPageEventSchemas } from './legal/legal-page.events';
import { seoPageEventSchemas } from './seo/seo-page.events';
import { statisticsImageEventSchemas } from './statistics/statistics-image.events';
import { testimonialEventSchemas } from './testimonials/testimonial.events';

/** Every event the site-content module records, with its schema; the composition roots register this list. */
export const siteContentEventSchemas = [
  ...testimonialEventSchemas,
  ...statisticsImageEventSchemas,
  ...seoPageEventSchemas,
  ...legalPageEventSchemas,
] as const;
