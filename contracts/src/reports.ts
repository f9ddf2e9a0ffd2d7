import { z } from 'zod';
import { Messages } from './messages';
import { AdminRoutes } from './routes';

/**
 * Reports and the admin dashboard (issue 27, spec section 2 /admin/report and /admin/dashboard;
 * section 6: both need only the admin type). Every report is built by a projection of the reports
 * module from other modules' events, live or as of a past moment (a replay of the log up to then).
 */

/** Spec section 3 "report types (values not shown)": designed (issue 27). */
export const ReportTypes = [
  'SUBSCRIPTIONS_REVENUE',
  'READERS',
  'CONTENT',
  'STUDY',
  'MOCK_EXAMS',
  'CONTACT_MESSAGES',
] as const;
export type ReportType = (typeof ReportTypes)[number];

/** What the report picker shows for each type. */
export const ReportTypeLabels: Record<ReportType, string> = {
  SUBSCRIPTIONS_REVENUE: 'Subscriptions and revenue',
  READERS: 'Readers',
  CONTENT: 'Content',
  STUDY: 'Study',
  MOCK_EXAMS: 'Mock exam results',
  CONTACT_MESSAGES: 'Contact messages',
};

/**
 * POST adminReport/getReport. `asOf` (an ISO 8601 instant with offset) asks for the report as the log
 * stood then; absent means now (the live read model). The server rounds `asOf` down to the minute
 * (UTC) and builds once per minute and report type; a moment in the future is refused (400 on asOf).
 */
export const getReportRequest = z.object({
  reportType: z.enum(ReportTypes, { error: Messages.invalidEntry }),
  asOf: z.iso.datetime({ offset: true, error: Messages.invalidDateTime }).optional(),
});
export type GetReportRequest = z.input<typeof getReportRequest>;

/** How a column's (or a series') values are shown: money is in cents (AUD), percent is 0..100. */
export const ReportValueKinds = ['TEXT', 'COUNT', 'MONEY_CENTS', 'PERCENT', 'MONTH'] as const;
export type ReportValueKind = (typeof ReportValueKinds)[number];

export type ReportColumn = { key: string; label: string; kind: ReportValueKind };
export type ReportCell = string | number | null;
/** One row: a value per column key. */
export type ReportRow = Record<string, ReportCell>;
/** A monthly series for a chart: `month` is 'YYYY-MM' (UTC), oldest first, no gaps. */
export type ReportSeriesPoint = { month: string; value: number };
export type ReportSeries = { key: string; label: string; kind: ReportValueKind; points: ReportSeriesPoint[] };

/** A report ready to show. `asOf` null: live (now). `builtAt`: when the answer was made or the build finished. */
export type ReadyReport = {
  status: 'READY';
  reportType: ReportType;
  asOf: string | null;
  builtAt: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  series: ReportSeries[];
};

/** How far an as-of build has come; poll getReport again with the same body (every second or two). */
export type ReportBuildProgress = { eventsApplied: number; eventsTotal: number; percent: number };
export type BuildingReport = {
  status: 'BUILDING';
  reportType: ReportType;
  asOf: string;
  progress: ReportBuildProgress;
};
export type ReportResult = ReadyReport | BuildingReport;

/** POST adminReport/getDashboard: no body (an empty object is accepted). */
export const getDashboardRequest = z.object({}).optional();
export type GetDashboardRequest = z.input<typeof getDashboardRequest>;

export const DashboardFigureKeys = [
  'READERS',
  'NEW_READERS_THIS_MONTH',
  'ACTIVE_SUBSCRIPTIONS',
  'REVENUE_THIS_MONTH',
  'SIGN_INS_TODAY',
  'UNREAD_CONTACT_MESSAGES',
  'UPCOMING_WEBINARS',
  'UPCOMING_MOCK_EXAMS',
] as const;
export type DashboardFigureKey = (typeof DashboardFigureKeys)[number];

/** A point of a figure's trend: `period` is 'YYYY-MM' (MONTH), the week's Monday 'YYYY-MM-DD' (WEEK) or the day (DAY), UTC. */
export type DashboardTrendPoint = { period: string; value: number };
/** The next few items behind an "upcoming" figure. */
export type DashboardUpcomingItem = { id: string; title: string; startsAt: string };

export type DashboardFigure = {
  key: DashboardFigureKey;
  label: string;
  kind: 'COUNT' | 'MONEY_CENTS';
  value: number;
  trendUnit: 'DAY' | 'WEEK' | 'MONTH';
  /** Oldest first, the current period last. */
  trend: DashboardTrendPoint[];
  /** The admin list the figure links to (an AdminRoutes value). */
  linkRoute: string;
  upcoming?: DashboardUpcomingItem[];
};
export type DashboardResult = { generatedAt: string; figures: DashboardFigure[] };

export const DashboardFigureLabels: Record<DashboardFigureKey, string> = {
  READERS: 'Readers',
  NEW_READERS_THIS_MONTH: 'New readers this month',
  ACTIVE_SUBSCRIPTIONS: 'Active subscriptions',
  REVENUE_THIS_MONTH: 'Revenue this month',
  SIGN_INS_TODAY: 'Sign-ins today',
  UNREAD_CONTACT_MESSAGES: 'Unread contact messages',
  UPCOMING_WEBINARS: 'Upcoming webinars',
  UPCOMING_MOCK_EXAMS: 'Upcoming mock exams',
};

/** Where each figure links: its admin list. */
export const DashboardFigureLinks: Record<DashboardFigureKey, string> = {
  READERS: AdminRoutes.readers,
  NEW_READERS_THIS_MONTH: AdminRoutes.readers,
  ACTIVE_SUBSCRIPTIONS: AdminRoutes.readers,
  REVENUE_THIS_MONTH: AdminRoutes.report,
  SIGN_INS_TODAY: AdminRoutes.readers,
  UNREAD_CONTACT_MESSAGES: AdminRoutes.contactUs,
  UPCOMING_WEBINARS: AdminRoutes.webinars,
  UPCOMING_MOCK_EXAMS: AdminRoutes.aktMockExam,
};

/** A report's rows beyond this are not exported (CSV); no report comes near it today. */
export const REPORT_CSV_MAX_ROWS = 10_000;

/**
 * The CSV of a ready report, built where the rows are (the web app builds it from the answer; no
 * separate call): a header of column labels, then one line per row, at most REPORT_CSV_MAX_ROWS rows.
 * Money is written in dollars with two decimals; cells are quoted when they hold a comma, quote or
 * line break, and a leading =, +, - or @ is prefixed with ' so a spreadsheet does not run it.
 */
export function reportToCsv(report: Pick<ReadyReport, 'columns' | 'rows'>): string {
  const header = report.columns.map((column) => csvCell(column.label));
  const lines = report.rows
    .slice(0, REPORT_CSV_MAX_ROWS)
    .map((row) => report.columns.map((column) => csvCell(csvValue(row[column.key] ?? null, column.kind))).join(','));
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The file name an export is saved under, e.g. report-subscriptions_revenue-2026-05-31.csv. */
export function reportCsvFileName(reportType: ReportType, asOf: string | null, now: Date = new Date()): string {
  const day = (asOf ?? now.toISOString()).slice(0, 10);
  return `report-${reportType.toLowerCase()}-${day}.csv`;
}

function csvValue(value: ReportCell, kind: ReportValueKind): string {
  if (value === null) return '';
  if (kind === 'MONEY_CENTS' && typeof value === 'number') return (value / 100).toFixed(2);
  return String(value);
}

function csvCell(text: string): string {
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
