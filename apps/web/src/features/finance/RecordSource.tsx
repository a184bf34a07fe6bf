import { Link } from 'react-router';
import { RightOutlined } from '@ant-design/icons';
import type { finance } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { dramaLinkOf } from '../dramas';
import { takerOrderPath } from '../wishes';

/**
 * Where a credit came from, as a link: a drama sale opens the drama, a wish settlement opens the viewer's
 * order of that wish (the taker is the one paid). A withdrawal's source is its card, shown with its steps.
 */
export function RecordSource({ record }: { record: finance.FinanceRecord }) {
  const { t } = useTranslation();
  const dramaId = Number(record.sourceId);
  if (record.sourceType === 'drama' && Number.isInteger(dramaId) && dramaId > 0) {
    return (
      <Link to={dramaLinkOf(dramaId)} className="finance-source" data-testid="detail-source">
        {t('finance.detail.viewDrama')} <RightOutlined />
      </Link>
    );
  }
  if (record.sourceType === 'wish' && record.sourceId) {
    return (
      <Link to={takerOrderPath(record.sourceId)} className="finance-source" data-testid="detail-source">
        {t('finance.detail.viewWish')} <RightOutlined />
      </Link>
    );
  }
  return <span data-testid="detail-source">{record.sourceId}</span>;
}
