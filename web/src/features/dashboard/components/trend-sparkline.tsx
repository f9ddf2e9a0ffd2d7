import type { DashboardTrendPoint } from '@notebook/contracts';
import { Area, AreaChart, ResponsiveContainer, YAxis } from 'recharts';

/**
 * A figure's small trend (recharts, loaded with this file after the figures show): an area, no axes;
 * the figure's text says what it is, so the drawing is hidden from screen readers.
 */
export default function TrendSparkline({ points, id }: { points: readonly DashboardTrendPoint[]; id: string }) {
  const fillID = `trend-fill-${id}`;
  return (
    <div className="h-10 w-full min-w-0" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 240, height: 40 }}>
        <AreaChart data={[...points]} margin={{ top: 2, right: 0, bottom: 2, left: 0 }} accessibilityLayer={false}>
          <defs>
            <linearGradient id={fillID} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--accent)" stopOpacity={0.35} />
              <stop offset="100%" stopColor="var(--accent)" stopOpacity={0} />
            </linearGradient>
          </defs>
          <YAxis hide domain={[0, (dataMax: number) => Math.max(dataMax, 1)]} />
          <Area
            type="monotone"
            dataKey="value"
            stroke="var(--accent)"
            strokeWidth={2}
            fill={`url(#${fillID})`}
            dot={false}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
