import type { ReportSeries, ReportSeriesPoint, ReportValueKind } from '@notebook/contracts';

/** How many months a report's charts show: the asOf month and the eleven before it. */
export const SERIES_MONTHS = 12;
/** A report's monthly rows reach back at most this far (ten years). */
export const MAX_MONTH_ROWS = 120;

/** 'YYYY-MM' of a moment, UTC. */
export function monthKey(moment: Date): string {
  return moment.toISOString().slice(0, 7);
}

/** The `count` months up to and including the moment's month, oldest first ('YYYY-MM', UTC). */
export function monthsUpTo(moment: Date, count: number): string[] {
  const year = moment.getUTCFullYear();
  const month = moment.getUTCMonth();
  return Array.from({ length: count }, (_, index) =>
    monthKey(new Date(Date.UTC(year, month - (count - 1 - index), 1))),
  );
}

/** The months from `first` ('YYYY-MM') to the moment's month, newest first, at most MAX_MONTH_ROWS. */
export function monthsSince(first: string | null, moment: Date): string[] {
  const months = monthsUpTo(moment, MAX_MONTH_ROWS).reverse();
  if (first === null) return [];
  const end = months.indexOf(first);
  return end === -1 ? months : months.slice(0, end + 1);
}

/** A chart series over `months`: the value of each month, 0 where there is none. */
export function seriesOf(
  key: string,
  label: string,
  kind: ReportValueKind,
  months: readonly string[],
  values: ReadonlyMap<string, number>,
): ReportSeries {
  const points: ReportSeriesPoint[] = months.map((month) => ({ month, value: values.get(month) ?? 0 }));
  return { key, label, kind, points };
}

/** A ratio as a percentage with one decimal, null when there is nothing to divide. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}
