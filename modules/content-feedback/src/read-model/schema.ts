import type { ContentReportContentType, ContentReportReason, ContentReportStatus } from '@notebook/contracts';

/**
 * The read model this module keeps: its tables as Kysely sees them. The augmentation adds them to the
 * application's one `Database` type; only this module's queries and projections may name them (modules.shape).
 */
declare module '@notebook/read-models' {
  interface Database extends ContentFeedbackTables {}
}

/** An error report on content (projection `content-reports`). */
export interface ContentReportTable {
  content_report_id: string;
  reader_id: string;
  content_type: ContentReportContentType;
  content_id: string;
  content_name: string;
  topic_id: string;
  lesson_id: string | null;
  reason: ContentReportReason;
  text: string;
  status: ContentReportStatus;
  reply: string | null;
  reported_at: Date;
  answered_at: Date | null;
  /** The admin who answered last (actor id). */
  answered_by: string | null;
}

/** A note, question or case and its source (projection `content-review`); removed items leave. */
export interface ContentReviewTable {
  content_id: string;
  content_type: ContentReportContentType;
  content_name: string;
  /** Questions and cases; a note's comes from its lesson (content_review_lesson). */
  topic_id: string | null;
  lesson_id: string | null;
  status: 'ACT' | 'INA';
  source_title: string | null;
  source_url: string | null;
  /** YYYY-MM-DD. */
  last_reviewed_on: string | null;
}

export interface ContentReviewLessonTable {
  lesson_id: string;
  topic_id: string;
}

export interface ContentFeedbackTables {
  content_report: ContentReportTable;
  content_review: ContentReviewTable;
  content_review_lesson: ContentReviewLessonTable;
}
