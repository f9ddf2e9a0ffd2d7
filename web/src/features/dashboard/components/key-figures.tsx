import type { DashboardFigure, DashboardFigureKey } from '@notebook/contracts';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { QueryView } from '@/components/ui/admin-list';
import { Spinner } from '@/components/ui/spinner';
import { formatValue, periodLabel, sydneyDateTime } from '@/lib/report-values';
import { useDashboard } from '../api/get-dashboard';

/** The chart library comes after the figures, not with the admin app. */
const TrendSparkline = lazy(() => import('./trend-sparkline'));

/** Where a figure leads beyond its list's route: the list already filtered to what the figure counts. */
const linkQuery: Partial<Record<DashboardFigureKey, string>> = {
  REVENUE_THIS_MONTH: '?type=SUBSCRIPTIONS_REVENUE',
  UNREAD_CONTACT_MESSAGES: '?filter=unread',
};

const unitWords: Record<DashboardFigure['trendUnit'], [string, string]> = {
  DAY: ['day', 'days'],
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
};

/** 'Last 12 weeks', what the small chart spans. */
export function trendSpan(figure: Pick<DashboardFigure, 'trend' | 'trendUnit'>): string {
  const [one, many] = unitWords[figure.trendUnit];
  return figure.trend.length === 1 ? `This ${one}` : `Last ${figure.trend.length} ${many}`;
}

/** The figure's address: its admin list (as the server names it), filtered where that helps. */
export const figureHref = (figure: Pick<DashboardFigure, 'key' | 'linkRoute'>) =>
  `${figure.linkRoute}${linkQuery[figure.key] ?? ''}`;

/**
 * Today's key figures (issue 27): readers, subscriptions, revenue this month, sign-ins today, unread
 * messages, upcoming webinars and mock exams, each with its small trend and a link to its list
 * (only when `canOpen` says the admin may open it: the app knows the routes' privileges).
 */
export function KeyFigures({ canOpen }: { canOpen: (path: string) => boolean }) {
  const dashboard = useDashboard();
  return (
    <section aria-labelledby="key-figures-heading" className="mb-8 flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="key-figures-heading" className="text-lg font-semibold text-ink">
          Today
        </h2>
        {dashboard.data && (
          <p className="text-sm text-ink-muted">
            As of <time dateTime={dashboard.data.generatedAt}>{sydneyDateTime(dashboard.data.generatedAt)}</time>,
            Sydney time
          </p>
        )}
      </div>
      <QueryView
        query={dashboard}
        pending={<Spinner className="min-h-32" />}
        isEmpty={(data) => data.figures.length === 0}
        empty="No figures yet."
      >
        {(data) => (
          <ul aria-label="Key figures" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            {data.figures.map((figure) => (
              <FigureCard key={figure.key} figure={figure} linked={canOpen(figure.linkRoute)} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function FigureCard({ figure, linked }: { figure: DashboardFigure; linked: boolean }) {
  const last = figure.trend.at(-1);
  const first = figure.trend[0];
  const body = (
    <>
      <span className="flex items-center justify-between gap-2 text-sm font-medium text-ink-muted">
        {figure.label}
        {linked && (
          <ArrowRight
            className="size-4 shrink-0 text-ink-faint transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        )}
      </span>
      <span className="text-2xl font-semibold tracking-tight text-ink tabular-nums">
        {formatValue(figure.value, figure.kind)}
      </span>
      {figure.trend.length > 1 && (
        <>
          <Suspense fallback={<span className="block h-10" aria-hidden="true" />}>
            <TrendSparkline points={figure.trend} id={figure.key} />
          </Suspense>
          <span className="text-xs text-ink-muted">
            {trendSpan(figure)}
            {first && last && (
              <span className="sr-only">
                {`: ${formatValue(first.value, figure.kind)} in ${periodLabel(first.period)}, ${formatValue(last.value, figure.kind)} in ${periodLabel(last.period)}`}
              </span>
            )}
          </span>
        </>
      )}
    </>
  );
  const cardClass = 'flex flex-col gap-1 rounded-xl border border-line bg-surface p-4 shadow-xs transition-colors';
  return (
    <li className="flex min-w-0 flex-col">
      {linked ? (
        <Link
          to={figureHref(figure)}
          className={`group ${cardClass} hover:border-accent/50 focus-visible:outline-2 focus-visible:outline-ring`}
        >
          {body}
        </Link>
      ) : (
        <div className={cardClass}>{body}</div>
      )}
      {figure.upcoming && figure.upcoming.length > 0 && (
        <ul aria-label={`Next ${figure.label.toLowerCase()}`} className="mt-1 flex flex-col gap-0.5 px-1 text-xs">
          {figure.upcoming.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-x-2 text-ink-muted">
              <span className="min-w-0 break-words text-ink">{item.title}</span>
              <time dateTime={item.startsAt} className="shrink-0 tabular-nums">
                {sydneyDateTime(item.startsAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
