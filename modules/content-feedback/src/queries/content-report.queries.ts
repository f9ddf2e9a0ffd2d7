import type { Kysely } from 'kysely';
import {
  type AdminContentReport,
  type ContentReportContentType,
  type ContentReportReason,
  type ContentReportStatus,
  type MyContentReport,
  OPEN_CONTENT_REPORT_STATUSES,
  type Paged,
} from '@notebook/contracts';
import { pagedRows } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';

type Row = Database['content_report'];

const toMyReport = (row: Row): MyContentReport => ({
  contentReportID: row.content_report_id,
  contentType: row.content_type,
  contentID: row.content_id,
  contentName: row.content_name,
  reason: row.reason,
  text: row.text,
  status: row.status,
  reply: row.reply,
  reportedAt: row.reported_at.toISOString(),
  answeredAt: row.answered_at?.toISOString() ?? null,
});

const toAdminReport = (row: Row): AdminContentReport => ({
  ...toMyReport(row),
  readerID: row.reader_id,
  topicID: row.topic_id,
  lessonID: row.lesson_id,
});

/** The admins' queue and each reader's own reports, from the content-reports read model. */
export class ContentReportQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first; only the kinds the admin may triage (none: an empty page). */
  async page(
    request: {
      page: number;
      rows: number;
      contentType?: ContentReportContentType;
      reason?: ContentReportReason;
      status?: ContentReportStatus;
    },
    kinds: readonly ContentReportContentType[],
  ): Promise<Paged<AdminContentReport>> {
    const wanted = request.contentType ? kinds.filter((kind) => kind === request.contentType) : kinds;
    if (wanted.length === 0) return { pageData: [], totalNoOfRecords: 0 };
    let query = this.db.selectFrom('content_report').where('content_type', 'in', [...wanted]);
    if (request.reason) query = query.where('reason', '=', request.reason);
    if (request.status) query = query.where('status', '=', request.status);
    const ordered = (filtered: typeof query) =>
      filtered.selectAll().orderBy('reported_at', 'desc').orderBy('content_report_id', 'desc');
    return pagedRows(query, ordered, request, toAdminReport);
  }

  /** A reader's own reports, newest first. */
  async mine(readerID: string, request: { page: number; rows: number }): Promise<Paged<MyContentReport>> {
    const query = this.db.selectFrom('content_report').where('reader_id', '=', readerID);
    const ordered = (filtered: typeof query) =>
      filtered.selectAll().orderBy('reported_at', 'desc').orderBy('content_report_id', 'desc');
    return pagedRows(query, ordered, request, toMyReport);
  }

  async byID(contentReportID: string): Promise<AdminContentReport | undefined> {
    const row = await this.db
      .selectFrom('content_report')
      .selectAll()
      .where('content_report_id', '=', contentReportID)
      .executeTakeFirst();
    return row && toAdminReport(row);
  }

  /** Whether the reader has a report of this content still open (NEW or ACCEPTED). */
  async hasOpenReport(readerID: string, contentType: ContentReportContentType, contentID: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('content_report')
      .select('content_report_id')
      .where('reader_id', '=', readerID)
      .where('content_type', '=', contentType)
      .where('content_id', '=', contentID)
      .where('status', 'in', [...OPEN_CONTENT_REPORT_STATUSES])
      .executeTakeFirst();
    return !!row;
  }
}
