import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BRAND_COLOR } from './theme';

/*
 * Imported by path, never through the kit's index: recharts must arrive only with the pages that draw
 * a chart, not with the first page.
 */

interface Props<Point> {
  /** One point a day, oldest first (the server sends every day, zeros when quiet). */
  points: Point[];
  /** The point's day (YYYY-MM-DD) and the yuan drawn for it. */
  dayOf: (point: Point) => string;
  valueOf: (point: Point) => number;
  height: number;
  /** The axis's short day, and the tooltip's day. */
  tickLabel: (day: string) => string;
  dayLabel: (day: string) => string;
  /** The tooltip's line for a point: its value, and what the value is. */
  tooltipLine: (point: Point) => [string, string];
  /** Unique on the page: the area's gradient is referred to by id. */
  gradientId: string;
  /** Never narrower than this, so a container not yet laid out still gets a chart. */
  minWidth?: number;
  /** Axis ticks in whole yuan only (amounts that are large). */
  wholeYuan?: boolean;
}

/** Yuan a day over a span of days, as an area in the brand colour: the finance and promoter charts. */
export function DayAreaChart<Point>(props: Props<Point>) {
  const {
    points,
    dayOf,
    valueOf,
    height,
    tickLabel,
    dayLabel,
    tooltipLine,
    gradientId,
    minWidth,
    wholeYuan,
  } = props;
  const data = points.map((point) => ({ day: dayOf(point), value: valueOf(point), point }));
  return (
    <ResponsiveContainer
      width="100%"
      height={height}
      {...(minWidth ? { minWidth } : {})}
      initialDimension={{ width: 900, height }}
    >
      <AreaChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={BRAND_COLOR} stopOpacity={0.28} />
            <stop offset="100%" stopColor={BRAND_COLOR} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="#f0f1f3" />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => tickLabel(day)}
          tick={{ fill: '#86909c', fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: '#e5e6eb' }}
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis
          width={56}
          tickFormatter={(value: number) => `¥${value}`}
          tick={{ fill: '#86909c', fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          allowDecimals={!wholeYuan}
        />
        <Tooltip
          cursor={{ stroke: BRAND_COLOR, strokeDasharray: '4 4' }}
          labelFormatter={(day) => dayLabel(String(day))}
          formatter={(_value, _name, item) => tooltipLine((item.payload as { point: Point }).point)}
        />
        <Area
          type="monotone"
          dataKey="value"
          stroke={BRAND_COLOR}
          strokeWidth={2}
          fill={`url(#${gradientId})`}
          dot={{ r: 2, fill: BRAND_COLOR, strokeWidth: 0 }}
          activeDot={{ r: 5 }}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
