import type { ContentStatus, WebinarCategory } from '@notebook/contracts';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends WebinarsTables {}
}

export interface WebinarCategoryTable {
  webinar_category_id: string;
  category_type: WebinarCategory['categoryType'];
  category_code: WebinarCategory['categoryCode'];
  category_name: string;
  display_order: number;
  status: ContentStatus;
  created_at: Date;
  updated_at: Date;
}

export interface WebinarTable {
  webinar_id: string;
  webinar_name: string;
  webinar_category_id: string;
  presenter: string;
  /** Sanitised rich text. */
  description: string | null;
  starts_at: Date;
  duration_minutes: number;
  join_link: string;
  recording_link: string | null;
  banner_slug: string | null;
  status: ContentStatus;
  created_at: Date;
  updated_at: Date;
}

export interface WebinarsTables {
  webinar_category: WebinarCategoryTable;
  webinar: WebinarTable;
}
