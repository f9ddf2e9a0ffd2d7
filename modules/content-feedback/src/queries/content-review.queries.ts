import { type Kysely, sql } from 'kysely';
import {
  CONTENT_REVIEW_AFTER_MONTHS,
  type ContentNeedingReview,
  type ContentReportContentType,
  type ContentReviewReason,
  type ContentSourceItem,
  OPEN_CONTENT_REPORT_STATUSES,
  type Paged,
} from '@notebook/contracts';
import { pagedRows } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';

/** The date a review must be on or after not to be due: `today` less 12 months (YYYY-MM-DD). */
export function reviewCutoff(today: string): string {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  const years = Math.floor(CONTENT_REVIEW_AFTER_MONTHS / 12);
  return `${String(year - years).padStart(4, '0')}${rest}`;
}

/** The admins' review list and the sources readers see, from the content-review read model. */
export class ContentReviewQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Active content last reviewed before the cutoff (or never), or with open reports (NEW, ACCEPTED):
   * those with open reports first, then the oldest review (never reviewed first); only `kinds`.
   */
  async needingReview(
    request: { page: number; rows: number; contentType?: ContentReportContentType; reason?: ContentReviewReason },
    kinds: readonly ContentReportContentType[],
    today: string,
  ): Promise<Paged<ContentNeedingReview>> {
    const wanted = request.contentType ? kinds.filter((kind) => kind === request.contentType) : kinds;
    if (wanted.length === 0) return { pageData: [], totalNoOfRecords: 0 };
    const cutoff = reviewCutoff(today);
    const openReports = this.db
      .selectFrom('content_report')
      .select((eb) => ['content_id', eb.fn.countAll<string>().as('open_reports')])
      .where('status', 'in', [...OPEN_CONTENT_REPORT_STATUSES])
      .groupBy('content_id')
      .as('o');
    const due = sql<boolean>`(r.last_reviewed_on IS NULL OR r.last_reviewed_on < ${cutoff})`;
    const hasOpen = sql<boolean>`(o.open_reports IS NOT NULL)`;
    const wantedRows =
      request.reason === 'NOT_REVIEWED'
        ? due
        : request.reason === 'OPEN_REPORTS'
          ? hasOpen
          : sql<boolean>`(${due} OR ${hasOpen})`;
    const query = this.db
      .selectFrom('content_review as r')
      .leftJoin(openReports, 'o.content_id', 'r.content_id')
      .leftJoin('content_review_lesson as l', 'l.lesson_id', 'r.lesson_id')
      .where('r.content_type', 'in', [...wanted])
      .where('r.status', '=', 'ACT')
      .where(wantedRows);
    const ordered = (filtered: typeof query) =>
      filtered
        .select([
          'r.content_type',
          'r.content_id',
          'r.content_name',
          'r.lesson_id',
          'r.source_title',
          'r.source_url',
          'r.last_reviewed_on',
          sql<string | null>`COALESCE(r.topic_id, l.topic_id)`.as('topic_id'),
          sql<number>`COALESCE(o.open_reports, 0)::int`.as('open_reports'),
          due.as('review_due'),
        ])
        .orderBy(sql`COALESCE(o.open_reports, 0)`, 'desc')
        .orderBy(sql`r.last_reviewed_on ASC NULLS FIRST`)
        .orderBy('r.content_name')
        .orderBy('r.content_id');
    return pagedRows(query, ordered, request, (row) => ({
      contentType: row.content_type,
      contentID: row.content_id,
      contentName: row.content_name,
      topicID: row.topic_id ?? '',
      lessonID: row.lesson_id,
      sourceTitle: row.source_title,
      sourceUrl: row.source_url,
      lastReviewedOn: row.last_reviewed_on,
      openReports: row.open_reports,
      reviewDue: row.review_due,
    }));
  }

  /** The recorded sources of these contents of one kind (contents with none recorded are left out). */
  async sources(contentType: ContentReportContentType, contentIDs: readonly string[]): Promise<ContentSourceItem[]> {
    if (contentIDs.length === 0) return [];
    const rows = await this.db
      .selectFrom('content_review')
      .select(['content_id', 'source_title', 'source_url', 'last_reviewed_on'])
      .where('content_type', '=', contentType)
      .where('content_id', 'in', [...contentIDs])
      .where((eb) => eb.or([eb('source_title', 'is not', null), eb('last_reviewed_on', 'is not', null)]))
      .execute();
    return rows.map((row) => ({
      contentID: row.content_id,
      sourceTitle: row.source_title,
      sourceUrl: row.source_url,
      lastReviewedOn: row.last_reviewed_on,
    }));
  }
}
