import type { ReadyReport, ReportSeries, ReportValueKind } from '@notebook/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatValue, monthLabel } from '@/lib/report-values';

/**
 * A report's monthly series as bar charts (recharts, loaded with this file only when a report with
 * series shows): one chart per kind of value, so money and counts never share an axis; the revenue
 * report's money split by plan.
 * The rows table under it holds the same figures for those who do not read charts.
 */

/** Theme colours first (they follow light and dark), then two that read on both. */
export const seriesColours = [
  'var(--accent)',
  'var(--success)',
  'var(--warning)',
  'var(--danger)',
  '#8b5cf6',
  '#0ea5e9',
] as const;

const kindCaption: Record<ReportValueKind, string> = {
  MONEY_CENTS: 'Amounts',
  COUNT: 'Counts',
  PERCENT: 'Percentages',
  TEXT: 'Values',
  MONTH: 'Values',
};

/** The series of one kind as rows a chart reads: `{ month, [series.key]: value }`, months in order. */
export function chartRows(series: readonly ReportSeries[]) {
  const months = [...new Set(series.flatMap((each) => each.points.map((point) => point.month)))].sort();
  return months.map((month) => ({
    month,
    ...Object.fromEntries(
      series.map((each) => [each.key, each.points.find((point) => point.month === month)?.value ?? 0]),
    ),
  }));
}

/** One chart: its caption, the kind of its values, its series, and whether they stack to a total. */
export type ChartSpec = { caption: string; kind: ReportValueKind; series: ReportSeries[]; stacked: boolean };

/** Series grouped by kind (money and counts never share an axis), in the order their kinds first appear. */
export function seriesByKind(series: readonly ReportSeries[]): ChartSpec[] {
  const groups = new Map<ReportValueKind, ReportSeries[]>();
  for (const each of series) groups.set(each.kind, [...(groups.get(each.kind) ?? []), each]);
  return [...groups.entries()].map(([kind, members]) => ({
    caption: `${kindCaption[kind]} by month: ${members.map((each) => each.label).join(', ')}`,
    kind,
    series: members,
    stacked: false,
  }));
}

/**
 * The subscriptions and revenue report's net revenue split by plan, from its rows (month, plan, net),
 * over the months of its "net" series: one stacked series a plan, so each bar totals the month's net revenue.
 */
export function revenueByPlan(report: Pick<ReadyReport, 'rows' | 'series'>): ChartSpec | null {
  const total = report.series.find((each) => each.key === 'net');
  if (!total) return null;
  const months = total.points.map((point) => point.month);
  const plans = [...new Set(report.rows.map((row) => String(row.plan ?? '')))].filter((plan) => plan !== '').sort();
  if (plans.length === 0) return null;
  const series = plans.map((plan, index) => ({
    key: `plan-${index}`,
    label: plan,
    kind: total.kind,
    points: months.map((month) => ({
      month,
      value: report.rows
        .filter((row) => row.month === month && row.plan === plan)
        .reduce((sum, row) => sum + Number(row.net ?? 0), 0),
    })),
  }));
  return { caption: `${total.label} by month and plan`, kind: total.kind, series, stacked: true };
}

/** The charts of a report: the revenue report's money by plan, then its series by kind. */
export function chartsOf(report: Pick<ReadyReport, 'reportType' | 'rows' | 'series'>): ChartSpec[] {
  const byKind = seriesByKind(report.series.filter((each) => each.points.length > 0));
  const byPlan = report.reportType === 'SUBSCRIPTIONS_REVENUE' ? revenueByPlan(report) : null;
  if (!byPlan) return byKind;
  return [byPlan, ...byKind.filter((chart) => chart.kind !== byPlan.kind)];
}

/** Where the value axis ends when every value is 0 (so its ticks still read): A$100, 4, 100%. */
const emptyAxisTop: Record<ReportValueKind, number> = {
  MONEY_CENTS: 10_000,
  COUNT: 4,
  PERCENT: 100,
  TEXT: 4,
  MONTH: 4,
};

/** Short axis ticks: 'A$12k', '1.2k', '45%'. */
function axisTick(kind: ReportValueKind) {
  const compact = new Intl.NumberFormat('en-AU', { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) => {
    if (kind === 'MONEY_CENTS') return `A$${compact.format(value / 100)}`;
    if (kind === 'PERCENT') return `${compact.format(value)}%`;
    return compact.format(value);
  };
}

function KindChart({ chart: { caption, kind, series: members, stacked } }: { chart: ChartSpec }) {
  const hasValues = members.some((each) => each.points.some((point) => point.value !== 0));
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-xs">
      <figcaption className="text-sm font-medium text-ink">{caption}</figcaption>
      <div className="h-64 w-full min-w-0 text-xs text-ink-muted">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 560, height: 256 }}>
          <BarChart data={chartRows(members)} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--line)" vertical={false} />
            <XAxis
              dataKey="month"
              tickFormatter={monthLabel}
              stroke="var(--ink-muted)"
              tick={{ fill: 'var(--ink-muted)' }}
              minTickGap={12}
            />
            <YAxis
              tickFormatter={axisTick(kind)}
              stroke="var(--ink-muted)"
              tick={{ fill: 'var(--ink-muted)' }}
              width={64}
              allowDecimals={kind === 'PERCENT'}
              domain={hasValues ? [0, 'auto'] : [0, emptyAxisTop[kind]]}
            />
            <Tooltip
              labelFormatter={(label) => monthLabel(String(label))}
              formatter={(value) => formatValue(Number(value), kind)}
              cursor={{ fill: 'var(--surface-muted)' }}
              contentStyle={{
                background: 'var(--surface)',
                border: '1px solid var(--line)',
                borderRadius: 8,
                color: 'var(--ink)',
              }}
              labelStyle={{ color: 'var(--ink)' }}
            />
            {(stacked || members.length > 1) && <Legend itemSorter={null} wrapperStyle={{ color: 'var(--ink)' }} />}
            {members.map((each, index) => (
              <Bar
                key={each.key}
                dataKey={each.key}
                name={each.label}
                fill={seriesColours[index % seriesColours.length]}
                stackId={stacked ? 'total' : undefined}
                radius={stacked ? undefined : [3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** The report's charts; nothing when it has no series. */
export default function ReportCharts({ report }: { report: Pick<ReadyReport, 'reportType' | 'rows' | 'series'> }) {
  const charts = chartsOf(report);
  if (charts.length === 0) return null;
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {charts.map((chart) => (
        <KindChart key={chart.caption} chart={chart} />
      ))}
    </div>
  );
}
