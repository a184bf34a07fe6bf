import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '../../i18n/use-translation';
import { BRAND_COLOR } from '../../ui/theme';
import { monthDayOf, yuanText } from './finance-format';

const CHART_HEIGHT = 220;

interface ChartDay {
  day: string;
  amount: number;
}

/** The last 30 China-time days' earnings, one point a day (the server sends every day, 0 when quiet). */
export function EarningsChart({ days }: { days: ChartDay[] }) {
  const { t } = useTranslation();
  const total = days.reduce((sum, day) => sum + day.amount, 0);
  const dayLabel = (day: string, key: 'day' | 'tick') => t(`finance.chart.${key}`, monthDayOf(day));
  return (
    <section className="finance-chart" data-testid="finance-chart" aria-label={t('finance.chart.title')}>
      <header className="finance-section-head">
        <h2 className="finance-section-head__title">{t('finance.chart.title')}</h2>
        <span className="finance-chart__total" data-testid="chart-total">
          {total > 0 ? t('finance.chart.total', { value: yuanText(total) }) : t('finance.chart.empty')}
        </span>
      </header>
      <ResponsiveContainer
        width="100%"
        height={CHART_HEIGHT}
        initialDimension={{ width: 900, height: CHART_HEIGHT }}
      >
        <AreaChart data={days} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="finance-chart-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={BRAND_COLOR} stopOpacity={0.28} />
              <stop offset="100%" stopColor={BRAND_COLOR} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke="#f0f1f3" />
          <XAxis
            dataKey="day"
            tickFormatter={(day: string) => dayLabel(day, 'tick')}
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
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ stroke: BRAND_COLOR, strokeDasharray: '4 4' }}
            labelFormatter={(day) => dayLabel(String(day), 'day')}
            formatter={(value) => [`¥${yuanText(Number(value))}`, t('finance.chart.amount')]}
          />
          <Area
            type="monotone"
            dataKey="amount"
            stroke={BRAND_COLOR}
            strokeWidth={2}
            fill="url(#finance-chart-fill)"
            dot={{ r: 2, fill: BRAND_COLOR, strokeWidth: 0 }}
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </section>
  );
}
