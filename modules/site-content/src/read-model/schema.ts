import type { ContentStatus, LegalPageKey, SeoPageKey, TestimonialColour } from '@notebook/contracts';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends SiteContentTables {}
}

/** A testimonial (projection `site-content`). */
export interface TestimonialTable {
  testimonial_id: string;
  author_name: string;
  author_role: string | null;
  text: string;
  colour: TestimonialColour;
  photo_uri: string | null;
  display_order: number;
  status: ContentStatus;
  updated_at: Date;
}

/** The one statistics image (one row, `id` = 1, once uploaded). */
export interface StatisticsImageTable {
  id: number;
  image_uri: string;
  uploaded_at: Date;
}

/** A public page's SEO, one row per page key once saved. */
export interface SeoPageTable {
  page_key: SeoPageKey;
  title: string;
  description: string;
  keywords: string | null;
  image_uri: string | null;
  updated_at: Date;
}

/** The terms and conditions or the privacy policy (sanitised rich text), one row per page once saved. */
export interface LegalPageTable {
  page: LegalPageKey;
  content: string;
  updated_at: Date;
}

export interface SiteContentTables {
  testimonial: TestimonialTable;
  statistics_image: StatisticsImageTable;
  seo_page: SeoPageTable;
  legal_page: LegalPageTable;
}
