import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { distribution } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { BRAND_COLOR } from '../../ui/theme';
import { formatYuan } from '../dramas';

const CHART_HEIGHT = 200;
/** Never narrower than a phone's column: a container not yet laid out still gets a chart. */
const MIN_WIDTH = 320;

/** "2026-11-27" → its month and day as numbers, for the axis and the tooltip. */
const monthDay = (date: string) => ({ month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) });

/** The promoter's commission over the last 30 China days, a point a day (the server sends every day). */
export function CommissionChart({ series }: { series: distribution.FigureDay[] }) {
  const { t } = useTranslation();
  const cents = series.reduce((sum, day) => sum + Math.round(day.commission * 100), 0);
  const ordersOn = new Map(series.map((day) => [day.date, day.orders]));
  return (
    <section
      className="promoter-chart"
      data-testid="promoter-chart"
      aria-label={t('distribution.chartTitle')}
    >
      <header className="promoter-chart__head">
        <h2 className="promotion__heading">{t('distribution.chartTitle')}</h2>
        <span className="promoter-chart__total" data-testid="promoter-chart-total">
          {cents > 0
            ? t('distribution.chartTotal', { amount: formatYuan(cents / 100) })
            : t('distribution.chartEmpty')}
        </span>
      </header>
      <ResponsiveContainer
        width="100%"
        height={CHART_HEIGHT}
        minWidth={MIN_WIDTH}
        initialDimension={{ width: 900, height: CHART_HEIGHT }}
      >
        <AreaChart data={series} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="promoter-chart-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={BRAND_COLOR} stopOpacity={0.26} />
              <stop offset="100%" stopColor={BRAND_COLOR} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke="#f0f1f3" />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => t('distribution.chartTick', monthDay(date))}
            tick={{ fill: '#86909c', fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: '#e5e6eb' }}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis
            width={52}
            tickFormatter={(value: number) => `¥${value}`}
            tick={{ fill: '#86909c', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            cursor={{ stroke: BRAND_COLOR, strokeDasharray: '4 4' }}
            labelFormatter={(date) => t('distribution.chartDay', monthDay(String(date)))}
            formatter={(value, _name, item) => [
              `¥${formatYuan(Number(value))}`,
              t('distribution.chartOrders', { count: ordersOn.get(String(item.payload?.date)) ?? 0 }),
            ]}
          />
          <Area
            type="monotone"
            dataKey="commission"
            stroke={BRAND_COLOR}
            strokeWidth={2}
            fill="url(#promoter-chart-fill)"
            dot={{ r: 2, fill: BRAND_COLOR, strokeWidth: 0 }}
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </section>
  );
}
