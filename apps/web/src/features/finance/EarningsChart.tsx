import { useTranslation } from '../../i18n/use-translation';
import { DayAreaChart } from '../../ui/DayAreaChart';
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
      <DayAreaChart
        points={days}
        dayOf={(day) => day.day}
        valueOf={(day) => day.amount}
        height={CHART_HEIGHT}
        tickLabel={(day) => dayLabel(day, 'tick')}
        dayLabel={(day) => dayLabel(day, 'day')}
        tooltipLine={(day) => [`¥${yuanText(day.amount)}`, t('finance.chart.amount')]}
        gradientId="finance-chart-fill"
        wholeYuan
      />
    </section>
  );
}
