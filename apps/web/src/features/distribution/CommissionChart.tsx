import type { distribution } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { DayAreaChart } from '../../ui/DayAreaChart';
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
      <DayAreaChart
        points={series}
        dayOf={(day) => day.date}
        valueOf={(day) => day.commission}
        height={CHART_HEIGHT}
        minWidth={MIN_WIDTH}
        tickLabel={(date) => t('distribution.chartTick', monthDay(date))}
        dayLabel={(date) => t('distribution.chartDay', monthDay(date))}
        tooltipLine={(day) => [
          `¥${formatYuan(day.commission)}`,
          t('distribution.chartOrders', { count: day.orders }),
        ]}
        gradientId="promoter-chart-fill"
      />
    </section>
  );
}
