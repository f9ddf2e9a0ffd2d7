import type { ReadyReport } from '@notebook/contracts';
import { describe, expect, it } from 'vitest';
import { chartRows, chartsOf } from './report-chart';

const report = (rows: ReadyReport['rows'], series: ReadyReport['series']) => ({
  reportType: 'SUBSCRIPTIONS_REVENUE' as const,
  rows,
  series,
});

describe('report charts', () => {
  it("splits the revenue report's net revenue by plan over its chart months, and keeps the counts apart", () => {
    const charts = chartsOf(
      report(
        [
          { month: '2026-11', plan: '6 months', net: 5000 },
          { month: '2026-10', plan: '3 months', net: 1999 },
          { month: '2026-10', plan: '6 months', net: 4000 },
          // Outside the chart's months: in the table, not in the chart.
          { month: '2025-01', plan: '3 months', net: 999 },
        ],
        [
          {
            key: 'net',
            label: 'Net revenue',
            kind: 'MONEY_CENTS',
            points: [
              { month: '2026-10', value: 5999 },
              { month: '2026-11', value: 5000 },
            ],
          },
          {
            key: 'newSubscriptions',
            label: 'New subscriptions',
            kind: 'COUNT',
            points: [{ month: '2026-11', value: 2 }],
          },
          { key: 'active', label: 'Active subscriptions', kind: 'COUNT', points: [{ month: '2026-11', value: 9 }] },
        ],
      ),
    );

    expect(charts.map((chart) => [chart.caption, chart.stacked])).toEqual([
      ['Net revenue by month and plan', true],
      ['Counts by month: New subscriptions, Active subscriptions', false],
    ]);
    expect(charts[0]?.series.map((each) => [each.label, each.points])).toEqual([
      [
        '3 months',
        [
          { month: '2026-10', value: 1999 },
          { month: '2026-11', value: 0 },
        ],
      ],
      [
        '6 months',
        [
          { month: '2026-10', value: 4000 },
          { month: '2026-11', value: 5000 },
        ],
      ],
    ]);
    expect(chartRows(charts[1]?.series ?? [])).toEqual([{ month: '2026-11', newSubscriptions: 2, active: 9 }]);
  });

  it('charts any other report by kind of value, and nothing without series', () => {
    const readers = {
      reportType: 'READERS' as const,
      rows: [],
      series: [
        { key: 'new', label: 'New readers', kind: 'COUNT' as const, points: [{ month: '2026-11', value: 1 }] },
        { key: 'share', label: 'Active share', kind: 'PERCENT' as const, points: [{ month: '2026-11', value: 50 }] },
      ],
    };
    expect(chartsOf(readers).map((chart) => chart.caption)).toEqual([
      'Counts by month: New readers',
      'Percentages by month: Active share',
    ]);
    expect(chartsOf({ ...readers, series: [] })).toEqual([]);
  });
});
