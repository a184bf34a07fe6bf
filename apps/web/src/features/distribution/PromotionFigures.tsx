import { useTranslation } from '../../i18n/use-translation';
import { formatYuan } from '../dramas';

export interface Figures {
  visits: number;
  buyers: number;
  orders: number;
  commission: number;
}

/** Visits, buyers, orders and commission side by side, as the server's rollups give them. */
export function PromotionFigures({ figures, testId }: { figures: Figures; testId: string }) {
  const { t } = useTranslation();
  const cells: Array<[keyof Figures, string]> = [
    ['visits', String(figures.visits)],
    ['buyers', String(figures.buyers)],
    ['orders', String(figures.orders)],
    ['commission', formatYuan(figures.commission)],
  ];
  return (
    <dl className="promotion-figures" data-testid={testId}>
      {cells.map(([key, value]) => (
        <div key={key} className={`promotion-figures__cell promotion-figures__cell--${key}`}>
          <dt>{t(`distribution.${key}`)}</dt>
          <dd data-testid={`${testId}-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
