import {
  type DashboardFigure,
  type DashboardFigureKey,
  DashboardFigureLabels,
  DashboardFigureLinks,
  type DashboardResult,
  type DashboardTrendPoint,
} from '@notebook/contracts';
import type { Clock } from '@notebook/kernel';
import type { UserDirectory } from '@notebook/identity';
import type { MockExamScheduleQueries } from '@notebook/mock-exams';
import type { WebinarScheduleQueries } from '@notebook/webinars';
import type { DashboardQueries, PeriodCounts } from './queries/dashboard.queries';
import { monthsUpTo } from './queries/report-months';

const DAY_MS = 86_400_000;
/** How many periods a figure's trend shows. */
const TREND_MONTHS = 12;
const TREND_WEEKS = 12;
const TREND_DAYS = 14;
/** The upcoming items a figure lists, and how far ahead it looks. */
const UPCOMING_SHOWN = 3;
const UPCOMING_DAYS = 365;

/**
 * Today's key figures for /admin/dashboard: readers, subscriptions, revenue and contact messages from
 * the reports' own read model; sign-ins from identity's directory; upcoming webinars and mock exams
 * from those modules' schedule queries. Every figure has a small trend and the admin list it links to.
 */
export class DashboardService {
  constructor(
    private readonly queries: DashboardQueries,
    private readonly users: UserDirectory,
    private readonly webinars: WebinarScheduleQueries,
    private readonly mockExams: MockExamScheduleQueries,
    private readonly clock: Clock,
  ) {}

  async getDashboard(): Promise<DashboardResult> {
    const now = this.clock.now();
    const months = monthsUpTo(now, TREND_MONTHS);
    const firstMonth = new Date(`${months[0]}-01T00:00:00Z`);
    const weeks = weekStarts(now, TREND_WEEKS);
    const firstWeek = new Date(`${weeks[0]}T00:00:00Z`);
    const days = Array.from({ length: TREND_DAYS }, (_, index) =>
      dayKey(new Date(now.getTime() - (TREND_DAYS - 1 - index) * DAY_MS)),
    );
    const monthEnds = months.map((month, index) => ({
      period: month,
      at: index === months.length - 1 ? now : new Date(`${months[index + 1]}-01T00:00:00Z`),
    }));

    const [readers, newReaders, active, revenue, unread, messages, signIns, webinars, mockExams] = await Promise.all([
      this.queries.readerCount(),
      this.queries.newReadersByMonth(firstMonth),
      this.queries.activeSubscriptionsAt(monthEnds),
      this.queries.revenueByMonth(firstMonth),
      this.queries.unreadContactMessages(),
      this.queries.contactMessagesByWeek(firstWeek),
      this.users.signInsByDay(new Date(`${days[0]}T00:00:00Z`)),
      this.webinars.overlapping(firstWeek, new Date(now.getTime() + UPCOMING_DAYS * DAY_MS)),
      this.mockExams.overlapping(firstWeek, new Date(now.getTime() + UPCOMING_DAYS * DAY_MS)),
    ]);
    const currentMonth = months.at(-1)!;
    const readerTotals = runningTotals(months, newReaders, readers);

    const liveWebinars = webinars.filter((webinar) => webinar.status === 'ACT');
    const liveMockExams = mockExams.filter((exam) => exam.status === 'ACTIVE');
    const upcomingWebinars = liveWebinars.filter((webinar) => webinar.startsAt.getTime() >= now.getTime());
    const upcomingMockExams = liveMockExams.filter((exam) => exam.windowStart.getTime() >= now.getTime());

    const figures: DashboardFigure[] = [
      figure('READERS', 'COUNT', readers, 'MONTH', trendOf(months, readerTotals)),
      figure(
        'NEW_READERS_THIS_MONTH',
        'COUNT',
        newReaders.get(currentMonth) ?? 0,
        'MONTH',
        trendOf(months, newReaders),
      ),
      figure('ACTIVE_SUBSCRIPTIONS', 'COUNT', active.get(currentMonth) ?? 0, 'MONTH', trendOf(months, active)),
      figure('REVENUE_THIS_MONTH', 'MONEY_CENTS', revenue.get(currentMonth) ?? 0, 'MONTH', trendOf(months, revenue)),
      figure('SIGN_INS_TODAY', 'COUNT', signIns.get(dayKey(now)) ?? 0, 'DAY', trendOf(days, signIns)),
      figure('UNREAD_CONTACT_MESSAGES', 'COUNT', unread, 'WEEK', trendOf(weeks, messages)),
      {
        ...figure(
          'UPCOMING_WEBINARS',
          'COUNT',
          upcomingWebinars.length,
          'WEEK',
          trendOf(weeks, countByWeek(liveWebinars.map((webinar) => webinar.startsAt))),
        ),
        upcoming: upcomingWebinars.slice(0, UPCOMING_SHOWN).map((webinar) => ({
          id: webinar.webinarID,
          title: webinar.webinarName,
          startsAt: webinar.startsAt.toISOString(),
        })),
      },
      {
        ...figure(
          'UPCOMING_MOCK_EXAMS',
          'COUNT',
          upcomingMockExams.length,
          'WEEK',
          trendOf(weeks, countByWeek(liveMockExams.map((exam) => exam.windowStart))),
        ),
        upcoming: upcomingMockExams
          .slice(0, UPCOMING_SHOWN)
          .map((exam) => ({ id: exam.mockExamID, title: exam.mockExamName, startsAt: exam.windowStart.toISOString() })),
      },
    ];
    return { generatedAt: now.toISOString(), figures };
  }
}

function figure(
  key: DashboardFigureKey,
  kind: DashboardFigure['kind'],
  value: number,
  trendUnit: DashboardFigure['trendUnit'],
  trend: DashboardTrendPoint[],
): DashboardFigure {
  return {
    key,
    label: DashboardFigureLabels[key],
    kind,
    value,
    trendUnit,
    trend,
    linkRoute: DashboardFigureLinks[key],
  };
}

function trendOf(periods: readonly string[], counts: ReadonlyMap<string, number>): DashboardTrendPoint[] {
  return periods.map((period) => ({ period, value: counts.get(period) ?? 0 }));
}

/** Readers at each month's end: today's total less those registered in the months after. */
function runningTotals(months: readonly string[], added: PeriodCounts, total: number): PeriodCounts {
  const totals = new Map<string, number>();
  let running = total;
  for (const month of [...months].reverse()) {
    totals.set(month, running);
    running -= added.get(month) ?? 0;
  }
  return totals;
}

function dayKey(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The Monday (UTC) of a moment's ISO week, 'YYYY-MM-DD'. */
function weekOf(moment: Date): string {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return dayKey(new Date(day.getTime() - sinceMonday * DAY_MS));
}

/** The Mondays of the `count` weeks up to and including this one, oldest first. */
function weekStarts(now: Date, count: number): string[] {
  const monday = new Date(`${weekOf(now)}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, index) => dayKey(new Date(monday - (count - 1 - index) * 7 * DAY_MS)));
}

function countByWeek(moments: readonly Date[]): PeriodCounts {
  const counts = new Map<string, number>();
  for (const moment of moments) counts.set(weekOf(moment), (counts.get(weekOf(moment)) ?? 0) + 1);
  return counts;
}
