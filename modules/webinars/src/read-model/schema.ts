import type { JSONColumnType } from 'kysely';
import type { ContentStatus } from '@notebook/contracts';
import type { WebinarCategoryFields } from '../categories/webinar-category.events';
import type { WebinarDetails } from '../webinars/webinar.events';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends WebinarsTables {}
}

/** jsonb written as an object (pg sends a plain object as JSON) and read back parsed. */
type Document<Doc extends object> = JSONColumnType<Doc, Doc, Doc>;

/** A category: its fields as recorded, the order and status beside them. */
export interface WebinarCategoryTable {
  webinar_category_id: string;
  display_order: number;
  status: ContentStatus;
  document: Document<WebinarCategoryFields>;
  created_at: Date;
  updated_at: Date;
}

/** A webinar: its details as recorded (the description sanitised), what the lists filter and order by beside them. */
export interface WebinarTable {
  webinar_id: string;
  webinar_category_id: string;
  starts_at: Date;
  duration_minutes: number;
  banner_slug: string | null;
  status: ContentStatus;
  document: Document<WebinarDetails>;
  created_at: Date;
  updated_at: Date;
}

/** A PDF of a webinar, under its generated stored name. */
export interface WebinarResourceTable {
  resource_name: string;
  webinar_id: string;
  title: string;
  size_bytes: number;
  uploaded_at: Date;
}

/** The reader groups of a reader (from identity's ReaderGroupsChanged): whom a webinar's audience names. */
export interface WebinarReaderTable {
  reader_id: string;
  reader_group_ids: string[];
}

/** A pricing plan (PLAN) or reader group (GROUP) that exists, by id: what an audience may name. */
export interface WebinarAudienceChoiceTable {
  choice_id: string;
  kind: 'PLAN' | 'GROUP';
}

export interface WebinarsTables {
  webinar_category: WebinarCategoryTable;
  webinar: WebinarTable;
  webinar_resource: WebinarResourceTable;
  webinar_reader: WebinarReaderTable;
  webinar_audience_choice: WebinarAudienceChoiceTable;
}
