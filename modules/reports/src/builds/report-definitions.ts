import type { ReportType } from '@notebook/contracts';
import type { Projection } from '@notebook/read-models';
import { contactReportProjection } from '../projections/contact-report.projection';
import { contentReportProjection } from '../projections/content-report.projection';
import { mockExamReportProjection } from '../projections/mock-exam-report.projection';
import { readersReportProjection } from '../projections/readers-report.projection';
import { revenueReportProjection } from '../projections/revenue-report.projection';
import { studyReportProjection } from '../projections/study-report.projection';

/** The projection each report is built by: an as-of build of a report replays only its projection's events. */
export const reportProjections: Record<ReportType, Projection> = {
  SUBSCRIPTIONS_REVENUE: revenueReportProjection,
  READERS: readersReportProjection,
  CONTENT: contentReportProjection,
  STUDY: studyReportProjection,
  MOCK_EXAMS: mockExamReportProjection,
  CONTACT_MESSAGES: contactReportProjection,
};

/** Every projection of the module, once, for its definition (the worker runs them, replay rebuilds them). */
export const allReportProjections: readonly Projection[] = Object.values(reportProjections);

/** An as-of build is made for the asOf rounded down to the minute (UTC): one build per report and minute. */
export function roundAsOf(asOf: Date): Date {
  return new Date(Math.floor(asOf.getTime() / 60_000) * 60_000);
}

/** `report_as_of_<type>_<yyyymmddhhmm>`: where an as-of build of one report is kept (the cache). */
export function reportBuildSchema(reportType: ReportType, until: Date): string {
  const digits = until.toISOString().slice(0, 16).replace(/\D/g, '');
  return `${REPORT_BUILD_SCHEMA_PREFIX}${reportType.toLowerCase()}_${digits}`;
}
export const REPORT_BUILD_SCHEMA_PREFIX = 'report_as_of_';
