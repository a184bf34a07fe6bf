import { Link } from 'react-router';
import { RightOutlined } from '@ant-design/icons';
import type { finance } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { RecordStateTag } from './FinanceNotices';
import { RecordKindIcon } from './RecordKindIcon';
import { financeDetailPath } from './finance-links';
import { minuteOf, signedYuanText } from './finance-format';

/** One line of the statement: what it was, when, its state, and the money in (green) or out (red). */
export function RecordRow({ record }: { record: finance.FinanceRecord }) {
  const { t } = useTranslation();
  const direction = record.state === 'failed' ? 'void' : record.amount >= 0 ? 'in' : 'out';
  return (
    <li className="finance-row" data-testid="finance-record">
      <Link to={financeDetailPath(record.id)} className="finance-row__link">
        <RecordKindIcon kind={record.kind} />
        <div className="finance-row__main">
          <div className="finance-row__title">{record.title || t(`finance.kind.${record.kind}`)}</div>
          <div className="finance-row__meta">
            <span>{t(`finance.kind.${record.kind}`)}</span>
            <span>{minuteOf(record.createTime)}</span>
            {record.state === 'pending' && record.availableTime && (
              <span className="finance-row__available" data-testid="record-available-at">
                {t('finance.records.availableAt', { time: minuteOf(record.availableTime) })}
              </span>
            )}
          </div>
        </div>
        <div className="finance-row__side">
          <span className={`finance-amount finance-amount--${direction}`} data-testid="record-amount">
            {signedYuanText(record.amount)}
          </span>
          <RecordStateTag state={record.state} />
        </div>
        <RightOutlined className="finance-row__chevron" aria-hidden />
      </Link>
    </li>
  );
}
