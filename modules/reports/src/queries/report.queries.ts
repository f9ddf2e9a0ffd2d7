import { type Kysely, type Transaction, sql } from 'kysely';
import type { ReportColumn, ReportRow, ReportSeries, ReportType } from '@notebook/contracts';
import type { Database } from '@notebook/read-models';
import { ContentKinds } from '../projections/content-report.projection';
import { SERIES_MONTHS, monthsSince, monthsUpTo, percent, seriesOf } from './report-months';

/** What a report shows, before it is stamped with its type and moment. */
export type ReportBody = { columns: ReportColumn[]; rows: ReportRow[]; series: ReportSeries[] };

type Reader = Transaction<Database>;

const utcMonth = (column: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM')`;

/**
 * Every read of the reports' tables. A report reads its own projection's tables only, either the live
 * ones or an as-of build's copies (`schema`: its tables are found there first, on the search path).
 */
export class ReportQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The report as its tables stand (live, or in `schema`), with charts of the months up to `asOf`. */
  report(reportType: ReportType, asOf: Date, schema: string | null = null): Promise<ReportBody> {
    return this.db.transaction().execute(async (trx) => {
      if (schema) await sql`SET LOCAL search_path TO ${sql.id(schema)}, public`.execute(trx);
      return REPORTS[reportType](trx, asOf);
    });
  }
}

const REPORTS: Record<ReportType, (trx: Reader, asOf: Date) => Promise<ReportBody>> = {
  SUBSCRIPTIONS_REVENUE: revenueReport,
  READERS: readersReport,
  CONTENT: contentReport,
  STUDY: studyReport,
  MOCK_EXAMS: mockExamReport,
  CONTACT_MESSAGES: contactReport,
};

async function revenueReport(trx: Reader, asOf: Date): Promise<ReportBody> {
  const { rows } = await sql<{
    month: string;
    plan_name: string;
    payments: number;
    revenue: number;
    refunded: number;
    new_subscriptions: number;
  }>`
    WITH paid AS (
      SELECT ${utcMonth('paid_at')} AS month, plan_id, count(*)::int AS payments,
        sum(amount_cents)::int AS revenue, sum(refunded_cents)::int AS refunded
      FROM report_payment WHERE paid_at IS NOT NULL AND paid_at <= ${asOf} GROUP BY 1, 2
    ), firsts AS (
      SELECT DISTINCT ON (reader_id) reader_id, plan_id, period_start
      FROM report_paid_period WHERE period_start <= ${asOf} ORDER BY reader_id, period_start
    ), started AS (
      SELECT ${utcMonth('period_start')} AS month, plan_id, count(*)::int AS new_subscriptions FROM firsts GROUP BY 1, 2
    ), plans AS (
      SELECT plan_id, max(plan_name) AS plan_name FROM report_payment GROUP BY plan_id
    )
    SELECT coalesce(p.month, s.month) AS month, coalesce(n.plan_name, '') AS plan_name,
      coalesce(p.payments, 0) AS payments, coalesce(p.revenue, 0) AS revenue, coalesce(p.refunded, 0) AS refunded,
      coalesce(s.new_subscriptions, 0) AS new_subscriptions
    FROM paid p FULL JOIN started s ON s.month = p.month AND s.plan_id = p.plan_id
    LEFT JOIN plans n ON n.plan_id = coalesce(p.plan_id, s.plan_id)
    ORDER BY 1 DESC, 2
  `.execute(trx);
  const months = monthsUpTo(asOf, SERIES_MONTHS);
  const { rows: active } = await sql<{ month: string; readers: number }>`
    SELECT to_char(m.month_start, 'YYYY-MM') AS month, count(DISTINCT p.reader_id)::int AS readers
    FROM unnest(${months.map((month) => `${month}-01`)}::timestamp[]) AS m(month_start)
    JOIN report_paid_period p
      ON p.period_start <= least((m.month_start + interval '1 month') AT TIME ZONE 'UTC', ${asOf})
     AND p.period_end > least((m.month_start + interval '1 month') AT TIME ZONE 'UTC', ${asOf})
    GROUP BY 1
  `.execute(trx);
  const sumBy = (pick: (row: (typeof rows)[number]) => number) => {
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(row.month, (totals.get(row.month) ?? 0) + pick(row));
    return totals;
  };
  return {
    columns: [
      { key: 'month', label: 'Month', kind: 'MONTH' },
      { key: 'plan', label: 'Plan', kind: 'TEXT' },
      { key: 'payments', label: 'Payments', kind: 'COUNT' },
      { key: 'revenue', label: 'Revenue', kind: 'MONEY_CENTS' },
      { key: 'refunded', label: 'Refunded', kind: 'MONEY_CENTS' },
      { key: 'net', label: 'Net revenue', kind: 'MONEY_CENTS' },
      { key: 'newSubscriptions', label: 'New subscriptions', kind: 'COUNT' },
    ],
    rows: rows.map((row) => ({
      month: row.month,
      plan: row.plan_name,
      payments: row.payments,
      revenue: row.revenue,
      refunded: row.refunded,
      net: row.revenue - row.refunded,
      newSubscriptions: row.new_subscriptions,
    })),
    series: [
      seriesOf(
        'net',
        'Net revenue',
        'MONEY_CENTS',
        months,
        sumBy((row) => row.revenue - row.refunded),
      ),
      seriesOf(
        'newSubscriptions',
        'New subscriptions',
        'COUNT',
        months,
        sumBy((row) => row.new_subscriptions),
      ),
      seriesOf(
        'activeSubscriptions',
        'Active subscriptions',
        'COUNT',
        months,
        new Map(active.map((row) => [row.month, row.readers])),
      ),
    ],
  };
}

async function readersReport(trx: Reader, asOf: Date): Promise<ReportBody> {
  const { rows: registered } = await sql<{ month: string; readers: number }>`
    SELECT ${utcMonth('registered_at')} AS month, count(*)::int AS readers
    FROM report_reader WHERE registered_at <= ${asOf} GROUP BY 1 ORDER BY 1
  `.execute(trx);
  const { rows: active } = await sql<{ month: string; readers: number }>`
    SELECT to_char(month, 'YYYY-MM') AS month, count(*)::int AS readers FROM report_reader_activity GROUP BY 1
  `.execute(trx);
  const newByMonth = new Map(registered.map((row) => [row.month, row.readers]));
  const activeByMonth = new Map(active.map((row) => [row.month, row.readers]));
  const first = [registered[0]?.month, [...activeByMonth.keys()].sort()[0]].filter(Boolean).sort()[0] ?? null;
  const months = monthsSince(first, asOf); // newest first
  const totals = new Map<string, number>();
  let running = registered.filter((row) => !months.includes(row.month)).reduce((sum, row) => sum + row.readers, 0);
  for (const month of [...months].reverse()) {
    running += newByMonth.get(month) ?? 0;
    totals.set(month, running);
  }
  const chartMonths = monthsUpTo(asOf, SERIES_MONTHS);
  const chartTotals = new Map(chartMonths.map((month) => [month, totalAt(month, totals, registered)]));
  return {
    columns: [
      { key: 'month', label: 'Month', kind: 'MONTH' },
      { key: 'newReaders', label: 'New readers', kind: 'COUNT' },
      { key: 'activeReaders', label: 'Active readers', kind: 'COUNT' },
      { key: 'totalReaders', label: 'Readers at month end', kind: 'COUNT' },
    ],
    rows: months.map((month) => ({
      month,
      newReaders: newByMonth.get(month) ?? 0,
      activeReaders: activeByMonth.get(month) ?? 0,
      totalReaders: totals.get(month) ?? 0,
    })),
    series: [
      seriesOf('newReaders', 'New readers', 'COUNT', chartMonths, newByMonth),
      seriesOf('activeReaders', 'Active readers', 'COUNT', chartMonths, activeByMonth),
      seriesOf('totalReaders', 'Readers at month end', 'COUNT', chartMonths, chartTotals),
    ],
  };
}

function totalAt(month: string, totals: ReadonlyMap<string, number>, registered: { month: string; readers: number }[]) {
  return totals.get(month) ?? registered.filter((row) => row.month <= month).reduce((sum, row) => sum + row.readers, 0);
}

const CONTENT_LABELS: Record<(typeof ContentKinds)[number], string> = {
  CHAPTER: 'Chapters',
  TOPIC: 'Topics',
  LESSON: 'Lessons',
  NOTE: 'Notes',
  AKT_QUESTION: 'AKT questions',
  MSQ_QUESTION: 'KFP(MSQ) questions',
  KFP_CASE: 'KFP cases',
};

async function contentReport(trx: Reader, asOf: Date): Promise<ReportBody> {
  const { rows } = await sql<{ kind: string; active: number; inactive: number }>`
    SELECT kind, count(*) FILTER (WHERE status = 'ACT')::int AS active, count(*) FILTER (WHERE status <> 'ACT')::int AS inactive
    FROM report_content_item GROUP BY kind
  `.execute(trx);
  const months = monthsUpTo(asOf, SERIES_MONTHS);
  const { rows: added } = await sql<{ month: string; items: number }>`
    SELECT ${utcMonth('created_at')} AS month, count(*)::int AS items FROM report_content_item
    WHERE created_at >= ${`${months[0]}-01T00:00:00Z`}::timestamptz GROUP BY 1
  `.execute(trx);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return {
    columns: [
      { key: 'content', label: 'Content', kind: 'TEXT' },
      { key: 'active', label: 'Active', kind: 'COUNT' },
      { key: 'inactive', label: 'Inactive', kind: 'COUNT' },
      { key: 'total', label: 'Total', kind: 'COUNT' },
    ],
    rows: ContentKinds.map((kind) => {
      const counts = byKind.get(kind) ?? { active: 0, inactive: 0 };
      return {
        content: CONTENT_LABELS[kind],
        active: counts.active,
        inactive: counts.inactive,
        total: counts.active + counts.inactive,
      };
    }),
    series: [seriesOf('added', 'Items added', 'COUNT', months, new Map(added.map((row) => [row.month, row.items])))],
  };
}

async function studyReport(trx: Reader, asOf: Date): Promise<ReportBody> {
  const { rows } = await sql<{
    chapter_name: string;
    lessons_read: number;
    readers: number;
    answers: number;
    full_marks: number;
    marks: string;
    out_of: string;
  }>`
    WITH reading AS (
      SELECT t.chapter_id, count(*)::int AS lessons_read, count(DISTINCT r.reader_id)::int AS readers
      FROM report_study_reading r
      JOIN report_study_lesson l ON l.lesson_id = r.lesson_id
      JOIN report_study_topic t ON t.topic_id = l.topic_id
      GROUP BY t.chapter_id
    ), answered AS (
      SELECT t.chapter_id, sum(a.answers)::int AS answers, sum(a.full_marks)::int AS full_marks,
        sum(a.marks) AS marks, sum(a.out_of) AS out_of
      FROM report_study_answers a
      JOIN report_study_question q ON q.question_id = a.question_id
      JOIN report_study_topic t ON t.topic_id = q.topic_id
      GROUP BY t.chapter_id
    )
    SELECT c.chapter_name, coalesce(r.lessons_read, 0) AS lessons_read, coalesce(r.readers, 0) AS readers,
      coalesce(a.answers, 0) AS answers, coalesce(a.full_marks, 0) AS full_marks,
      coalesce(a.marks, 0)::text AS marks, coalesce(a.out_of, 0)::text AS out_of
    FROM report_study_chapter c
    LEFT JOIN reading r ON r.chapter_id = c.chapter_id
    LEFT JOIN answered a ON a.chapter_id = c.chapter_id
    ORDER BY c.chapter_name, c.chapter_id
  `.execute(trx);
  const months = monthsUpTo(asOf, SERIES_MONTHS);
  const { rows: monthly } = await sql<{ month: string; answers: number; marks: string; out_of: string }>`
    SELECT to_char(month, 'YYYY-MM') AS month, sum(answers)::int AS answers, sum(marks)::text AS marks, sum(out_of)::text AS out_of
    FROM report_study_answers WHERE month >= ${`${months[0]}-01`}::date GROUP BY 1
  `.execute(trx);
  return {
    columns: [
      { key: 'chapter', label: 'Chapter', kind: 'TEXT' },
      { key: 'lessonsRead', label: 'Lessons marked read', kind: 'COUNT' },
      { key: 'readers', label: 'Readers reading', kind: 'COUNT' },
      { key: 'answers', label: 'Practice answers', kind: 'COUNT' },
      { key: 'fullMarks', label: 'Answered right', kind: 'COUNT' },
      { key: 'accuracy', label: 'Accuracy', kind: 'PERCENT' },
    ],
    rows: rows.map((row) => ({
      chapter: row.chapter_name,
      lessonsRead: row.lessons_read,
      readers: row.readers,
      answers: row.answers,
      fullMarks: row.full_marks,
      accuracy: percent(Number(row.marks), Number(row.out_of)),
    })),
    series: [
      seriesOf('answers', 'Practice answers', 'COUNT', months, new Map(monthly.map((row) => [row.month, row.answers]))),
      seriesOf(
        'accuracy',
        'Accuracy',
        'PERCENT',
        months,
        new Map(monthly.map((row) => [row.month, percent(Number(row.marks), Number(row.out_of)) ?? 0])),
      ),
    ],
  };
}

async function mockExamReport(trx: Reader, asOf: Date): Promise<ReportBody> {
  const { rows } = await sql<{
    mock_exam_name: string;
    mock_exam_type: string;
    started: number;
    submitted: number;
    average: string | null;
    best: string | null;
    passed: number;
    has_pass_mark: boolean;
  }>`
    SELECT e.mock_exam_name, e.mock_exam_type, count(a.mock_attempt_id)::int AS started,
      count(a.submitted_at)::int AS submitted, round(avg(a.score), 1)::text AS average, max(a.score)::text AS best,
      count(*) FILTER (WHERE e.pass_mark IS NOT NULL AND a.score >= e.pass_mark)::int AS passed,
      e.pass_mark IS NOT NULL AS has_pass_mark
    FROM report_mock_exam e LEFT JOIN report_mock_attempt a ON a.mock_exam_id = e.mock_exam_id
    GROUP BY e.mock_exam_id ORDER BY e.mock_exam_name, e.mock_exam_id
  `.execute(trx);
  const months = monthsUpTo(asOf, SERIES_MONTHS);
  const { rows: monthly } = await sql<{ month: string; submitted: number; average: string }>`
    SELECT ${utcMonth('submitted_at')} AS month, count(*)::int AS submitted, round(avg(score), 1)::text AS average
    FROM report_mock_attempt WHERE submitted_at >= ${`${months[0]}-01T00:00:00Z`}::timestamptz GROUP BY 1
  `.execute(trx);
  const number = (text: string | null) => (text === null ? null : Number(text));
  return {
    columns: [
      { key: 'mockExam', label: 'Mock exam', kind: 'TEXT' },
      { key: 'type', label: 'Type', kind: 'TEXT' },
      { key: 'started', label: 'Attempts started', kind: 'COUNT' },
      { key: 'submitted', label: 'Submitted', kind: 'COUNT' },
      { key: 'averageScore', label: 'Average score', kind: 'PERCENT' },
      { key: 'bestScore', label: 'Best score', kind: 'PERCENT' },
      { key: 'passed', label: 'Passed', kind: 'COUNT' },
      { key: 'passRate', label: 'Pass rate', kind: 'PERCENT' },
    ],
    rows: rows.map((row) => ({
      mockExam: row.mock_exam_name,
      type: row.mock_exam_type,
      started: row.started,
      submitted: row.submitted,
      averageScore: number(row.average),
      bestScore: number(row.best),
      passed: row.has_pass_mark ? row.passed : null,
      passRate: row.has_pass_mark ? percent(row.passed, row.submitted) : null,
    })),
    series: [
      seriesOf('submitted', 'Attempts submitted', 'COUNT', months, new Map(monthly.map((r) => [r.month, r.submitted]))),
      seriesOf(
        'averageScore',
        'Average score',
        'PERCENT',
        months,
        new Map(monthly.map((r) => [r.month, Number(r.average)])),
      ),
    ],
  };
}

async function contactReport(trx: Reader, asOf: Date): Promise<ReportBody> {
  const { rows } = await sql<{ month: string; received: number; handled: number; hours: string | null }>`
    SELECT ${utcMonth('received_at')} AS month, count(*)::int AS received, count(acknowledged_at)::int AS handled,
      round((avg(extract(epoch FROM acknowledged_at - received_at)) / 3600)::numeric, 1)::text AS hours
    FROM report_contact_message GROUP BY 1 ORDER BY 1 DESC
  `.execute(trx);
  const { rows: handledRows } = await sql<{ month: string; handled: number }>`
    SELECT ${utcMonth('acknowledged_at')} AS month, count(*)::int AS handled
    FROM report_contact_message WHERE acknowledged_at IS NOT NULL GROUP BY 1
  `.execute(trx);
  const months = monthsUpTo(asOf, SERIES_MONTHS);
  return {
    columns: [
      { key: 'month', label: 'Month', kind: 'MONTH' },
      { key: 'received', label: 'Received', kind: 'COUNT' },
      { key: 'handled', label: 'Handled', kind: 'COUNT' },
      { key: 'unread', label: 'Still unread', kind: 'COUNT' },
      { key: 'averageHoursToHandle', label: 'Average hours to handle', kind: 'COUNT' },
    ],
    rows: rows.map((row) => ({
      month: row.month,
      received: row.received,
      handled: row.handled,
      unread: row.received - row.handled,
      averageHoursToHandle: row.hours === null ? null : Number(row.hours),
    })),
    series: [
      seriesOf('received', 'Received', 'COUNT', months, new Map(rows.map((row) => [row.month, row.received]))),
      seriesOf('handled', 'Handled', 'COUNT', months, new Map(handledRows.map((row) => [row.month, row.handled]))),
    ],
  };
}
